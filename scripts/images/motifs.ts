// The cover motifs, one a topic, and which category of project or blog
// post draws which.
import { G, r } from './drawing';
import type { Rng } from './random';

// Each motif draws in a 400x300 box; `a` is the accent colour.

export type Motif = (g: Rng, a: string) => string;

/** Horizontal "text" bars starting at x. */
function bars(g: Rng, x: number, y: number, n: number, step: number, min: number, max: number): string {
  let d = '';
  for (let k = 0; k < n; k++) d += `M${x} ${y + k * step}h${g.i(min, max)}`;
  return d;
}

const chat: Motif = (g, a) =>
  G() +
  `<path d="M60 30h180a20 20 0 0 1 20 20v62a20 20 0 0 1-20 20H110l-30 26v-26H60a20 20 0 0 1-20-20V50a20 20 0 0 1 20-20z" fill="#fff" fill-opacity=".12"/>` +
  `<path d="${bars(g, 70, 66, 2, 30, 90, 160)}" stroke-opacity=".8" stroke-width="8"/>` +
  `<path d="M170 160h170a20 20 0 0 1 20 20v52a20 20 0 0 1-20 20h-8v26l-30-26H170a20 20 0 0 1-20-20v-52a20 20 0 0 1 20-20z" fill="${a}" stroke="none"/>` +
  `<path d="${bars(g, 182, 194, 2, 28, 80, 150)}" stroke-width="8"/>` +
  `<circle cx="72" cy="238" r="34" fill="#fff" fill-opacity=".15"/><path d="M58 234v4M86 234v4M60 252q12 8 24 0M72 204v-12"/><circle cx="72" cy="188" r="5" fill="#fff"/></g>`;

const doc: Motif = (g, a) => {
  let hl = '';
  const ys = [96, 122, 148, 174, 200, 226];
  const hi = new Set([g.i(0, 2), g.i(3, 5)]);
  let d = '';
  ys.forEach((y, k) => {
    const w = g.i(90, 140);
    if (hi.has(k))
      hl += `<rect x="102" y="${y - 10}" width="${w + 16}" height="20" rx="10" fill="${a}" opacity=".85"/>`;
    d += `M110 ${y}h${w}`;
  });
  return (
    G() +
    `<path d="M80 20h150l50 50v210H80z" fill="#fff" fill-opacity=".12"/><path d="M230 20v50h50"/></g>` +
    hl +
    G(6) +
    `<path d="${d}" stroke-opacity=".85"/>` +
    `<circle cx="300" cy="214" r="44" fill="#fff" fill-opacity=".15" stroke-width="8"/><path d="m332 246 40 40" stroke-width="14"/></g>` +
    `<path d="m62 40 5 13 13 5-13 5-5 13-5-13-13-5 13-5z" fill="${a}"/>`
  );
};

const chart: Motif = (g, a) => {
  const pts: [number, number][] = [];
  for (let k = 0; k < 7; k++) pts.push([50 + k * 52, Math.max(30, 236 - k * 26 + g.i(-26, 26))]);
  const line = (ps: [number, number][]) => ps.map(([x, y], k) => `${k ? 'L' : 'M'}${x} ${y}`).join('');
  const past = pts.slice(0, 5);
  const future = pts.slice(4);
  return (
    G(2) +
    `<path d="M30 80h350M30 140h350M30 200h350" stroke-opacity=".2"/></g>` +
    `<path d="${line(pts)}L362 270H50z" fill="#fff" fill-opacity=".14"/>` +
    G(6) +
    `<path d="M30 20v250h360" stroke-width="4" stroke-opacity=".7"/>` +
    `<path d="${line(past)}"/><path d="${line(future)}" stroke="${a}" stroke-dasharray="4 14"/></g>` +
    pts.map(([x, y], k) => `<circle cx="${x}" cy="${y}" r="${k > 3 ? 10 : 7}" fill="${k > 3 ? a : '#fff'}"/>`).join('')
  );
};

