// Three builds before one restart (build a post, build its translation, build
// again, restart): a page opened on the first build still gets every script
// and stylesheet its manifest lists from the running server, and so does the
// server for its own lazy chunks (scripts/keep-previous-build.ts).
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { pruneOutDir } from '../../scripts/keep-previous-build';
import { testApp } from '../support/test-app';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const work = mkdtempSync(path.join(tmpdir(), 'earlier-builds-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/**
 * A Vite build as it lands on disk: its manifest, the hashed files it lists
 * (a new hash for what the edit changed, the same for the rest) and the
 * page shell, written over the folder; then the plugin's pruning.
 */
function viteBuild(outDir: string, hash: string, at: number): Manifest {
  const manifest: Manifest = {
    'client/entry-client.tsx': {
      file: `assets/entry-${hash}.js`,
      css: [`assets/main-${hash}.css`],
      imports: ['_vendor.js'],
      dynamicImports: ['client/pages/blog-post-page.tsx'],
    },
    '_vendor.js': { file: 'assets/vendor-STABLE.js' },
    'client/pages/blog-post-page.tsx': { file: `assets/blog-post-page-${hash}.js`, imports: ['_vendor.js'] },
    'client/islands/toast-stack.tsx': { file: `assets/toast-stack-${hash}.js` },
  };
  const files = [
    ...new Set(Object.values(manifest).flatMap((c) => [c.file, ...(c.css ?? [])])),
    'index.html',
    '.vite/manifest.json',
  ];
  for (const f of files) {
    mkdirSync(path.dirname(path.join(outDir, f)), { recursive: true });
    writeFileSync(path.join(outDir, f), f === '.vite/manifest.json' ? JSON.stringify(manifest) : `/* ${f} */`);
  }
  pruneOutDir({ outDir, written: files, keep: ['robots.txt'], now: at });
  return manifest;
}

/** Every file a page of this build can ask for: each chunk, its styles. */
const askedFor = (manifest: Manifest) => [
  ...new Set(Object.values(manifest).flatMap((c) => [c.file, ...(c.css ?? [])])),
];

describe('three builds without a restart', () => {
  it('still answer every asset a page of the first build asks for, and the server still finds its chunks', async () => {
    const client = path.join(work, 'dist', 'client');
    const ssr = path.join(work, 'dist', 'ssr');
    const minute = 60_000;
    const first = viteBuild(client, 'AAA', 0);
    const firstSsr = viteBuild(ssr, 'S1', 0);
    for (const [i, hash] of ['BBB', 'CCC'].entries()) {
      viteBuild(client, hash, (i + 1) * 5 * minute);
      viteBuild(ssr, `S${i + 2}`, (i + 1) * 5 * minute);
    }

    const ctx = await testApp({ clientDir: client });
    try {
      const missing: string[] = [];
      for (const file of askedFor(first)) {
        const res = await request(ctx.app).get(`/${file}`);
        if (res.status !== 200) missing.push(`${file} (${res.status})`);
        else expect(res.headers['cache-control']).toContain('immutable');
      }
      expect(missing).toEqual([]);
      // The new build's files answer beside them.
      expect((await request(ctx.app).get('/assets/entry-CCC.js')).status).toBe(200);
      expect((await request(ctx.app).get('/assets/entry-ZZZ.js')).status).toBe(404);
    } finally {
      await ctx.close();
    }
    for (const file of askedFor(firstSsr)) expect(existsSync(path.join(ssr, file)), file).toBe(true);
  });
});
