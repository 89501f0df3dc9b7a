// Adding a post, a job or a project is one file each. This test copies the
// project and its content/ to a temporary folder, drops in one new Markdown
// post, one YAML job and one Markdown case study, runs the real
// `npm run build` with CONTENT_DIR pointing at the copy, starts the built
// server, and finds each item where a visitor, a feed reader or a crawler
// would. A post written in English only is published in English, and the
// French edition stays whole around it. The same build then holds the
// JavaScript budgets, and a second build while the site runs leaves the
// running site's files in place.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUDGET_KB, BUDGET_PAGES, clientWeigher } from '../../scripts/bench/client-weight';
import {
  FIRST_PAINT_PAGES,
  FIRST_ROUND_TRIP_BYTES,
  pageCssWeigher,
  sentPage,
  STYLE_BUDGET_KB,
} from '../../scripts/bench/page-css';
import { styleHash } from '../../server/pages/page-styles';
import { startBuiltServer, type BuiltServer } from '../../scripts/run-built-server';
import careersEn from '../../shared/i18n/pages/en/careers';
import { jobs } from '../../shared/content/jobs';
import { openJobs, utcDay } from '../../shared/job-open';
import { blogTags } from '../../shared/content/blog-posts';
import { projectsByLang } from '../../shared/content/projects';
import { highestPostId, samplePost } from '../support/content-sample';

// Ids and values taken from content/ as it is, so the items this test adds
// never clash with the owner's and link only to what exists.
/** The new post's id (in both languages) and the English-only post's. */
const NEW = highestPostId() + 1;
const EN_ONLY = NEW + 1;
const padded = (id: number) => String(id).padStart(4, '0');
/** A post in both languages, the new post links to. */
const LINKED = samplePost().id;
const PROJECT_ID = Math.max(0, ...projectsByLang.en.map((p) => p.id), ...projectsByLang.fr.map((p) => p.id)) + 1;

const root = path.resolve(import.meta.dirname, '../..');
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130 Safari/537.36';

const POST = `---
title: "Test Post: Measuring What a Chatbot Saves"
author:
  name: Esther Nkeng
  role: Head of AI Strategy
  avatar: /images/people/esther-nkeng.svg
date: 2026-11-20
category: AI Strategy
tags: ${JSON.stringify(blogTags.slice(0, 3))}
image: /images/blog/post-1.svg
imageAlt: Abstract illustration of a chart
---

Counting the hours a chatbot saves starts with counting the questions it answers. This paragraph becomes the excerpt.

## How we count

We link to [the roadmap article](/blog/${LINKED}) and to [our services](/services).
`;

const JOB = `title: Test Data Engineer
department: Engineering
location: Buea, Cameroon
locationType: Hybrid
type: Full-time
experience: 3+ years
salary: $90,000-$110,000
postedDate: 2026-11-18
validThrough: 2027-02-28
description: Build the pipelines our models run on.
responsibilities: [Build pipelines., Monitor data quality., Document datasets., Support the ML team.]
requirements: [Python and SQL., Airflow or similar., Cloud storage., Clear writing.]
benefits: [Learning budget., Health cover., Flexible hours.]
`;

const PROJECT = `---
id: ${PROJECT_ID}
title: Test Project for Warehouse Counting
category: Computer Vision
industry: Logistics
client: A test warehouse in Douala
description: Cameras count pallets as they move, so stock figures are right every morning.
technologies: [Python, PyTorch, OpenCV]
image: ${projectsByLang.en[0]!.image}
imageAlt: "Illustration: pallets under a camera"
---

## Challenge

Stock counts were done by hand once a month.

## Solution

Cameras at the doors count pallets in and out.

## Results

Counting errors fell by nine tenths.
`;

/** In English only: no twin under content/fr/blog. */
const ENGLISH_ONLY = POST.replace(
  'Test Post: Measuring What a Chatbot Saves',
  'English Only: Counting Questions a Chatbot Answers',
);

let work = '';
let server: BuiltServer | undefined;
let base = '';
/** The site's address in its links (the server itself listens on a loopback port, `base`). */
const SITE_URL = 'https://www.example.com';
let buildOutput = '';

