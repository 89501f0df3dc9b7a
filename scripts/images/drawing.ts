// What every picture is drawn with: the palette, the SVG opening, the
// backdrop behind covers, and the path that joins points one after another.
import type { Rng } from './random';

export const C = {
  purple: '#6f42c1',
  cyan: '#0dcaf0',
  indigo: '#4f46e5',
  orange: '#f97316',
  teal: '#20c997',
  pink: '#d63384',
  night: '#1e1b4b',
} as const;

/** Hand-picked background pairs with an accent that stands out on both. */
export const SCHEMES: readonly (readonly [string, string, string])[] = [
  [C.indigo, C.purple, C.cyan],
  [C.purple, C.pink, C.orange],
  [C.indigo, C.cyan, C.orange],
  [C.night, C.indigo, C.cyan],
  [C.purple, C.indigo, C.orange],
  [C.teal, C.indigo, C.orange],
  [C.night, C.purple, C.pink],
  [C.cyan, C.purple, C.orange],
  [C.indigo, C.teal, C.pink],
  [C.orange, C.pink, C.night],
];

export const r = Math.round;

export const svgOpen = (w: number, h: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`;

/**
 * A path through the points in order, one segment a pair of neighbours;
 * `after` may add a stroke after each segment (drawn from its end point).
 */
export function chainPath(
  pts: readonly (readonly [number, number])[],
  after: (end: readonly [number, number], k: number) => string = () => '',
): string {
  let d = '';
  for (let k = 1; k < pts.length; k++) {
    const [x0, y0] = pts[k - 1]!;
    const [x1, y1] = pts[k]!;
    d += `M${x0} ${y0}L${x1} ${y1}` + after(pts[k]!, k);
  }
  return d;
}

/**
 * Gradient, soft blobs and a faint constellation. No <pattern>: a tiled
 * fill is drawn again at every paint of the image, on the page's main
 * thread; these shapes cost a plain fill each.
 */
export function backdrop(w: number, h: number, g: Rng, scheme: readonly [string, string, string]): string {
  const [c1, c2, accent] = scheme;
  const dir = g.pick(['x2="1" y2="1"', 'x1="1" x2="0" y2="1"', 'x2="1" y2=".3"']);
  let s =
    `<defs><linearGradient id="g" ${dir}><stop stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient>` +
    `<radialGradient id="b"><stop stop-color="${accent}" stop-opacity=".45"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>` +
    `</defs><rect width="${w}" height="${h}" fill="url(#g)"/>`;
  // Soft blobs in the corners, clipped to the picture by a nested viewport
  // (nothing may spill out when the image box has another aspect ratio).
  s += `<svg width="${w}" height="${h}"><circle cx="${g.i(0, r(w * 0.25))}" cy="${g.i(0, r(h * 0.3))}" r="${r(h * 0.6)}" fill="url(#b)"/>`;
  s += `<circle cx="${g.i(r(w * 0.75), w)}" cy="${g.i(r(h * 0.7), h)}" r="${r(h * 0.5)}" fill="#fff" opacity=".08"/></svg>`;
  // A faint network across the whole picture.
  const pts: [number, number][] = [];
  for (let k = 0; k < 7; k++) pts.push([g.i(20, w - 20), g.i(20, h - 20)]);
  pts.sort((a, b) => a[0] - b[0]);
  s += `<path d="${chainPath(pts)}" stroke="#fff" stroke-opacity=".14" stroke-width="2" fill="none"/>`;
  s += `<g fill="#fff" fill-opacity=".3">${pts.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="4"/>`).join('')}</g>`;
  return s;
}

/** A frosted panel behind the motif, in the motif's 400x300 space. */
export const PANEL = `<rect x="-24" y="-24" width="448" height="348" rx="28" fill="#fff" fill-opacity=".07" stroke="#fff" stroke-opacity=".18" stroke-width="2"/>`;

/** Open a white round-capped stroke group. */
export const G = (w = 4) =>
  `<g fill="none" stroke="#fff" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round">`;
