// A search, a filter, a sort or a page of a list sends the visitor to its
// results, not to the top of the answered page: every such form's action
// and every such link ends in #results, and the list's results carry that
// id, in both languages, with and without JavaScript (the browser keeps an
// action's fragment on a GET form). Each search says what it looks through:
// a search within chosen filters says so and links to the same search over
// the whole list, and /blog's two searches (the list's and the sidebar's)
// each say which set they search. The phone's view of it (the first result
// on screen at 360 x 740) is held by tests/e2e/outcomes.spec.ts.
import { afterAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { testApp, BROWSER_UA } from '../support/test-app';
import { projectsByLang } from '../../shared/content/projects';
import { blogPosts } from '../../shared/content/blog-posts';
import { facets } from '../../shared/projects-query';
import { localizePath, LANGS, type Lang } from '../../shared/i18n/lang';
import { labelOf, type Labels } from '../../shared/content/labels';
import { RESULTS_ID } from '../../shared/constants';
import { projectPicks } from '../support/content-picks';
import { escapeHtml } from '../../shared/html';
import projectsEn from '../../shared/i18n/pages/en/projects';
import projectsFr from '../../shared/i18n/pages/fr/projects';
import blogEn from '../../shared/i18n/pages/en/blog';
import blogFr from '../../shared/i18n/pages/fr/blog';
import labelsEn from '../../shared/generated/en/labels';
import labelsFr from '../../shared/generated/fr/labels';

const { app, close } = await testApp({ deliver: false });
afterAll(() => close());

const STRINGS = {
  en: { projects: projectsEn, blog: blogEn, labels: labelsEn as Labels },
  fr: { projects: projectsFr, blog: blogFr, labels: labelsFr as Labels },
} as const;

async function html(url: string): Promise<string> {
  const res = await request(app).get(url).set('User-Agent', BROWSER_UA);
  expect(res.status, url).toBe(200);
  return res.text;
}

/** The search forms of a page: their action and the text under their field. */
function searchForms(page: string) {
  return [...page.matchAll(/<form role="search"[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/g)].map((m) => ({
    action: m[1]!.replaceAll('&amp;', '&'),
    scope: /class="search-scope[^"]*"[^>]*>([\s\S]*?)<\/p>/.exec(m[2]!)?.[1] ?? '',
  }));
}

const text = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, '')
    .replaceAll('&amp;', '&')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'");
const hrefs = (page: string, cls: string) =>
  [...page.matchAll(new RegExp(`<a[^>]*class="[^"]*\\b${cls}\\b[^"]*"[^>]*href="([^"]*)"`, 'g'))]
    .concat([...page.matchAll(new RegExp(`<a[^>]*href="([^"]*)"[^>]*class="[^"]*\\b${cls}\\b`, 'g'))])
    .map((m) => m[1]!.replaceAll('&amp;', '&'));

describe.each(LANGS)('the lists in %s', (lang: Lang) => {
  const at = (url: string) => localizePath(lang, url);
  const t = STRINGS[lang];
  const { industries } = facets(projectsByLang[lang]);
  const industry = industries[0]!;
  const word = projectPicks(projectsByLang[lang]).technology;

  it('have their results under the id every search form sends to', async () => {
    for (const url of ['/blog', '/projects', '/faq', `/blog/${blogPosts[0]!.id}`]) {
      const page = await html(at(url));
      const forms = searchForms(page);
      expect(forms.length, url).toBeGreaterThan(0);
      for (const form of forms) expect(form.action, url).toMatch(new RegExp(`#${RESULTS_ID}$`));
      // The page a form leads to holds the id.
      for (const form of forms)
        expect(await html(form.action.split('#')[0]!), form.action).toContain(`id="${RESULTS_ID}"`);
    }
  });

  it('send chips, paging, the sort and the blog filters to the results', async () => {
    const projects = await html(at('/projects?filters=1'));
    const chips = hrefs(projects, 'chip');
    expect(chips.length).toBeGreaterThan(1);
    const paging = hrefs(projects, 'page-link');
    expect(paging.length).toBeGreaterThan(0);
    const blog = await html(at('/blog'));
    const sort = /action="([^"]*)"/.exec(/<form[^>]*class="blog-sort"[^>]*>/.exec(blog)?.[0] ?? '')?.[1];
    const filters = hrefs(blog, 'blog-tag');
    expect(filters.length).toBeGreaterThan(0);
    for (const href of [...chips, ...paging, sort ?? '', ...filters, ...hrefs(blog, 'page-link')])
      expect(href).toMatch(new RegExp(`#${RESULTS_ID}$`));
  });

  it('say a projects search within filters is within them, and link to the same search over every project', async () => {
    const page = await html(at(`/projects?industry=${encodeURIComponent(industry)}&q=${encodeURIComponent(word)}`));
    const [form] = searchForms(page);
    const label = labelOf(t.labels, 'industries', industry);
    expect(text(form!.scope)).toContain(t.projects.scope.within(label));
    const link = new RegExp(`<a href="([^"]*)"[^>]*>${escapeRe(escapeHtml(t.projects.scope.searchAllFor(word)))}</a>`);
    const href = link.exec(form!.scope)?.[1]?.replaceAll('&amp;', '&');
    expect(href).toBe(at(`/projects?q=${encodeURIComponent(word)}#${RESULTS_ID}`));
    // Without a filter, the search says it looks through every project.
    expect(text(searchForms(await html(at(`/projects?q=${word}`)))[0]!.scope)).toBe(t.projects.scope.all);
  });

  it("says what each of /blog's two searches looks through, within a category too", async () => {
    const category = blogPosts[0]!.category;
    const page = await html(at(`/blog?category=${encodeURIComponent(category)}`));
    const [list, sidebar] = searchForms(page);
    expect(text(list!.scope)).toContain(t.blog.scope.category(labelOf(t.labels, 'blogCategories', category)));
    expect(list!.scope).toContain(`href="${at(`/blog#${RESULTS_ID}`)}"`);
    expect(text(sidebar!.scope)).toBe(t.blog.scope.sidebar);
    const [all] = searchForms(await html(at('/blog')));
    expect(text(all!.scope)).toBe(t.blog.scope.all);
  });
});

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
