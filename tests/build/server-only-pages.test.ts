// Pages and the layout are documents the server renders: nothing in
// client/pages/ or client/layout/ runs in a browser. What does (the forms,
// the popup, the toasts, the navbar's scroll, the language choice) lives
// with the islands (client/islands/) or in the site's own script
// (client/site/). This follows the browser's imports from the one script
// every page names (index.html) through every static and dynamic import,
// and reads the pages' and layout's own source for React state, effects
// and event handlers, which would be dead code on a server-only page. The
// production build's manifest is held to the same in
// tests/build/content-build.test.ts.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const SERVER_ONLY = ['client/pages', 'client/layout'];
const isServerOnly = (file: string) => SERVER_ONLY.some((dir) => file.startsWith(`${dir}/`));

/** The local modules a source file imports for real (type-only imports are erased from the build). */
function importsOf(file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  const specs = [
    ...text.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm),
    ...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((m) => m[1]!);
  const out: string[] = [];
  for (const spec of specs) {
    if (!spec.startsWith('.')) continue;
    const base = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
    const found = ['', '.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((f) => existsSync(path.join(root, f)));
    if (found && /\.(ts|tsx)$/.test(found)) out.push(found);
  }
  return out;
}

/** Every module the browser may load, from the site script through every import. */
function browserModules(): Set<string> {
  const html = readFileSync(path.join(root, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script[^>]*\bsrc="\/([^"]+)"/g)].map((m) => m[1]!);
  expect(entries.length).toBeGreaterThan(0);
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...importsOf(file));
  }
  return seen;
}

function sourcesUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ts|tsx)$/.test(f))
    .map((f) => `${dir}/${f.split(path.sep).join('/')}`);
}

describe('pages and the layout', () => {
  it('are never among the modules the browser loads', () => {
    const modules = browserModules();
    // The islands are reached: the walk follows dynamic imports.
    expect([...modules].some((f) => f.startsWith('client/islands/'))).toBe(true);
    expect([...modules].filter(isServerOnly)).toEqual([]);
  });

  it('hold no React state, effect, ref or event handler', () => {
    const files = SERVER_ONLY.flatMap(sourcesUnder);
    expect(files.length).toBeGreaterThan(10);
    const found = files.flatMap((file) => {
      const text = readFileSync(path.join(root, file), 'utf8');
      return [
        ...text.matchAll(
          /\b(useState|useReducer|useEffect|useLayoutEffect|useInsertionEffect|useRef|useSyncExternalStore|useTransition|useActionState)\b|\s(on[A-Z][A-Za-z]*)=\{/g,
        ),
      ].map((m) => `${file}: ${m[1] ?? m[2]}`);
    });
    expect(found).toEqual([]);
  });
});