const vision: Motif = (g, a) => {
  const objs = [
    () => {
      const x = g.i(60, 110);
      const y = g.i(70, 130);
      return { s: `<circle cx="${x + 45}" cy="${y + 45}" r="45"/>`, b: [x, y, 90, 90] };
    },
    () => {
      const x = g.i(200, 230);
      const y = g.i(50, 90);
      return { s: `<rect x="${x}" y="${y}" width="110" height="80" rx="14"/>`, b: [x, y, 110, 80] };
    },
    () => {
      const x = g.i(200, 240);
      const y = g.i(170, 180);
      return { s: `<path d="M${x + 50} ${y}l50 80H${x}z"/>`, b: [x, y, 100, 80] };
    },
  ].map((f) => f());
  const scan = g.i(60, 240);
  return (
    `<rect x="20" y="${scan - 18}" width="360" height="36" fill="${a}" opacity=".18"/>` +
    G(6) +
    `<path d="M20 70V40a20 20 0 0 1 20-20h30M330 20h30a20 20 0 0 1 20 20v30M380 230v30a20 20 0 0 1-20 20h-30M70 280H40a20 20 0 0 1-20-20v-30"/></g>` +
    `<g fill="#fff" fill-opacity=".22" stroke="#fff" stroke-width="4">${objs.map((o) => o.s).join('')}</g>` +
    `<g fill="none" stroke="${a}" stroke-width="4" stroke-dasharray="12 8">` +
    objs
      .map(
        ({ b: [x, y, w, h] }) => `<rect x="${x! - 10}" y="${y! - 10}" width="${w! + 20}" height="${h! + 20}" rx="6"/>`,
      )
      .join('') +
    `</g><g fill="${a}">` +
    objs.map(({ b: [x, y] }) => `<rect x="${x! - 12}" y="${y! - 28}" width="48" height="16" rx="4"/>`).join('') +
    `</g><path d="M20 ${scan}h360" stroke="${a}" stroke-width="4"/>`
  );
};

export const neural: Motif = (g, a) => {
  const layers = [g.i(3, 4), g.i(4, 5), g.i(4, 5), g.i(2, 3)];
  const nodes = layers.map((n, li) =>
    Array.from({ length: n }, (_, k): [number, number] => [40 + li * 107, r(150 + (k - (n - 1) / 2) * 62)]),
  );
  let links = '';
  for (let li = 1; li < nodes.length; li++)
    for (const [x0, y0] of nodes[li - 1]!) for (const [x1, y1] of nodes[li]!) links += `M${x0} ${y0}L${x1} ${y1}`;
  const path = nodes.map((l) => l[g.i(0, l.length - 1)]!);
  return (
    `<path d="${links}" stroke="#fff" stroke-opacity=".3" stroke-width="2"/>` +
    `<path d="${path.map(([x, y], k) => `${k ? 'L' : 'M'}${x} ${y}`).join('')}" stroke="${a}" stroke-width="6" fill="none" stroke-linejoin="round"/>` +
    `<g fill="#fff" fill-opacity=".9">${nodes
      .flat()
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="14"/>`)
      .join('')}</g>` +
    `<g fill="${a}" stroke="#fff" stroke-width="4">${path.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="17"/>`).join('')}</g>`
  );
};

const reco: Motif = (g, a) => {
  const picks = new Set([g.i(0, 2), g.i(3, 5)]);
  let cards = '';
  let hot = '';
  let thumbs = '';
  let hotThumbs = '';
  let lines = '';
  let links = '';
  for (let k = 0; k < 6; k++) {
    const x = 170 + (k % 3) * 76;
    const y = 30 + Math.floor(k / 3) * 130;
    const card = `<rect x="${x}" y="${y}" width="62" height="110" rx="10"/>`;
    const thumb = `<rect x="${x + 10}" y="${y + 10}" width="42" height="42" rx="6"/>`;
    lines += `M${x + 10} ${y + 70}h42M${x + 10} ${y + 88}h26`;
    if (picks.has(k)) {
      hot += card;
      hotThumbs += thumb;
      links += `M100 150Q${x - 30} ${y + 55} ${x} ${y + 55}`;
    } else {
      cards += card;
      thumbs += thumb;
    }
  }
  return (
    `<path d="${links}" fill="none" stroke="${a}" stroke-width="4" stroke-dasharray="2 10" stroke-linecap="round"/>` +
    `<g fill="#fff" fill-opacity=".1">${cards}</g><g fill="#fff" fill-opacity=".25" stroke="${a}" stroke-width="5">${hot}</g>` +
    `<g fill="#fff" fill-opacity=".35">${thumbs}</g><g fill="${a}">${hotThumbs}</g>` +
    `<path d="${lines}" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-opacity=".7"/>` +
    `<circle cx="70" cy="150" r="52" fill="#fff" fill-opacity=".18" stroke="#fff" stroke-width="4"/>` +
    `<circle cx="70" cy="134" r="16" fill="#fff"/><path d="M42 180a28 24 0 0 1 56 0z" fill="#fff"/>` +
    `<path d="m70 36 6 12 13 2-9 9 2 13-12-6-12 6 2-13-9-9 13-2z" fill="${a}"/>`
  );
};