const get = async (url: string) => {
  const res = await fetch(base + url, { headers: { 'user-agent': UA, accept: 'text/html' } });
  // React separates adjacent text nodes with <!-- --> in server HTML.
  return { status: res.status, text: (await res.text()).replace(/<!-- -->/g, '') };
};

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'content-build-'));
  const site = path.join(work, 'site');
  for (const item of [
    'client',
    'server',
    'shared',
    'scripts',
    'public',
    'index.html',
    'package.json',
    'tsconfig.json',
    'vite.config.ts',
  ]) {
    cpSync(path.join(root, item), path.join(site, item), {
      recursive: true,
      filter: (src) => !src.includes(`${path.sep}generated`),
    });
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(site, 'node_modules'), 'dir');
  const content = path.join(work, 'content');
  cpSync(path.join(root, 'content'), content, { recursive: true });
  // Every language gets the new files (a translation mirrors English file for
  // file); the French copies say they are French, to be found on /fr pages.
  for (const lang of ['en', 'fr']) {
    const mark = (text: string) =>
      lang === 'fr'
        ? text
            .replace('Test Post: Measuring', 'Article de test : mesurer')
            .replace('Test Data Engineer', 'Ingénieur de données (test)')
        : text;
    writeFileSync(
      path.join(content, lang, 'blog', `${padded(NEW)}-test-post-measuring-chatbot-savings.md`),
      mark(POST),
    );
    writeFileSync(path.join(content, lang, 'jobs', '06-test-data-engineer.yaml'), mark(JOB));
    writeFileSync(path.join(content, lang, 'projects', 'test-warehouse-counting.md'), PROJECT);
  }
  writeFileSync(
    path.join(content, 'en', 'blog', `${padded(EN_ONLY)}-english-only-counting-questions.md`),
    ENGLISH_ONLY,
  );

  const build = spawnSync('npm', ['run', 'build', '--silent'], {
    cwd: site,
    env: { ...process.env, NODE_ENV: 'production', CONTENT_DIR: content },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`build failed:\n${build.stdout}\n${build.stderr}`);
  buildOutput = build.stdout + build.stderr;

  server = await startBuiltServer({
    site,
    env: { SITE_URL, DATA_DIR: path.join(work, 'data') },
    stdio: ['ignore', 'ignore', 'inherit'],
    waitS: 30,
  });
  base = server.url;
}, 240_000);

afterAll(async () => {
  await server?.stop();
  if (work && !process.env.KEEP_BUILD) rmSync(work, { recursive: true, force: true });
});

