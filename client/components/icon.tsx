// Icons drawn from the sprite in client/icons.svg (the glyphs and their
// licence are there), one cacheable file the build fingerprints; each icon
// is a <use> of its symbol. So the paths cost no JavaScript (they were
// 2.6 KB gzip of the entry chunk), icons draw with or without JavaScript,
// and no page carries the sprite in its HTML: inline, its 48 symbols were
// part of every page's first style and layout pass (about a sixth of that
// task on the home page, the longest of a load on a slow phone).
import spriteUrl from '../icons.svg?url';
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
  const a11y = title ? ({ role: 'img', 'aria-label': title } as const) : ({ 'aria-hidden': true } as const);
  // How a glyph is drawn (outline or filled, in the text's colour) is said
  // once, on its symbol in the sprite, not on each of a page's fifty-odd
  // icons; an <svg> in HTML needs no namespace.
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} className={className} {...a11y}>
      {title ? <title>{title}</title> : null}
      <use href={`${spriteUrl}#icon:${name}`} />
    </svg>
  );
}
