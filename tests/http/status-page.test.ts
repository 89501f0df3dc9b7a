// The small page a browser gets for an error or a refused post writes its
// texts as text: whatever a title, a line or a link label holds, it never
// becomes markup, in either language.
import { describe, expect, it } from 'vitest';
import { statusPage } from '../../server/http/errors';
import { LANGS } from '../../shared/i18n/lang';

const MARKUP = '<img src=x onerror="alert(1)">';

describe('statusPage', () => {
  for (const lang of LANGS) {
    it(`escapes its title, body and link label (${lang})`, () => {
      const html = statusPage({
        lang,
        status: 400,
        title: `Title ${MARKUP}`,
        body: `Body ${MARKUP} & more`,
        link: { href: '/contact?a=1&b=2', label: `Label ${MARKUP}` },
      });
      expect(html).not.toContain('<img');
      expect(html).toContain('<title>Title &lt;img src=x onerror=&quot;alert(1)&quot;&gt;</title>');
      expect(html).toContain('<h1>Title &lt;img');
      expect(html).toContain('<p>Body &lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; more</p>');
      expect(html).toContain('<a href="/contact?a=1&amp;b=2">Label &lt;img');
    });
  }
});