describe('a new Markdown post in content/en/blog', () => {
  it('is listed on /blog with its computed excerpt and read time', async () => {
    const page = await get('/blog');
    expect(page.text).toContain('Test Post: Measuring What a Chatbot Saves');
    expect(page.text).toContain('This paragraph becomes the excerpt.');
    expect(page.text).toContain(`href="/blog/${NEW}"`);
  });

  it(`has its own page at /blog/${NEW} with the body rendered from Markdown, heading anchor included`, async () => {
    const page = await get(`/blog/${NEW}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<h2 id="how-we-count">How we count</h2>');
    expect(page.text).toContain(`<a href="/blog/${LINKED}">the roadmap article</a>`);
    expect(page.text).toContain('1 min read');
  });

  it('is in the RSS feed, the sitemap and the content API', async () => {
    expect((await get('/blog/rss.xml')).text).toContain(`<link>https://www.example.com/blog/${NEW}</link>`);
    expect((await get('/sitemap.xml')).text).toContain(
      `<loc>https://www.example.com/blog/${NEW}</loc><lastmod>2026-11-20</lastmod>`,
    );
    const api = JSON.parse((await get('/api/content/blog')).text) as { id: number; content: string }[];
    expect(api.find((p) => p.id === NEW)?.content).toContain('<h2 id="how-we-count">How we count</h2>');
  });
});

describe('a new YAML job in content/en/jobs', () => {
  it('is on /careers with JobPosting JSON-LD, and the application form opens for it', async () => {
    const careers = await get('/careers');
    expect(careers.text).toContain('Test Data Engineer');
    // One more than content/ holds open today.
    expect(careers.text).toContain(careersEn.openRoles(openJobs(jobs, utcDay()).length + 1));
    const postings = [...careers.text.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as { '@type': string; title?: string },
    );
    expect(postings.some((p) => p['@type'] === 'JobPosting' && p.title === 'Test Data Engineer')).toBe(true);
    const form = await get('/careers?apply=test-data-engineer');
    expect(form.status).toBe(200);
    expect(form.text).toMatch(
      /name="jobId"[^>]*value="test-data-engineer"|value="test-data-engineer"[^>]*name="jobId"/,
    );
  });
});

describe('a new Markdown case study in content/en/projects', () => {
  it('is a card on /projects and a page of its own', async () => {
    expect((await get('/projects?q=warehouse')).text).toContain('Test Project for Warehouse Counting');
    const page = await get('/projects/test-warehouse-counting');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Counting errors fell by nine tenths.');
    expect((await get('/sitemap.xml')).text).toContain('/projects/test-warehouse-counting');
  });
});

describe('a new item in every language', () => {
  it('is on the French pages too, in French, with localized links', async () => {
    const page = await get(`/fr/blog/${NEW}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Article de test : mesurer');
    expect(page.text).toContain(`<a href="/fr/blog/${LINKED}">the roadmap article</a>`);
    expect((await get('/fr/careers')).text).toContain('Ingénieur de données (test)');
    expect((await get('/fr/blog/rss.xml')).text).toContain(`<link>https://www.example.com/fr/blog/${NEW}</link>`);
  });
});

describe('what a successful build prints', () => {
  it("fits a screen: at most 60 lines, the owner's warnings before any library notice", () => {
    const lines = buildOutput.split('\n').filter((l) => l.trim() !== '');
    expect(lines.length, buildOutput).toBeLessThanOrEqual(60);
    const firstWarning = lines.findIndex((l) => l.startsWith('warning: '));
    expect(firstWarning).toBeGreaterThanOrEqual(0);
    expect(lines.slice(0, firstWarning).join('\n')).not.toMatch(/WARNING|DEPRECATION|\[[A-Z_]+\]|\(!\)/);
  });
});

describe('a post written in English only (content/en/blog, no French twin)', () => {
  it('builds, with a warning naming the missing translation', () => {
    expect(buildOutput).toMatch(
      new RegExp(
        `warning: \\S*en/blog/${padded(EN_ONLY)}-english-only-counting-questions\\.md: no translation in \\S*fr/ yet: published in English only`,
      ),
    );
  });

  it('is served and listed in English, in the English feed and the sitemap, with no hreflang twin', async () => {
    expect((await get('/blog')).text).toContain(`href="/blog/${EN_ONLY}"`);
    const page = await get(`/blog/${EN_ONLY}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('English Only: Counting Questions a Chatbot Answers');
    expect(page.text).not.toMatch(/<link rel="alternate" hreflang=/);
    expect((await get('/blog/rss.xml')).text).toContain(`<link>https://www.example.com/blog/${EN_ONLY}</link>`);
    const sitemap = (await get('/sitemap.xml')).text;
    expect(sitemap).toContain(`<loc>https://www.example.com/blog/${EN_ONLY}</loc><lastmod>2026-11-20</lastmod></url>`);
    expect(sitemap).not.toContain(`/fr/blog/${EN_ONLY}`);
  });

  it('has a language switch that leads to the French blog, not to a 404', async () => {
    const switches = [
      ...(await get(`/blog/${EN_ONLY}`)).text.matchAll(/<a class="lang-switch[^"]*" href="([^"]+)"/g),
    ].map((m) => m[1]);
    expect(switches.length).toBeGreaterThan(0);
    expect(new Set(switches)).toEqual(new Set(['/fr/blog']));
  });

  it('leaves the French edition whole: not listed, not in the feed, and no link of its pages answers 404', async () => {
    const frBlog = await get('/fr/blog');
    expect(frBlog.text).not.toContain(`href="/fr/blog/${EN_ONLY}"`);
    expect((await get('/fr/blog/rss.xml')).text).not.toContain(`/fr/blog/${EN_ONLY}`);
    const missing = await get(`/fr/blog/${EN_ONLY}`);
    expect(missing.status).toBe(404);
    expect(missing.text).toMatch(/<a class="lang-switch[^"]*" href="\/"/);
    const links = new Set<string>();
    for (const url of [
      '/fr',
      '/fr/blog',
      `/fr/blog/${LINKED}`,
      `/fr/blog/${NEW}`,
      `/blog/${EN_ONLY}`,
      '/fr/careers',
      '/fr/projects',
    ]) {
      const { status, text } = await get(url);
      expect(status, url).toBe(200);
      for (const m of text.matchAll(/<a\b[^>]*\shref="(\/[^"#]*)/g))
        if (!/^\/(assets|images)\//.test(m[1]!)) links.add(m[1]!.replace(/&amp;/g, '&'));
    }
    const broken: string[] = [];
    for (const link of links) if ((await get(link)).status === 404) broken.push(link);
    expect(links.size).toBeGreaterThan(20);
    expect(broken).toEqual([]);
  });
});

describe('the JavaScript budgets (gzip, first render, this production build)', () => {
  it('no page preloads a page chunk or content: the HTML names the site script alone', async () => {
    for (const url of ['/', '/projects', '/fr/projects', `/blog/${LINKED}`, '/contact']) {
      const { text } = await get(url);
      expect(text, url).not.toContain('modulepreload');
      expect(
        [...text.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]),
        url,
      ).toHaveLength(1);
    }
  });

  it('ships no page or layout module to the browser: pages are server-rendered, what runs in a browser is an island or the site script', () => {
    const manifest = JSON.parse(
      readFileSync(path.join(work, 'site', 'dist', 'client', '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, { src?: string; imports?: string[]; dynamicImports?: string[] }>;
    const serverOnly = /^client\/(pages|layout)\//;
    const named = Object.entries(manifest).flatMap(([key, chunk]) => [
      key,
      ...(chunk.src ? [chunk.src] : []),
      ...(chunk.imports ?? []),
      ...(chunk.dynamicImports ?? []),
    ]);
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((name) => serverOnly.test(name))).toEqual([]);
  });

  it(`keeps the JavaScript every measured page may load before a first interaction at most ${BUDGET_KB} KB, in English and French`, async () => {
    const weigh = clientWeigher(path.join(work, 'site', 'dist', 'client'));
    const pages = await Promise.all(BUDGET_PAGES.map(async (url) => weigh(url, (await get(url)).text)));
    expect(pages.filter((p) => p.url.startsWith('/fr')).length).toBe(pages.length / 2);
    // The site script at least: the measure counts what the pages name.
    for (const p of pages) expect(p.files.length, p.url).toBeGreaterThan(0);
    expect(pages.filter((p) => p.kb > BUDGET_KB).map((p) => `${p.url} ${p.kb.toFixed(1)} KB`)).toEqual([]);
  });

  it('counts an island that wakes without interaction, and never React for one that waits for it', async () => {
    const weigh = clientWeigher(path.join(work, 'site', 'dist', 'client'));
    const html = (await get('/contact')).text;
    const waiting = weigh('/contact', html);
    const eager = weigh('/contact', html.replace(/data-when="interaction"/g, 'data-when="idle"'));
    expect(eager.kb).toBeGreaterThan(waiting.kb + 20);
    expect(eager.files.filter((f) => !waiting.files.includes(f)).some((f) => f.includes('contact-form-island'))).toBe(
      true,
    );
  });
});

describe('the CSS before the first paint (this production build)', () => {
  it(`is inline in each page's <head>, at most ${STYLE_BUDGET_KB} KB of brotli, and with the stylesheet after the content styles every class the page and its scripts use, in English and French`, async () => {
    const weigh = pageCssWeigher(path.join(work, 'site'));
    const pages = await Promise.all(BUDGET_PAGES.map(async (url) => weigh(url, (await get(url)).text)));
    expect(pages.filter((p) => p.url.startsWith('/fr')).length).toBe(pages.length / 2);
    expect(pages.filter((p) => p.blocking.length > 0).map((p) => `${p.url} links ${p.blocking.join(', ')}`)).toEqual(
      [],
    );
    // The site's base rules at least (a page without its CSS would pass the other checks).
    for (const p of pages) expect(p.inlineKb, p.url).toBeGreaterThan(1);
    expect(
      pages.filter((p) => p.inlineKb > STYLE_BUDGET_KB).map((p) => `${p.url} ${p.inlineKb.toFixed(1)} KB`),
    ).toEqual([]);
    expect(pages.filter((p) => p.missing.length > 0).map((p) => `${p.url}: ${p.missing.join(' ')}`)).toEqual([]);
  }, 60_000);

  it(`sends each page of the first-paint set, headers and brotli body, within the first round trip's ${FIRST_ROUND_TRIP_BYTES} bytes`, async () => {
    const sent = await Promise.all(FIRST_PAINT_PAGES.map(async (url) => ({ url, ...(await sentPage(base + url)) })));
    // The page itself, not an error page: its own canonical link.
    for (const p of sent) expect(p.html, p.url).toContain(`<link rel="canonical" href="${SITE_URL}${p.url}">`);
    expect(
      sent
        .filter((p) => p.bodyBytes + p.headerBytes > FIRST_ROUND_TRIP_BYTES)
        .map((p) => `${p.url} ${p.headerBytes} + ${p.bodyBytes} bytes`),
    ).toEqual([]);
  }, 60_000);

  it("links the page module's stylesheet after the content, and the CSP allows the inline CSS by its hash alone", async () => {
    for (const url of ['/', '/fr/contact', '/no-such-page']) {
      const res = await fetch(base + url, { headers: { 'user-agent': UA, accept: 'text/html' } });
      const html = await res.text();
      const css = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
      const tail = html.slice(html.lastIndexOf('</main>'));
      expect(tail, url).toMatch(/<link rel="stylesheet" href="\/assets\/page-[\w-]+\.css">\s*<\/body>/);
      const policy = res.headers.get('content-security-policy') ?? '';
      expect(policy, url).toContain(`style-src-elem 'self' ${styleHash(css)};`);
      expect(policy, url).not.toMatch(/style-src-elem[^;]*unsafe-inline/);
    }
  });
});

describe('the icons (this production build)', () => {
  it('come from one fingerprinted, long-cached sprite file that has every symbol a page asks for, and no page carries the sprite inline', async () => {
    const refs = new Set<string>();
    for (const url of ['/', '/fr', '/contact', '/services/chatbot-solutions']) {
      const { status, text } = await get(url);
      expect(status, url).toBe(200);
      expect(text, url).not.toContain('<symbol');
      for (const m of text.matchAll(/<use href="([^"]+)"/g)) refs.add(m[1]!);
    }
    const files = new Set([...refs].map((r) => r.split('#')[0]));
    expect([...files]).toHaveLength(1);
    const [file] = files;
    expect(file).toMatch(/^\/assets\/icons-[\w-]+\.svg$/);
    const res = await fetch(base + file);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(res.headers.get('cache-control')).toContain('immutable');
    const sprite = await res.text();
    for (const ref of refs) expect(sprite, ref).toContain(`<symbol id="${ref.split('#')[1]}"`);
  });
});

describe('a second build while the site runs', () => {
  it('keeps every file of the running build, so open pages still load their scripts', async () => {
    const site = path.join(work, 'site');
    const manifestOf = () =>
      JSON.parse(readFileSync(path.join(site, 'dist', 'client', '.vite', 'manifest.json'), 'utf8')) as Record<
        string,
        { file: string }
      >;
    const running = new Set(Object.values(manifestOf()).map((c) => c.file));
    // An edit that changes a chunk: the new build has a file the running one does not. Content
    // reaches only the server's render, so the edit is to words an island carries (the contact
    // form's button).
    const forms = path.join(site, 'shared', 'i18n', 'pages', 'en', 'forms.ts');
    writeFileSync(forms, readFileSync(forms, 'utf8').replace("submit: 'Send Message'", "submit: 'Send the Message'"));
    const env = { ...process.env, NODE_ENV: 'production', CONTENT_DIR: path.join(work, 'content') };
    for (const [cmd, args] of [
      ['npm', ['run', 'content', '--silent']],
      ['npx', ['vite', 'build']],
    ] as const) {
      const run = spawnSync(cmd, [...args], { cwd: site, env, encoding: 'utf8' });
      if (run.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed:\n${run.stdout}\n${run.stderr}`);
    }
    const rebuilt = new Set(Object.values(manifestOf()).map((c) => c.file));
    expect([...rebuilt].some((f) => !running.has(f))).toBe(true);
    // One connection per file (no pooled socket left idle through the build).
    const status = (url: string) =>
      new Promise<string>((resolve) => {
        httpGet(url, { agent: false }, (res) => {
          res.resume();
          res.on('end', () => resolve(String(res.statusCode)));
        }).on('error', (err) => resolve(err.message));
      });
    const gone: string[] = [];
    for (const file of running) {
      if (!existsSync(path.join(site, 'dist', 'client', file))) gone.push(file);
      else {
        const answer = await status(`${base}/${file}`);
        if (answer !== '200') gone.push(`${file} (${answer})`);
      }
    }
    expect(gone).toEqual([]);
  }, 300_000);
});
