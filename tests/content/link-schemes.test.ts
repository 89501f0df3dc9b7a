// The links a post may publish: web, mail and phone links, a heading of the
// page and paths of this site. Any other link fails the build, naming the
// file and the line it is on, so a `javascript:` link never reaches a page.
// The post is picked from content/ at run time.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileAll } from '../../scripts/content/build';
import { compileContent, ContentError } from '../../scripts/content/compile-content';
import { publishableLink } from '../../scripts/content/link-schemes';
import { appendBody, contentRoot, samplePost } from '../support/content-sample';
import { contentCopies } from '../support/content-copy';
import { expectEach } from '../support/each';

const copyWith = contentCopies('content-links-');
const post = samplePost();

/** A copy of content/ with `text` added at the end of the sample post in `lang`; its problems, and the line the text starts on. */
function problemsAfterAppending(lang: 'en' | 'fr', text: string): { problems: string[]; line: number } {
  let line = 0;
  const dir = copyWith((d) => {
    const file = path.join(d, lang, post.file);
    appendBody(file, text);
    line = readFileSync(file, 'utf8').trimEnd().split('\n').length - text.split('\n').length + 1;
  });
  try {
    compileAll(dir);
    return { problems: [], line };
  } catch (err) {
    if (err instanceof ContentError)
      return { problems: err.problems.map((p) => p.replace(/^.*?((?:en|fr)\/)/, '$1')), line };
    throw err;
  }
}

describe('links in Markdown', () => {
  it('may be web, mail and phone links, a heading of the page and paths of this site', () => {
    expectEach(publishableLink, {
      'https://example.org/a': true,
      'HTTP://example.org': true,
      'mailto:info@example.com': true,
      'tel:+237670000000': true,
      '#a-heading': true,
      '/contact?service=other#contact-form': true,
      'javascript:alert(1)': false,
      ' JavaScript:alert(1)': false,
      'data:text/html,<script>alert(1)</script>': false,
      'vbscript:x': false,
      '//evil.example/x': false,
      '/\\evil.example/x': false,
      'https:evil.example': false,
      contact: false,
      'ftp://example.org/file': false,
    });
  });

  it('accepts the site’s posts as they are', () => {
    expect(() => compileContent({ contentDir: contentRoot })).not.toThrow();
  });

  for (const lang of ['en', 'fr'] as const) {
    it(`refuses a javascript: link, an autolink to data: and a reference to //host in a ${lang} post, naming the file and line`, () => {
      const text = [
        'Read [the offer](javascript:alert(1)).',
        '',
        'Or open <data:text/html,hello> and see [our partner][p].',
        '',
        '[p]: //evil.example/login',
      ].join('\n');
      const { problems, line } = problemsAfterAppending(lang, text);
      const hint =
        'is not allowed: write a web address (https://…), mailto:, tel:, a #heading of the page or a path of this site such as /contact';
      expect(problems).toEqual([
        `${lang}/${post.file}:${line}: link "javascript:alert(1)" ${hint}`,
        `${lang}/${post.file}:${line + 2}: link "data:text/html,hello" ${hint}`,
        `${lang}/${post.file}:${line + 4}: link "//evil.example/login" ${hint}`,
      ]);
    });
  }
});
