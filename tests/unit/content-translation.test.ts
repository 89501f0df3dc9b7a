// The content compiler's translation rules, on temporary copies
// of content/: a translation mirrors English file for file, keeps its ids
// and vocabulary values, has a complete labels.yaml, and gets its internal
// Markdown links moved under its language's prefix.
import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { compileAll } from '../../scripts/content/build';
import { ContentError } from '../../scripts/content/compile-content';
import { localizeLink } from '../../scripts/content/markdown';
import frHome from '../../shared/generated/fr/home';
import frLabels from '../../shared/generated/fr/labels';
import frProjects from '../../shared/generated/fr/projects-full';

const root = path.resolve(import.meta.dirname, '../..');
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A copy of content/ with a change made in it. */
function copyWith(change: (dir: string) => void): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'content-i18n-'));
  dirs.push(dir);
  cpSync(path.join(root, 'content'), dir, { recursive: true });
  change(dir);
  return dir;
}

/** The problems compiling every language reports, with paths from the content folder. */
function problemsAfter(change: (dir: string) => void): string[] {
  const dir = copyWith(change);
  try {
    compileAll(dir);
    return [];
  } catch (err) {
    if (err instanceof ContentError) return err.problems.map((p) => p.replace(/^.*?content-i18n-[^/]+\//, '').replace(/\.\.\/\S*?content-i18n-[^/]+\//g, ''));
    throw err;
  }
}

const edit = (file: string, from: RegExp | string, to: string) => writeFileSync(file, readFileSync(file, 'utf8').replace(from, to));
const post3 = 'blog/0003-shipping-a-model-is-the-start.md';

describe('a translation (content/fr)', () => {
  it('compiles beside English with the same items', () => {
    const [en, fr] = compileAll(path.join(root, 'content'));
    expect(fr!.lang).toBe('fr');
    expect(fr!.blog.map((p) => p.id)).toEqual(en!.blog.map((p) => p.id));
    expect(fr!.projects.map((p) => p.slug)).toEqual(en!.projects.map((p) => p.slug));
    expect(fr!.jobs.map((j) => j.id)).toEqual(en!.jobs.map((j) => j.id));
    expect(en!.untranslated).toEqual({ blog: [], projects: [], jobs: [] });
    expect(Object.keys(fr!.serviceDetails)).toEqual(Object.keys(en!.serviceDetails));
    expect(en!.labels).toEqual({});
    expect(fr!.labels.industries?.Manufacturing).toBe('Industrie');
  });

  it('writes the home tiles\' categories in French, so the home page loads no labels', () => {
    for (const tile of frHome.featuredProjects) {
      const category = frProjects.find((p) => p.slug === tile.slug)!.category;
      expect(tile.categoryLabel, tile.slug).toBe(frLabels.projectCategories![category]);
      expect(tile.categoryLabel, tile.slug).not.toBe(category);
    }
  });

  it('names a missing translation and an extra file of page copy', () => {
    const problems = problemsAfter((d) => {
      unlinkSync(path.join(d, 'fr/services/chatbot-solutions.md'));
      writeFileSync(path.join(d, 'fr/services/only-in-french.md'), '---\ntitle: x\n---\n');
    });
    expect(problems).toContain('fr/services/chatbot-solutions.md: missing: the translation of en/services/chatbot-solutions.md');
    expect(problems).toContain('fr/services/only-in-french.md: extra: no such file in en; name it as the English file or remove it');
  });

  it('publishes a post, a case study or a job written in one language, with a warning naming the missing translation', () => {
    const enPost = readFileSync(path.join(root, 'content/en', post3), 'utf8');
    const frPost = readFileSync(path.join(root, 'content/fr', post3), 'utf8');
    const job = 'jobs/04-data-scientist.yaml';
    const dir = copyWith((d) => {
      writeFileSync(path.join(d, 'en/blog/0099-only-in-english.md'), enPost);
      writeFileSync(path.join(d, 'fr/blog/0098-seulement-en-francais.md'), frPost);
      unlinkSync(path.join(d, 'fr', job));
    });
    const built = compileAll(dir);
    const [en, fr] = built;
    expect(en!.blog.map((p) => p.id)).toContain(99);
    expect(fr!.blog.map((p) => p.id)).not.toContain(99);
    expect(fr!.blog.map((p) => p.id)).toContain(98);
    expect(en!.untranslated).toEqual({ blog: [99], projects: [], jobs: ['data-scientist'] });
    expect(fr!.untranslated).toEqual({ blog: [98], projects: [], jobs: [] });
    const warnings = built.warnings.map((w) => w.replace(/(?:\.\.\/)*\S*?content-i18n-[^/]+\//g, ''));
    expect(warnings).toEqual([
      'en/blog/0099-only-in-english.md: no translation in fr/ yet: published in English only',
      'en/jobs/04-data-scientist.yaml: no translation in fr/ yet: published in English only',
      'fr/blog/0098-seulement-en-francais.md: no translation in en/ yet: published in French only',
    ]);
  });

  it('refuses a translation under another file name than its original (the id would be shared by two items)', () => {
    const problems = problemsAfter((d) => {
      const from = path.join(d, 'fr', post3);
      writeFileSync(path.join(d, 'fr/blog/0003-un-autre-nom.md'), readFileSync(from, 'utf8'));
      unlinkSync(from);
    });
    expect(problems).toEqual([`fr/blog/0003-un-autre-nom.md: (file name): has the id 3 of en/${post3}; name a translation as its original, or give it an id of its own`]);
  });

  it('requires labels.yaml', () => {
    expect(problemsAfter((d) => unlinkSync(path.join(d, 'fr/labels.yaml')))).toEqual(['fr/labels.yaml: file is missing: the labels of the vocabularies in this language']);
  });

  it('checks every vocabulary value of labels.yaml: missing, empty, unknown, misplaced', () => {
    const problems = problemsAfter((d) => {
      const file = path.join(d, 'fr/labels.yaml');
      edit(file, '  Manufacturing: Industrie\n', '');
      edit(file, '  Hybrid: Hybride\n', '  Hybrid: ""\n  Onsite: Sur site\n');
      edit(file, 'jobTypes:', 'colours:\n  purple: violet\njobTypes:');
    });
    expect(problems).toEqual([
      'fr/labels.yaml: colours: unknown vocabulary; expected one of blogCategories, blogTags, projectCategories, industries, departments, locationTypes, jobTypes',
      'fr/labels.yaml: industries.Manufacturing: missing label',
      'fr/labels.yaml: locationTypes.Hybrid: expected a label (text), got ""',
      'fr/labels.yaml: locationTypes.Onsite: not a value of this vocabulary; expected one of ["Hybrid","Remote"]',
    ]);
  });

  it('keeps the English vocabulary values, ids and dates, naming both files and both values', () => {
    const problems = problemsAfter((d) => {
      edit(path.join(d, 'fr', post3), 'category: ML Engineering', 'category: AI Strategy');
      edit(path.join(d, 'fr/jobs/04-data-scientist.yaml'), /^postedDate: .*$/m, 'postedDate: 2020-01-01');
    });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toBe(`fr/${post3}: category: must be the same as in en/${post3} ("ML Engineering"), got "AI Strategy"`);
    expect(problems[1]).toMatch(/^fr\/jobs\/04-data-scientist\.yaml: postedDate: must be the same as in en\/jobs\/04-data-scientist\.yaml \("\d{4}-\d{2}-\d{2}"\), got "2020-01-01"$/);
  });

  it('fails when a fact that must agree across languages changes in English only: salary, dates, type, category, author', () => {
    const job = 'jobs/04-data-scientist.yaml';
    const salary = /^salary: (.*)$/m.exec(readFileSync(path.join(root, 'content/en', job), 'utf8'))![1]!;
    const problems = problemsAfter((d) => {
      edit(path.join(d, 'en', job), /^salary: .*$/m, 'salary: $1,000-$2,000');
      edit(path.join(d, 'en', job), /^validThrough: .*$/m, 'validThrough: 2031-12-31');
      edit(path.join(d, 'en', post3), /^(\s+)name: .*$/m, '$1name: Someone Else');
    });
    expect(problems).toContain(`fr/${job}: salary: must be the same as in en/${job} ("$1,000-$2,000"), got ${JSON.stringify(salary)}`);
    expect(problems.some((p) => p.startsWith(`fr/${job}: validThrough: must be the same as in en/${job} ("2031-12-31"), got "`))).toBe(true);
    expect(problems.some((p) => p.startsWith(`fr/${post3}: author.name: must be the same as in en/${post3} ("Someone Else"), got "`))).toBe(true);
    expect(problems).toHaveLength(3);
  });

  it('writes internal Markdown links in its language; files, anchors and external links stay', () => {
    const dir = copyWith((d) => {
      const links = '\n\nVoir [nos services](/services), [le contact](/contact#form), [l’accueil](/), [la carte](/images/blog/post-1.svg), [le flux](/blog/rss.xml), [plus haut](#que-surveiller) et [Mailpit](https://mailpit.axllent.org).\n';
      writeFileSync(path.join(d, 'fr', post3), readFileSync(path.join(d, 'fr', post3), 'utf8') + links);
      writeFileSync(path.join(d, 'en', post3), `${readFileSync(path.join(d, 'en', post3), 'utf8')}\n\nSee [our services](/services).\n`);
    });
    const [en, fr] = compileAll(dir);
    const frPost = fr!.blog.find((p) => p.id === 3)!.content;
    expect(frPost).toContain('<a href="/fr/services">nos services</a>');
    expect(frPost).toContain('<a href="/fr/contact#form">le contact</a>');
    expect(frPost).toContain('<a href="/fr">l’accueil</a>');
    expect(frPost).toContain('<a href="/images/blog/post-1.svg">la carte</a>');
    expect(frPost).toContain('<a href="/blog/rss.xml">le flux</a>');
    expect(frPost).toContain('<a href="#que-surveiller">plus haut</a>');
    expect(frPost).toContain('<a href="https://mailpit.axllent.org">Mailpit</a>');
    expect(en!.blog.find((p) => p.id === 3)!.content).toContain('<a href="/services">our services</a>');
  });

  it('checks French links against the pages, as English ones', () => {
    const problems = problemsAfter((d) => writeFileSync(path.join(d, 'fr', post3), `${readFileSync(path.join(d, 'fr', post3), 'utf8')}\n\n[Tarifs](/tarifs)\n`));
    expect(problems).toEqual([`fr/${post3}: (link): broken internal link "/tarifs": no page at /tarifs`]);
  });
});

describe('localizeLink', () => {
  it('prefixes site pages, keeps query and hash, leaves files, external and prefixed links', () => {
    expect(localizeLink('/fr', '/contact')).toBe('/fr/contact');
    expect(localizeLink('/fr', '/')).toBe('/fr');
    expect(localizeLink('/fr', '/blog?tag=NLP#top')).toBe('/fr/blog?tag=NLP#top');
    expect(localizeLink('/fr', '/fr/about')).toBe('/fr/about');
    expect(localizeLink('/fr', '/images/logo.svg')).toBe('/images/logo.svg');
    expect(localizeLink('/fr', '//cdn.example.com/x')).toBe('//cdn.example.com/x');
    expect(localizeLink('/fr', 'mailto:info@example.com')).toBe('mailto:info@example.com');
    expect(localizeLink('', '/contact')).toBe('/contact');
  });
});