const route: Motif = (g, a) => {
  const pts: [number, number][] = [];
  let y = g.i(150, 260);
  for (let k = 0; k < 6; k++) {
    pts.push([40 + k * 64 + g.i(-10, 10), y]);
    y = Math.min(260, Math.max(60, y + g.pick([-1, 1]) * g.i(40, 110)));
  }
  let d = `M${pts[0]![0]} ${pts[0]![1]}`;
  for (let k = 1; k < pts.length; k++) {
    const [x0, y0] = pts[k - 1]!;
    const [x1, y1] = pts[k]!;
    d += `C${x0 + 36} ${y0} ${x1 - 36} ${y1} ${x1} ${y1}`;
  }
  const [ex, ey] = pts[pts.length - 1]!;
  const [sx, sy] = pts[0]!;
  return (
    G(2) +
    `<path d="M0 90h400M0 200h400M110 0v300M270 0v300" stroke-opacity=".15" stroke-width="10"/></g>` +
    `<path d="${d}" fill="none" stroke="#fff" stroke-width="6" stroke-dasharray="14 12" stroke-linecap="round"/>` +
    `<g fill="#fff">${pts
      .slice(1, -1)
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="9"/>`)
      .join('')}</g>` +
    `<circle cx="${sx}" cy="${sy}" r="14" fill="#fff" stroke="${a}" stroke-width="6"/>` +
    `<path d="M${ex} ${ey}c-18-22-28-36-28-50a28 28 0 0 1 56 0c0 14-10 28-28 50z" fill="${a}"/><circle cx="${ex}" cy="${ey - 50}" r="10" fill="#fff"/>`
  );
};

const pricing: Motif = (g, a) => {
  let b = '';
  const tops: [number, number][] = [];
  for (let k = 0; k < 5; k++) {
    const h = 60 + k * 30 + g.i(-15, 15);
    const x = 30 + k * 48;
    b += `<rect x="${x}" y="${280 - h}" width="32" height="${h}" rx="6"/>`;
    tops.push([x + 16, 262 - h]);
  }
  return (
    `<g fill="#fff" fill-opacity=".3">${b}</g>` +
    `<path d="${tops.map(([x, y], k) => `${k ? 'L' : 'M'}${x} ${y}`).join('')}" fill="none" stroke="#fff" stroke-width="4" stroke-dasharray="3 10" stroke-linecap="round"/>` +
    `<path d="M230 110l56-60h104v120H286z" fill="${a}" transform="rotate(${g.i(-18, -6)} 310 110)"/>` +
    `<g transform="rotate(${g.i(-18, -6)} 310 110)">${G(8)}<circle cx="270" cy="110" r="8" fill="#fff"/><path d="M310 90h56M310 130h34"/></g></g>` +
    `<path d="M20 280h370" stroke="#fff" stroke-width="4" stroke-linecap="round"/>`
  );
};

const iot: Motif = (g, a) => {
  const n = g.i(4, 6);
  const off = g.f() * Math.PI;
  let links = '';
  let devs = '';
  let waves = '';
  for (let k = 0; k < n; k++) {
    const t = off + (k * 2 * Math.PI) / n;
    const x = r(200 + Math.cos(t) * 150);
    const y = r(150 + Math.sin(t) * 110);
    links += `M200 150L${x} ${y}`;
    devs += `<circle cx="${x}" cy="${y}" r="22"/>`;
    if (k % 2 === 0) waves += `M${x + 14} ${y - 30}a22 22 0 0 1 16 16M${x + 18} ${y - 44}a36 36 0 0 1 30 30`;
  }
  let pins = '';
  for (const o of [-22, 0, 22]) pins += `M${200 + o} 88v-12M${200 + o} 212v12M138 ${150 + o}h-12M262 ${150 + o}h12`;
  return (
    `<path d="${links}" stroke="#fff" stroke-opacity=".55" stroke-width="4" stroke-dasharray="4 10" stroke-linecap="round"/>` +
    `<g fill="#fff" fill-opacity=".2" stroke="#fff" stroke-width="4">${devs}</g>` +
    `<path d="${waves}" fill="none" stroke="${a}" stroke-width="5" stroke-linecap="round"/>` +
    `<rect x="140" y="90" width="120" height="120" rx="18" fill="#fff" fill-opacity=".9"/>` +
    `<rect x="170" y="120" width="60" height="60" rx="8" fill="${a}"/>` +
    G(6) +
    `<path d="${pins}"/></g>`
  );
};

const robot: Motif = (g, a) => {
  const j1: [number, number] = [110 + g.i(-10, 10), 110 + g.i(-10, 10)];
  const j2: [number, number] = [230 + g.i(-15, 15), 80 + g.i(-10, 10)];
  const tip: [number, number] = [j2[0] + 20, 160];
  const beans = [70, 150, 230, 310].map((x) => x + g.i(-8, 8));
  const hit = g.i(1, 3);
  return (
    G(6) +
    `<path d="M20 262h360"/><path d="M70 240 ${j1[0]} ${j1[1]}L${j2[0]} ${j2[1]}L${tip[0]} ${tip[1]}" stroke-width="14"/>` +
    `<path d="M${tip[0] - 16} ${tip[1] + 28}l6-22h20l6 22"/></g>` +
    `<rect x="40" y="236" width="60" height="20" rx="6" fill="#fff"/>` +
    `<g fill="${a}" stroke="#fff" stroke-width="4"><circle cx="${j1[0]}" cy="${j1[1]}" r="13"/><circle cx="${j2[0]}" cy="${j2[1]}" r="13"/></g>` +
    `<g fill="#fff" fill-opacity=".75">${beans.map((x) => `<ellipse cx="${x}" cy="244" rx="18" ry="11"/>`).join('')}</g>` +
    `<rect x="${beans[hit]! - 30}" y="222" width="60" height="44" rx="6" fill="none" stroke="${a}" stroke-width="4" stroke-dasharray="10 6"/>` +
    `<g fill="#fff" fill-opacity=".3"><circle cx="70" cy="282" r="8"/><circle cx="200" cy="282" r="8"/><circle cx="330" cy="282" r="8"/></g>`
  );
};

const edu: Motif = (g, a) => {
  const pts: [number, number][] = [0, 1, 2, 3, 4].map((k) => [60 + k * 76, 270 - k * 18 - g.i(0, 24)]);
  return (
    G(5) +
    `<path d="M200 30l160 62-160 62-160-62z" fill="#fff" fill-opacity=".22"/><path d="M100 116v50c56 42 144 42 200 0v-50M360 92v68"/></g>` +
    `<circle cx="360" cy="168" r="10" fill="${a}"/>` +
    `<path d="${pts.map(([x, y], k) => `${k ? 'L' : 'M'}${x} ${y}`).join('')}" fill="none" stroke="${a}" stroke-width="6" stroke-linejoin="round"/>` +
    pts
      .map(([x, y], k) => `<circle cx="${x}" cy="${y}" r="${k === 4 ? 13 : 9}" fill="${k === 4 ? a : '#fff'}"/>`)
      .join('') +
    `<path d="m${pts[4]![0] - 6} ${pts[4]![1]} 4 5 8-9" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round"/>`
  );
};

