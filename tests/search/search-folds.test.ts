// Every search of the site, in both languages, where case and accents do not
// count: what a visitor types on a phone keyboard without accents finds what
// the accented word finds, on the server (?q=) and in the browser alike, since
// both run these same functions. And every word a search box proposes finds
// something in that box's language.
import { describe, expect, it } from 'vitest';
import { fold } from '../../shared/text';
import { FAQ_SEARCH_SUGGESTIONS, filterFaq } from '../../shared/faq-search';
import { matchesListSearch, searchPosts } from '../../shared/blog';
import { filterProjects, parseProjectQuery } from '../../shared/projects-query';
import { faqPage } from '../../shared/content/collections';
import faqPageFr from '../../shared/generated/fr/faq-page';
import { blogPostsByLang } from '../../shared/content/blog-posts';
import blogTextsEn from '../../shared/generated/en/blog-search';
import blogTextsFr from '../../shared/generated/fr/blog-search';
import { projects } from '../../shared/content/projects';
import projectsFr from '../../shared/generated/fr/projects-index';
import faqEn from '../../shared/i18n/pages/en/faq';
import faqFr from '../../shared/i18n/pages/fr/faq';
import blogEn from '../../shared/i18n/pages/en/blog';
import blogFr from '../../shared/i18n/pages/fr/blog';
import projectsEn from '../../shared/i18n/pages/en/projects';
import projectsFrStrings from '../../shared/i18n/pages/fr/projects';
import { LANGS, type Lang } from '../../shared/i18n/lang';
import { expectEach } from '../support/each';
import labelsEn from '../../shared/generated/en/labels';
import labelsFr from '../../shared/generated/fr/labels';
import type { Labels, VocabularyKind } from '../../shared/content/labels';

const faqByLang = { en: faqPage, fr: faqPageFr };
const blogTexts = { en: blogTextsEn, fr: blogTextsFr };
const projectsByLang = { en: projects, fr: projectsFr };
const noFilter = parseProjectQuery(new URLSearchParams());
/** How each language shows the vocabulary its pages search. */
const vocabulary: Record<Lang, Labels> = { en: labelsEn, fr: labelsFr as Labels };

/** Each search box of the site: its placeholder per language, and how many items a term finds there. */
const boxes: { name: string; placeholder: Record<Lang, string>; hits: (lang: Lang, term: string) => number }[] = [
  {
    name: 'FAQ',
    placeholder: { en: faqEn.searchPlaceholder, fr: faqFr.searchPlaceholder },
    hits: (lang, term) => filterFaq(faqByLang[lang], term).length,
  },
  {
    name: 'blog',
    placeholder: { en: blogEn.searchPlaceholder, fr: blogFr.searchPlaceholder },
    hits: (lang, term) =>
      searchPosts(term, blogPostsByLang[lang], blogTexts[lang], vocabulary[lang]).length +
      blogPostsByLang[lang].filter((p) => matchesListSearch(p, term, vocabulary[lang])).length,
  },
  {
    name: 'projects',
    placeholder: { en: projectsEn.searchPlaceholder, fr: projectsFrStrings.searchPlaceholder },
    hits: (lang, term) => filterProjects({ ...noFilter, q: term }, projectsByLang[lang], vocabulary[lang]).length,
  },
];

/** The words a placeholder proposes: those it quotes, “so” in English, « ainsi » in French. */
const quoted = (placeholder: string) =>
  [...placeholder.matchAll(/“([^”]+)”|«\s*([^»]+?)\s*»/g)].map((m) => (m[1] ?? m[2])!);

describe('fold', () => {
  it('drops case, accents and ligatures, and nothing else', () => {
    expectEach(fold, {
      Sécurité: 'securite',
      COÛT: 'cout',
      Données: 'donnees',
      'Cœur, Æther': 'coeur, aether',
      'l’IA': "l'ia",
      'Ça, à, è, ï, ô, ù, ÿ': 'ca, a, e, i, o, u, y',
      '5 000 $ US — 24 h/24': '5 000 $ us — 24 h/24',
    });
  });
});

