// The cover of a blog post or a project: drawn at one size per kind
// (scripts/make-images.ts), so the page reserves its box before it loads.
const SIZES = {
  blog: { width: '1200', height: '630' },
  project: { width: '800', height: '500' },
} as const;

/**
 * How soon the cover loads: `lead` is the page's own (fetched first), `eager`
 * the first card of a list (it may be the largest paint), `lazy` the others.
 */
type Loading = 'lead' | 'eager' | 'lazy';

export function CoverImage({
  item,
  kind,
  loading,
  className,
}: {
  item: { image: string; imageAlt: string };
  kind: keyof typeof SIZES;
  loading: Loading;
  className?: string;
}) {
  return (
    <img
      className={className}
      src={item.image}
      alt={item.imageAlt}
      {...SIZES[kind]}
      {...(loading === 'lead'
        ? { fetchPriority: 'high' }
        : { loading: loading === 'lazy' ? 'lazy' : undefined, decoding: 'async' })}
    />
  );
}
