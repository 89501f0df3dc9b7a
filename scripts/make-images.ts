// Writes the site's own illustrations as small, deterministic SVG files:
// project and blog cover art, people's initials avatars, the hero, the logo
// and the favicon. No text except avatar initials, no external references.
//
//   npm run images   (this script, then the link-preview cards: make-og-images.ts)
//
// Every image is a pure function of the content (slug, id, category, name),
// so running the script twice writes byte-identical files, and a test
// (tests/build/images.test.ts) fails when a committed file is not what this
// script makes from today's content.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { blogPosts } from '../shared/content/blog-posts';
import { team, testimonials } from '../shared/content/collections';
import { projects } from '../shared/content/projects';
import { BLOG_MOTIFS, neural, PROJECT_MOTIFS } from './images/motifs';
import { avatar, cover, hero, mark } from './images/pictures';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC = join(ROOT, 'public');
/** Budget for every generated file except the hero. */
const MAX_BYTES = 3 * 1024;

export type Out = { path: string; svg: string; limit: number };
/** Every generated image: its path under public/, its SVG and its size budget. */
export function imageFiles(): Out[] {
  const outputs: Out[] = [];
  /** The conventional path, plus the content's own path if it differs. */
  const targets = (path: string, expected: string): string[] => {
    if (path === expected) return [expected];
    console.warn(`note: content path ${path} differs from convention ${expected}`);
    return path.endsWith('.svg') ? [expected, path] : [expected];
  };

  for (const p of projects) {
    const expected = `/images/projects/${p.slug}.svg`;
    const svg = cover(`project:${p.slug}`, 800, 500, PROJECT_MOTIFS[p.category] ?? neural);
    for (const path of targets(p.image, expected)) outputs.push({ path, svg, limit: MAX_BYTES });
  }

  for (const b of blogPosts) {
    const expected = `/images/blog/post-${b.id}.svg`;
    const svg = cover(`blog:${b.id}`, 1200, 630, BLOG_MOTIFS[b.category] ?? neural);
    for (const path of targets(b.image, expected)) outputs.push({ path, svg, limit: MAX_BYTES });
  }

  const people = new Map<string, string>();
  for (const t of testimonials) people.set(t.avatar, t.name);
  for (const m of team) people.set(m.image, m.name);
  for (const b of blogPosts) people.set(b.author.avatar, b.author.name);
  for (const [path, name] of [...people].sort(([a], [b]) => a.localeCompare(b))) {
    if (!path.endsWith('.svg')) {
      console.warn(`skipped ${path}: only .svg avatars are generated`);
      continue;
    }
    outputs.push({ path, svg: avatar(name), limit: MAX_BYTES });
  }

  outputs.push({ path: '/images/hero.svg', svg: hero(), limit: 8 * 1024 });
  outputs.push({ path: '/images/logo.svg', svg: mark(40), limit: MAX_BYTES });
  outputs.push({ path: '/favicon.svg', svg: mark(64), limit: MAX_BYTES });
  return outputs;
}

function writeImages(outputs: Out[]): void {
  let largest = { path: '', bytes: 0 };
  let largestCover = { path: '', bytes: 0 };
  const tooBig: string[] = [];
  for (const { path, svg, limit } of outputs) {
    const file = join(PUBLIC, path);
    const body = svg + '\n';
    const bytes = Buffer.byteLength(body);
    if (bytes > limit) tooBig.push(`${path} (${bytes} B > ${limit} B)`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, body);
    if (bytes > largest.bytes) largest = { path, bytes };
    if (path !== '/images/hero.svg' && bytes > largestCover.bytes) largestCover = { path, bytes };
  }

  console.log(
    `make-images: wrote ${outputs.length} files; largest ${largest.path} ${largest.bytes} B` +
      (largestCover.path !== largest.path ? `; largest other ${largestCover.path} ${largestCover.bytes} B` : ''),
  );
  if (tooBig.length) {
    console.error(`over budget:\n  ${tooBig.join('\n  ')}`);
    process.exitCode = 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) writeImages(imageFiles());
