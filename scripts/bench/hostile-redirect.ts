// The open-redirect probe of the hostile bench: every spelling of "another
// site" in scripts/fixtures/redirect-spellings.ts as the newsletter's return
// address, posted by a browser without JavaScript (Origin: null) for each
// answer a browser can get (success, spam, invalid address) in both
// languages. The figure is how many answers landed on the site: all of them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchSite } from './measure';
import { REDIRECT_SPELLINGS, staysOnSite } from '../fixtures/redirect-spellings';

const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130 Safari/537.36';

export async function redirectProbe() {
  const data = mkdtempSync(path.join(tmpdir(), 'bench-redirect-'));
  const site = await benchSite({ DATA_DIR: data });
  try {
    // A page view hands out the time-trap cookie: with it a post is a visitor's, without it a bot's (the spam answer).
    const page = await fetch(`${site.url}/contact`, { headers: { accept: 'text/html', 'user-agent': UA } });
    const cookie = (page.headers.get('set-cookie') ?? '').split(';')[0]!;
    const answers = [
      { name: 'success', email: 'reader@example.org', cookie },
      { name: 'spam', email: 'reader@example.org', cookie: '' },
      { name: 'invalid', email: 'not-an-address', cookie },
    ];
    let posts = 0;
    const offsite: string[] = [];
    for (const returnTo of REDIRECT_SPELLINGS) {
      for (const lang of ['', 'fr']) {
        for (const answer of answers) {
          const body = new URLSearchParams({ email: answer.email, returnTo, ...(lang ? { lang } : {}) });
          const res = await fetch(`${site.url}/api/newsletter${lang ? `?lang=${lang}` : ''}`, {
            method: 'POST',
            redirect: 'manual',
            headers: {
              accept: 'text/html',
              origin: 'null',
              'user-agent': UA,
              'content-type': 'application/x-www-form-urlencoded',
              ...(answer.cookie ? { cookie: answer.cookie } : {}),
            },
            body,
          });
          await res.arrayBuffer();
          posts += 1;
          const location = res.headers.get('location') ?? undefined;
          if (res.status !== 303 || !staysOnSite(location, site.url))
            offsite.push(`${JSON.stringify(returnTo)} ${answer.name} ${lang || 'en'}: ${res.status} ${location}`);
        }
      }
    }
    console.log(
      `\nHostile: open-redirect probe, ${REDIRECT_SPELLINGS.length} spellings of another site as returnTo x 3 answers (success, spam, invalid) x 2 languages`,
    );
    console.log(
      `${posts} posts, ${posts - offsite.length} landed on the site, ${offsite.length} elsewhere or failed (target 0)`,
    );
    for (const line of offsite.slice(0, 10)) console.log(`  ${line} <- off-site`);
  } finally {
    await site.stop();
    rmSync(data, { recursive: true, force: true });
  }
}
