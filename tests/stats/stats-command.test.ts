// `npm run -s stats -- --json --days N` as an operator's script runs it:
// one line of JSON on stdout and nothing else, read from the store in
// DATA_DIR (the in-process tests, tests/stats/counts.test.ts, check what
// the JSON holds on both engines).
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from '../../server/store/store';
import { addCounts } from '../../server/stats/counts-store';
import { Tally } from '../../server/stats/tally';
import { siteDay } from '../../server/outbox/spam-digest';
import { post } from '../support/served';

const dataDir = mkdtempSync(path.join(tmpdir(), 'site-stats-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm run -s stats -- --json', () => {
  it('prints the counts as one JSON document and nothing else on stdout', { timeout: 60_000 }, async () => {
    const store = await openStore({ dataDir });
    const t = new Tally();
    t.page({ day: siteDay(Date.now()), kind: 'view', lang: 'en', path: post.path, n: 4 });
    await addCounts(store, t.drain());
    await store.close();
    const { stdout } = await promisify(execFile)('npm', ['run', '-s', 'stats', '--', '--json', '--days', '2'], {
      env: { ...process.env, DATA_DIR: dataDir },
    });
    const doc = JSON.parse(stdout) as Record<string, unknown>;
    expect(Object.keys(doc)).toEqual(['pages', 'notFound', 'leads', 'referrers']);
    expect(doc.pages).toEqual([{ path: post.path, views: 4, visitors: 0 }]);
    expect(stdout.trim().split('\n')).toHaveLength(1);
  });
});
