// Every page the route table answers, the 404 page and a form re-rendered
// with its errors, checked by the Nu Html Checker (vnu.jar, the W3C's
// validator; it needs Java, which this project's machines have).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { testApp, BROWSER_UA, follow } from '../support/test-app';
import { routes } from '../../client/routes';
import { pageStylesOf } from '../../server/pages/page-styles';
import { concreteUrls } from '../../client/route-urls';
import { en as enCore } from '../../shared/i18n/en';
import enForms from '../../shared/i18n/pages/en/forms';
import { withForms } from '../../shared/i18n/form-words';

// The core dictionary with the contact and application forms' strings, as those pages and the server read them.
const en = withForms(enCore, enForms);

const copy = en.messages;

const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));
const hasJava = spawnSync('java', ['-version']).status === 0;

describe.skipIf(!hasJava)('valid HTML (Nu Html Checker)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'vnu-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finds no error in any page', { timeout: 120_000 }, async () => {
    // Pages as a production build serves them: their CSS inline in <head>, the stylesheet after the content.
    const pageStyles = pageStylesOf({
      stylesheet: '/client/styles/main.scss',
      pages: Object.fromEntries(routes.map((r) => [r.page.chunk, 'body{margin:0}'])),
    });
    const { app, close, cookie } = await testApp({ deliver: false, pageStyles });
    const files = new Map<string, string>();
    const save = (label: string, html: string) => {
      const file = `${files.size}.html`;
      writeFileSync(path.join(dir, file), html);
      files.set(file, label);
    };
    try {
      for (const url of [...concreteUrls(routes), '/no-such-page']) {
        save(url, (await request(app).get(url).set('User-Agent', BROWSER_UA)).text);
      }
      const invalid = await request(app)
        .post('/api/contact')
        .set('Accept', 'text/html')
        .set('Cookie', cookie)
        .type('form')
        .send({ name: '', email: 'not-an-email', service: 'Other', message: 'short' });
      // The browser is sent back to /contact?form=<key>: validate that page.
      expect(invalid.status).toBe(303);
      const page = await follow(app, invalid);
      expect(page.text).toContain(copy.forms.invalidEmail);
      save('POST /api/contact, invalid', page.text);
    } finally {
      await close();
    }
    expect(files.size).toBeGreaterThan(70);

    const run = spawnSync('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', '--exit-zero-always', dir], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(run.status, run.stderr).toBe(0);
    const { messages } = JSON.parse(run.stderr) as {
      messages: { type: string; url: string; message: string; lastLine?: number; extract?: string }[];
    };
    const errors = messages
      .filter((m) => m.type === 'error')
      .map((m) => `${files.get(path.basename(m.url))}: ${m.message} (line ${m.lastLine}: ${m.extract?.trim()})`);
    expect(errors).toEqual([]);
  });
});
