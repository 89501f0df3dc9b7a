// Icons drawn from the sprite in client/icons.svg (the glyphs and their
// licence are there): vite.config.ts puts it once into every page's HTML,
// outside the React root, and each icon is a <use> of its symbol. So the
// paths cost no JavaScript (they were 2.6 KB gzip of the entry chunk) and
// icons draw with the HTML, with or without JavaScript.
import type { IconName } from '../../shared/content/schema';

/** Layout-only icons; not part of the content schema. */
export const EXTRA_ICON_NAMES = [
  'menu',
  'close',
  'chevron-down',
  'arrow-right',
  'arrow-left',
  'phone',
  'mail',
  'map-pin',
  'linkedin',
  'x-twitter',
  'facebook',
  'github',
  'whatsapp',
  'copy',
  'share',
  'grid',
  'list',
  'calendar',
  'filter',
  'upload',
] as const;

export type ExtraIconName = (typeof EXTRA_ICON_NAMES)[number];
export type AnyIconName = IconName | ExtraIconName;

/** Filled glyphs: drawn with fill="currentColor" and no stroke. */
const FILLED: ReadonlySet<AnyIconName> = new Set<AnyIconName>([
  'linkedin',
  'x-twitter',
  'facebook',
  'github',
  'whatsapp',
]);

export function Icon({
  name,
  size = 24,
  className,
  title,
}: {
  name: IconName | ExtraIconName;
  size?: number;
  className?: string;
  title?: string;
}) {
  const filled = FILLED.has(name);
  const a11y = title
    ? ({ role: 'img', 'aria-label': title } as const)
    : ({ 'aria-hidden': true, focusable: false } as const);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      className={className}
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth={filled ? undefined : 2}
      strokeLinecap={filled ? undefined : 'round'}
      strokeLinejoin={filled ? undefined : 'round'}
      {...a11y}
    >
      {title ? <title>{title}</title> : null}
      <use href={`#icon:${name}`} />
    </svg>
  );
}