describe('every search folds accents and case, in both languages', () => {
  it('the FAQ finds by « securite », « cout » and « donnees » what the accented words find', () => {
    for (const [bare, accented] of [
      ['securite', 'sécurité'],
      ['cout', 'coût'],
      ['donnees', 'données'],
      ['SECURITE', 'Sécurité'],
    ]) {
      const found = filterFaq(faqPageFr, accented!);
      expect(found.length, accented).toBeGreaterThan(0);
      expect(filterFaq(faqPageFr, bare!), bare).toEqual(found);
    }
  });

  it('the blog finds by « donnees » what « données » finds, in ?q= and in the list search', () => {
    const posts = blogPostsByLang.fr;
    const found = searchPosts('données', posts, blogTexts.fr);
    expect(found.length).toBeGreaterThan(0);
    expect(searchPosts('donnees', posts, blogTexts.fr)).toEqual(found);
    expect(searchPosts('DONNEES', posts, blogTexts.fr)).toEqual(found);
    const listed = posts.filter((p) => matchesListSearch(p, 'données'));
    expect(listed.length).toBeGreaterThan(0);
    expect(posts.filter((p) => matchesListSearch(p, 'donnees'))).toEqual(listed);
  });

  it('the projects find by « reseau » and « yaounde » what the accented words find', () => {
    for (const [bare, accented] of [
      ['reseau', 'réseau'],
      ['YAOUNDE', 'Yaoundé'],
    ]) {
      const found = filterProjects({ ...noFilter, q: accented! }, projectsFr);
      expect(found.length, accented).toBeGreaterThan(0);
      expect(filterProjects({ ...noFilter, q: bare! }, projectsFr), bare).toEqual(found);
    }
  });

  it('an accent the visitor types where the text has none still finds it', () => {
    expect(filterFaq(faqPage, 'sécurity')).toEqual(filterFaq(faqPage, 'security'));
  });
});

describe('the words a search box proposes', () => {
  it('are the FAQ suggestions, quoted in its placeholder in each language', () => {
    for (const lang of LANGS) {
      const box = boxes[0]!;
      expect(quoted(box.placeholder[lang])).toEqual(FAQ_SEARCH_SUGGESTIONS[lang]);
    }
  });

  it('each find something, in every search box and both languages', () => {
    let checked = 0;
    for (const box of boxes)
      for (const lang of LANGS)
        for (const word of quoted(box.placeholder[lang])) {
          checked += 1;
          expect(box.hits(lang, word), `${box.name} (${lang}): ${word}`).toBeGreaterThan(0);
          // Typed without its accents or in capitals, the word finds the same.
          expect(box.hits(lang, fold(word).toUpperCase()), `${box.name} (${lang}): ${word} unaccented`).toBe(
            box.hits(lang, word),
          );
        }
    expect(checked).toBeGreaterThanOrEqual(8);
  });

  it('on /fr/faq, « prix » finds the price question and « ROI » the return on investment', () => {
    // The questions end with a no-break space and their mark, as French writes them.
    const asked = (term: string) => filterFaq(faqPageFr, term).map((q) => q.question.replace(/\s+\?$/, ''));
    expect(asked('prix')).toContain('Combien coûte un projet d’IA');
    expect(asked('ROI')).toContain('Quand pouvons-nous espérer un retour sur investissement');
    expect(filterFaq(faqPageFr, 'assistance').length).toBeGreaterThan(0);
  });
});

describe('a French page searches its vocabulary as it shows it', () => {
  const fr = vocabulary.fr;
  /** A key whose French label reads otherwise, and that no French text or label contains. */
  const keyShownOtherwise = (kind: VocabularyKind, texts: string[]) =>
    Object.entries(fr[kind] ?? {}).find(
      ([key, label]) =>
        !fold(label).includes(fold(key)) &&
        !texts.some((t) => fold(t).includes(fold(key))) &&
        !Object.values(fr).some((labels) => Object.values(labels ?? {}).some((l) => fold(l).includes(fold(key)))),
    );

  it('the blog finds a tag by its French label, and not by its English key', () => {
    const posts = blogPostsByLang.fr;
    const found = keyShownOtherwise(
      'blogTags',
      posts.flatMap((p) => [p.title, p.excerpt]),
    );
    expect(found, 'a tag whose French label differs from its key').toBeDefined();
    const [key, label] = found!;
    const tagged = posts.filter((p) => p.tags.includes(key));
    expect(tagged.length).toBeGreaterThan(0);
    for (const p of tagged) expect(matchesListSearch(p, label, fr), `${p.title}: ${label}`).toBe(true);
    expect(posts.filter((p) => matchesListSearch(p, key, fr))).toEqual([]);
    expect(searchPosts(label, posts, blogTexts.fr, fr)).toEqual(expect.arrayContaining(tagged));
  });

  it('the projects find an industry by its French label, and not by its English key', () => {
    const found = keyShownOtherwise(
      'industries',
      projectsFr.flatMap((p) => [p.title, p.description, p.client, ...p.technologies]),
    );
    expect(found, 'an industry whose French label differs from its key').toBeDefined();
    const [key, label] = found!;
    const inIndustry = projectsFr.filter((p) => p.industry === key);
    expect(inIndustry.length).toBeGreaterThan(0);
    expect(filterProjects({ ...noFilter, q: label }, projectsFr, fr)).toEqual(expect.arrayContaining(inIndustry));
    expect(filterProjects({ ...noFilter, q: key }, projectsFr, fr)).toEqual([]);
  });
});
