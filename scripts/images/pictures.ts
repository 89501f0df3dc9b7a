// The pictures themselves: a cover (backdrop and motif), a person's
// initials avatar, the hero and the "C" mark of the logo and favicon.
import { escapeHtml } from '../../shared/html';
import { backdrop, C, chainPath, PANEL, r, SCHEMES, svgOpen } from './drawing';
import { MIRRORABLE, type Motif } from './motifs';
import { hash, rng } from './random';

/** A cover illustration: backdrop plus a topic motif centred on a panel. */
export function cover(seed: string, w: number, h: number, motif: Motif): string {
  const g = rng(seed);
  const scheme = SCHEMES[hash(seed) % SCHEMES.length]!;
  const scale = +Math.min((w * 0.7) / 400, (h * 0.74) / 300).toFixed(3);
  // Mirror symmetric motifs now and then, so same-topic covers differ more.
  const flip = MIRRORABLE.has(motif) && hash(seed + ':flip') % 2 === 1;
  const tx = r((w + (flip ? 400 : -400) * scale) / 2);
  const ty = r((h - 300 * scale) / 2);
  return (
    svgOpen(w, h) +
    backdrop(w, h, g, scheme) +
    `<g transform="translate(${tx} ${ty}) scale(${flip ? -scale : scale} ${scale})">${PANEL}${motif(g, scheme[2])}</g></svg>`
  );
}

function initials(name: string): string {
  const words = name
    .replace(/\b(Dr|Prof|Mr|Mrs|Ms|Mme|M)\.?\s+/g, '')
    .split(/[\s-]+/)
    .filter((w) => /\p{L}/u.test(w));
  const first = words[0] ?? '?';
  const last = words.length > 1 ? words[words.length - 1]! : '';
  return (first.charAt(0) + last.charAt(0)).toLocaleUpperCase('en');
}

export function avatar(name: string): string {
  const [c1, c2, a] = SCHEMES[hash(name) % SCHEMES.length]!;
  const g = rng(name);
  const ang = g.i(0, 359);
  return (
    svgOpen(160, 160) +
    `<defs><linearGradient id="g" x2="1" y2="1" gradientTransform="rotate(${ang} .5 .5)"><stop stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient>` +
    `<clipPath id="c"><circle cx="80" cy="80" r="80"/></clipPath></defs>` +
    `<g clip-path="url(#c)"><rect width="160" height="160" fill="url(#g)"/>` +
    `<circle cx="${g.i(110, 140)}" cy="${g.i(20, 50)}" r="40" fill="${a}" opacity=".35"/></g>` +
    `<circle cx="80" cy="80" r="72" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="2"/>` +
    `<text x="80" y="80" dy=".35em" text-anchor="middle" font-family="system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif" font-size="60" font-weight="600" fill="#fff">${escapeHtml(initials(name))}</text></svg>`
  );
}

export function hero(): string {
  const w = 1200;
  const h = 800;
  const g = rng('hero:buea');
  // Mount Cameroon: a broad volcano peaking right of centre, foothills in front.
  const ridge: [number, number][] = [
    [0, 560],
    [180, 500],
    [360, 430],
    [520, 350],
    [640, 290],
    [700, 262],
    [760, 272],
    [860, 330],
    [1000, 420],
    [1200, 480],
  ];
  const smooth = (ps: [number, number][]) => {
    let d = `M${ps[0]![0]} ${ps[0]![1]}`;
    for (let k = 1; k < ps.length; k++) {
      const [x0, y0] = ps[k - 1]!;
      const [x1, y1] = ps[k]!;
      d += `Q${x0} ${y0} ${r((x0 + x1) / 2)} ${r((y0 + y1) / 2)}`;
    }
    return d + `L${ps[ps.length - 1]![0]} ${ps[ps.length - 1]![1]}`;
  };
  const mid: [number, number][] = [
    [0, 620],
    [200, 590],
    [420, 540],
    [560, 570],
    [760, 520],
    [980, 560],
    [1200, 530],
  ];
  const front: [number, number][] = [
    [0, 690],
    [260, 660],
    [520, 690],
    [800, 650],
    [1200, 680],
  ];
  // Sky network: stars joined to each other and to the summit.
  const stars: [number, number][] = [];
  for (let k = 0; k < 14; k++) stars.push([g.i(40, 1160), g.i(40, 300)]);
  stars.sort((p, q) => p[0] - q[0]);
  const net = chainPath(stars, ([x, y], k) => (k % 3 === 0 ? `M${x} ${y}L700 262` : ''));
  // Lights of Buea at the foot of the mountain.
  let town = '';
  for (let k = 0; k < 22; k++) town += `<circle cx="${g.i(430, 900)}" cy="${g.i(585, 640)}" r="${g.i(2, 4)}"/>`;
  const ridgeNodes = ridge.slice(1, -1).filter((_, k) => k % 2 === 1);
  return (
    svgOpen(w, h) +
    `<defs><linearGradient id="s" x2="0" y2="1"><stop stop-color="${C.night}"/><stop offset=".55" stop-color="${C.indigo}"/><stop offset="1" stop-color="${C.purple}"/></linearGradient>` +
    `<radialGradient id="sun"><stop stop-color="${C.orange}" stop-opacity=".9"/><stop offset="1" stop-color="${C.orange}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="c"><stop stop-color="${C.cyan}" stop-opacity=".3"/><stop offset="1" stop-color="${C.cyan}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="m" x2="0" y2="1"><stop stop-color="#3b2a7a"/><stop offset="1" stop-color="${C.night}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#s)"/>` +
    `<circle cx="720" cy="300" r="330" fill="url(#sun)" opacity=".55"/>` +
    `<svg width="${w}" height="${h}"><circle cx="160" cy="140" r="300" fill="url(#c)"/></svg>` +
    `<path d="${net}" stroke="${C.cyan}" stroke-opacity=".45" stroke-width="2" fill="none"/>` +
    `<g fill="#fff">${stars.map(([x, y], k) => `<circle cx="${x}" cy="${y}" r="${k % 4 ? 3 : 5}"/>`).join('')}</g>` +
    `<path d="${smooth(ridge)}V${h}H0z" fill="url(#m)"/>` +
    `<path d="M640 290Q700 250 760 272L735 300 712 288 690 306 668 292z" fill="#fff" fill-opacity=".18"/>` +
    `<path d="${smooth(ridge)}" fill="none" stroke="${C.cyan}" stroke-opacity=".6" stroke-width="3"/>` +
    `<g fill="${C.cyan}">${ridgeNodes.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="7"/>`).join('')}</g>` +
    `<path d="${smooth(mid)}V${h}H0z" fill="${C.purple}" opacity=".55"/>` +
    `<g fill="${C.orange}">${town}</g>` +
    `<path d="${smooth(front)}V${h}H0z" fill="${C.night}"/>` +
    `<path d="${smooth(front)}" fill="none" stroke="${C.pink}" stroke-opacity=".5" stroke-width="2"/></svg>`
  );
}

/** The "C" mark: a gradient tile with an open ring ending in a node. */
export function mark(size: number): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">` +
    `<defs><linearGradient id="g" x2="1" y2="1"><stop stop-color="${C.purple}"/><stop offset="1" stop-color="${C.indigo}"/></linearGradient></defs>` +
    `<rect width="64" height="64" rx="14" fill="url(#g)"/>` +
    `<path d="M44.7 21.3a16 16 0 1 0 0 21.4" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round"/>` +
    `<circle cx="45" cy="32" r="4.5" fill="${C.cyan}"/></svg>`
  );
}