const science: Motif = (g, a) => {
  let s = '';
  for (let k = 0; k < 5; k++) {
    const y = 90 + k * 44;
    const amp = g.i(10, 26);
    const water = k >= 3;
    s += `<path d="M0 ${y}c60 ${-amp} 100 ${-amp} 140 0s80 ${amp} 130 0 90 ${-amp} 130 0" fill="none" stroke="${water ? a : '#fff'}" stroke-opacity="${water ? 1 : 0.3 + k * 0.15}" stroke-width="${water ? 7 : 4}" stroke-linecap="round"/>`;
  }
  let drops = '';
  for (let k = 0; k < 7; k++) {
    const x = g.i(20, 380);
    const y = g.i(10, 50);
    drops += `M${x} ${y}l-6 14`;
  }
  const sx = g.i(90, 310);
  return (
    `<path d="${drops}" stroke="#fff" stroke-opacity=".6" stroke-width="4" stroke-linecap="round"/>` +
    s +
    `<path d="M${sx} 270V150" stroke="#fff" stroke-width="4"/><circle cx="${sx}" cy="140" r="14" fill="#fff"/><circle cx="${sx}" cy="140" r="28" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="3"/>`
  );
};

const ethics: Motif = (g, a) => {
  const tilt = g.i(-8, 8);
  return (
    G(5) +
    `<path d="M200 30l100 36v74c0 64-44 104-100 130-56-26-100-66-100-130V66z" fill="#fff" fill-opacity=".16"/>` +
    `<g transform="rotate(${tilt} 200 96)"><path d="M20 96h360M50 96l-26 70h52zM350 96l-26 70h52z" stroke-opacity=".7"/></g></g>` +
    `<path d="m156 158 32 32 58-62" fill="none" stroke="${a}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<circle cx="200" cy="96" r="10" fill="${a}"/>`
  );
};

