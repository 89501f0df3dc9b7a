// `npx tsx scripts/page-text.ts [out.json]`: the visible text of every page
// of the BUILT site (dist/, `npm run build` first), fetched from a real
// server process, saved as JSON (default .bench/page-text.json) and
// compared with the recorded baseline tests/copy/page-text.json (which
// tests/copy/page-text.test.ts checks on every `npm test`, from source).
// Pages that show ages in days ("posted 3 days ago") differ on another
// day than the baseline's; the script names every page that differs.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { visibleText } from './page-text/visible-text';
import { pageTextUrls } from './page-text/page-urls';
import { startBuiltServer } from './run-built-server';

const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130 Safari/537.36';
const out = process.argv[2] ?? '.bench/page-text.json';

const site = await startBuiltServer({
  env: { SITE_URL: 'https://www.example.com', DATA_DIR: path.join('.bench', 'page-text-data') },
});
const base = site.url;
try {
  const texts: Record<string, string> = {};
  for (const url of pageTextUrls()) {
    const res = await fetch(base + url, { headers: { 'user-agent': UA, accept: 'text/html' } });
    texts[url] = `status: ${res.status}\n${visibleText(await res.text())}`;
  }
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(texts, null, 1)}\n`);
  const baseline = JSON.parse(readFileSync('tests/copy/page-text.json', 'utf8')) as Record<string, string>;
  const differ = Object.keys({ ...baseline, ...texts }).filter((url) => baseline[url] !== texts[url]);
  console.log(
    `${Object.keys(texts).length} pages saved to ${out}; ${differ.length} differ from the baseline${differ.length ? ':' : '.'}`,
  );
  for (const url of differ) {
    const a = baseline[url]?.split('\n') ?? [];
    const b = new Set(texts[url]?.split('\n') ?? []);
    console.log(`  ${url}: e.g. ${JSON.stringify(a.find((l) => !b.has(l)) ?? '(lines added)')}`);
  }
  process.exitCode = differ.length ? 1 : 0;
} finally {
  await site.stop();
}