const strategy: Motif = (g, a) => {
  const ax = g.i(40, 80);
  const ay = 300 - ax;
  // Unit vector along the arrow and its normal, for the fletching.
  const len = Math.hypot(262 - ax, 148 - ay);
  const [ux, uy] = [(262 - ax) / len, (148 - ay) / len];
  let fl = '';
  for (const t of [8, 26]) {
    const px = ax + ux * t;
    const py = ay + uy * t;
    for (const sgn of [1, -1])
      fl += `M${r(px)} ${r(py)}L${r(px - ux * 18 - uy * 14 * sgn)} ${r(py - uy * 18 + ux * 14 * sgn)}`;
  }
  return (
    G(3) +
    `<path d="M20 280h70v-50h70v-50h70" stroke-opacity=".5" stroke-width="6"/></g>` +
    `<circle cx="270" cy="140" r="110" fill="#fff" fill-opacity=".1" stroke="#fff" stroke-width="4"/>` +
    `<circle cx="270" cy="140" r="74" fill="#fff" fill-opacity=".14" stroke="#fff" stroke-width="4"/>` +
    `<circle cx="270" cy="140" r="38" fill="${a}"/>` +
    G(8) +
    `<path d="M${ax} ${ay}L262 148" stroke="${a}"/><path d="${fl}" stroke-width="6"/></g>` +
    `<circle cx="270" cy="140" r="12" fill="#fff"/>`
  );
};

const pipeline: Motif = (g, a) => {
  const on = g.i(0, 3);
  const boxes: [number, number][] = [
    [20, 40],
    [155, 40],
    [290, 40],
    [155, 180],
  ];
  const icons = [
    (x: number, y: number) =>
      `<path d="M${x + 22} ${y + 24}a23 8 0 0 0 46 0a23 8 0 0 0-46 0v26a23 8 0 0 0 46 0V${y + 24}"/>`,
    (x: number, y: number) =>
      `<circle cx="${x + 45}" cy="${y + 38}" r="16"/><path d="M${x + 45} ${y + 12}v6M${x + 45} ${y + 58}v6M${x + 19} ${y + 38}h6M${x + 65} ${y + 38}h6"/>`,
    (x: number, y: number) => `<path d="M${x + 20} ${y + 56}l16-20 14 10 20-26"/>`,
    (x: number, y: number) => `<path d="m${x + 28} ${y + 38} 12 12 22-24"/>`,
  ];
  return (
    boxes
      .map(
        ([x, y], k) =>
          `<rect x="${x}" y="${y}" width="90" height="76" rx="14" fill="${k === on ? a : '#fff'}" fill-opacity="${k === on ? 1 : 0.16}" stroke="#fff" stroke-width="4"/>`,
      )
      .join('') +
    G(5) +
    boxes.map(([x, y], k) => icons[k]!(x, y)).join('') +
    `<path d="M118 78h30m-10-10 10 10-10 10M253 78h30m-10-10 10 10-10 10M335 124v94H252m10-10-10 10 10 10"/>` +
    `<path d="M155 218H65v-86m-10 10 10-10 10 10" stroke-dasharray="2 12" stroke-opacity=".7"/></g>`
  );
};

/** Motifs that still read well mirrored (no arrows, trends or progress). */
export const MIRRORABLE: ReadonlySet<Motif> = new Set([
  chat,
  doc,
  vision,
  neural,
  route,
  iot,
  robot,
  science,
  ethics,
  reco,
]);

export const PROJECT_MOTIFS: Record<string, Motif> = {
  'Conversational AI': chat,
  'Predictive Analytics': chart,
  'Computer Vision': vision,
  'Machine Learning': neural,
  'Recommendation Systems': reco,
  Optimization: route,
  'Pricing Optimization': pricing,
  'IoT & Optimization': iot,
  'Natural Language Processing': doc,
  'Robotics & Computer Vision': robot,
  'Educational AI': edu,
  'Scientific AI': science,
  'IoT & Computer Vision': iot,
};

export const BLOG_MOTIFS: Record<string, Motif> = {
  'AI Strategy': strategy,
  'AI Ethics': ethics,
  'ML Engineering': pipeline,
  'Computer Vision': vision,
  NLP: chat,
  'AI Research': neural,
  'Edge Computing': iot,
};
