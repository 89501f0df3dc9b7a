// The content compiler's translation rules, on temporary copies
// of content/: a translation mirrors English file for file, keeps its ids
// and vocabulary values, has a complete labels.yaml, and gets its internal
// Markdown links moved under its language's prefix. The post, job and files
// the tests change are picked from content/ at run time
// (tests/support/content-sample.ts): an owner's edit of any of them leaves
// these tests about the rules, not about today's files.
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { compileAll } from '../../scripts/content/build';
import { ContentError, VOCABULARY_KINDS, type CompiledContent } from '../../scripts/content/compile-content';
import { localizeLink } from '../../scripts/content/markdown';
import frHome from '../../shared/generated/fr/home';
import frLabels from '../../shared/generated/fr/labels';
import frProjects from '../../shared/generated/fr/projects-full';
import { BLOG_CATEGORIES, INDUSTRIES } from '../../shared/content/taxonomy';
import { jobSchema } from '../../shared/content/schema';
import {
  appendBody,
  contentRoot,
  editFront,
  editYaml,
  frontMatter as frontMatterOf,
  highestPostId,
  samplePost,
  sampleJob,
  serviceSlugs,
} from '../support/content-sample';
import { contentCopies } from '../support/content-copy';
import { expectEach } from '../support/each';

/** A copy of content/ with a change made in it. */
const copyWith = contentCopies('content-i18n-');

/** The problems compiling every language reports, with paths from the content folder. */
function problemsAfter(change: (dir: string) => void): string[] {
  const dir = copyWith(change);
  try {
    compileAll(dir);
    return [];
  } catch (err) {
    if (err instanceof ContentError)
      return err.problems.map((p) =>
        p.replace(/^.*?content-i18n-[^/]+\//, '').replace(/\.\.\/\S*?content-i18n-[^/]+\//g, ''),
      );
    throw err;
  }
}

const post = samplePost();
const job = sampleJob();
const clean = (w: string) => w.replace(/(?:\.\.\/)*\S*?content-i18n-[^/]+\//g, '');

describe('a translation (content/fr)', () => {
  it('compiles beside English with the same items, an item written in one language listed as such', () => {
    const [en, fr] = compileAll(contentRoot);
    expect(fr!.lang).toBe('fr');
    const items = (c: CompiledContent) => ({
      blog: c.blog.map((p) => p.id),
      projects: c.projects.map((p) => p.slug),
      jobs: c.jobs.map((j) => j.id),
    });
    const lacking = (a: CompiledContent, b: CompiledContent) => {
      const [mine, theirs] = [items(a), items(b)];
      return {
        blog: mine.blog.filter((id) => !theirs.blog.includes(id)),
        projects: mine.projects.filter((s) => !theirs.projects.includes(s)),
        jobs: mine.jobs.filter((id) => !theirs.jobs.includes(id)),
      };
    };
    expect(en!.untranslated).toEqual(lacking(en!, fr!));
    expect(fr!.untranslated).toEqual(lacking(fr!, en!));
    expect(Object.keys(fr!.serviceDetails)).toEqual(Object.keys(en!.serviceDetails));
    expect(en!.labels).toEqual({});
    const labelsFile = parseYaml(readFileSync(path.join(contentRoot, 'fr/labels.yaml'), 'utf8')) as Record<
      string,
      Record<string, string>
    >;
    expect(Object.keys(fr!.labels.industries!).sort()).toEqual([...INDUSTRIES].sort());
    for (const industry of INDUSTRIES)
      expect(fr!.labels.industries![industry], industry).toBe(labelsFile.industries![industry]!.trim());
  });

  it("writes the home tiles' categories in French, so the home page loads no labels", () => {
    for (const tile of frHome.featuredProjects) {
      const category = frProjects.find((p) => p.slug === tile.slug)!.category;
      expect(tile.categoryLabel, tile.slug).toBe(frLabels.projectCategories![category]);
      expect(tile.categoryLabel, tile.slug).not.toBe(category);
    }
  });

  it('names a missing translation and an extra file of page copy', () => {
    const service = serviceSlugs(contentRoot, 'fr')[0]!;
    const problems = problemsAfter((d) => {
      unlinkSync(path.join(d, `fr/services/${service}.md`));
      writeFileSync(path.join(d, 'fr/services/only-in-french.md'), '---\ntitle: x\n---\n');
    });
    expect(problems).toContain(`fr/services/${service}.md: missing: the translation of en/services/${service}.md`);
    expect(problems).toContain(
      'fr/services/only-in-french.md: extra: no such file in en; name it as the English file or remove it',
    );
  });

  it('publishes a post, a case study or a job written in one language, with a warning naming the missing translation', () => {
    // What the content already publishes in one language, from a copy named as the changed one is.
    const before = compileAll(copyWith(() => {}));
    const enOnly = highestPostId() + 1;
    const frOnly = enOnly + 1;
    const enName = `blog/${String(enOnly).padStart(4, '0')}-only-in-english.md`;
    const frName = `blog/${String(frOnly).padStart(4, '0')}-seulement-en-francais.md`;
    const dir = copyWith((d) => {
      writeFileSync(path.join(d, 'en', enName), readFileSync(path.join(d, 'en', post.file), 'utf8'));
      writeFileSync(path.join(d, 'fr', frName), readFileSync(path.join(d, 'fr', post.file), 'utf8'));
      unlinkSync(path.join(d, 'fr', job.file));
    });
    const built = compileAll(dir);
    const [en, fr] = built;
    expect(en!.blog.map((p) => p.id)).toContain(enOnly);
    expect(fr!.blog.map((p) => p.id)).not.toContain(enOnly);
    expect(fr!.blog.map((p) => p.id)).toContain(frOnly);
    const [enBefore, frBefore] = [before[0]!.untranslated!, before[1]!.untranslated!];
    expect(en!.untranslated).toEqual({
      blog: [...enBefore.blog, enOnly],
      projects: enBefore.projects,
      jobs: en!.jobs.map((j) => j.id).filter((id) => id === job.id || enBefore.jobs.includes(id)),
    });
    expect(fr!.untranslated).toEqual({
      blog: [...frBefore.blog, frOnly],
      projects: frBefore.projects,
      jobs: frBefore.jobs,
    });
    expect(built.warnings.map(clean).sort()).toEqual(
      [
        ...before.warnings.map(clean),
        `en/${enName}: no translation in fr/ yet: published in English only`,
        `en/${job.file}: no translation in fr/ yet: published in English only`,
        `fr/${frName}: no translation in en/ yet: published in French only`,
      ].sort(),
    );
  });

  it('refuses a translation under another file name than its original (the id would be shared by two items)', () => {
    const renamed = [`blog/${post.prefix}-un-autre-nom.md`, `blog/${post.prefix}-encore-un-autre-nom.md`].find(
      (f) => f !== post.file,
    )!;
    const problems = problemsAfter((d) => {
      const from = path.join(d, 'fr', post.file);
      writeFileSync(path.join(d, 'fr', renamed), readFileSync(from, 'utf8'));
      unlinkSync(from);
    });
    expect(problems).toEqual([
      `fr/${renamed}: (file name): has the id ${post.id} of en/${post.file}; name a translation as its original, or give it an id of its own`,
    ]);
  });

  it('requires labels.yaml', () => {
    expect(problemsAfter((d) => unlinkSync(path.join(d, 'fr/labels.yaml')))).toEqual([
      'fr/labels.yaml: file is missing: the labels of the vocabularies in this language',
    ]);
  });

  it('checks every vocabulary value of labels.yaml: missing, empty, unknown, misplaced', () => {
    const industry = INDUSTRIES[0]!;
    const locationTypes = jobSchema.shape.locationType.options;
    const [firstType] = locationTypes;
    const problems = problemsAfter((d) =>
      editYaml(path.join(d, 'fr/labels.yaml'), (labels) => {
        delete (labels.industries as Record<string, string>)[industry];
        (labels.locationTypes as Record<string, string>)[firstType!] = '';
        (labels.locationTypes as Record<string, string>).Onsite = 'Sur site';
        labels.colours = { purple: 'violet' };
      }),
    );
    expect(locationTypes).not.toContain('Onsite');
    expect(problems).toEqual([
      `fr/labels.yaml: colours: unknown vocabulary; expected one of ${VOCABULARY_KINDS.join(', ')}`,
      `fr/labels.yaml: industries.${industry}: missing label: add the line "${industry}: <its name in this language>" under industries:`,
      `fr/labels.yaml: locationTypes.${firstType}: expected its name in this language after "${firstType}:", got ""`,
      `fr/labels.yaml: locationTypes.Onsite: not a value of this vocabulary; expected one of ${JSON.stringify(locationTypes)}`,
    ]);
  });

  it('keeps the English vocabulary values, ids and dates, naming both files and both values', () => {
    const category = post.front.category as string;
    const other = BLOG_CATEGORIES.find((c) => c !== category)!;
    const date = ['2020-01-01', '2020-01-02'].find((d) => d !== job.fields.postedDate)!;
    const problems = problemsAfter((d) => {
      editFront(path.join(d, 'fr', post.file), (f) => void (f.category = other));
      editYaml(path.join(d, 'fr', job.file), (f) => void (f.postedDate = date));
    });
    expect(problems).toEqual([
      `fr/${post.file}: category: must be the same as in en/${post.file} (${JSON.stringify(category)}), got ${JSON.stringify(other)}`,
      `fr/${job.file}: postedDate: must be the same as in en/${job.file} (${JSON.stringify(job.fields.postedDate)}), got ${JSON.stringify(date)}`,
    ]);
  });

  it('fails when a fact that must agree across languages changes in English only: salary, dates, type, category, author', () => {
    const frJob = parseYaml(readFileSync(path.join(contentRoot, 'fr', job.file), 'utf8')) as Record<string, unknown>;
    const salary = ['$1,000-$2,000', '$1,000-$3,000'].find((s) => s !== frJob.salary)!;
    const validThrough = ['2031-12-31', '2031-12-30'].find((v) => v !== frJob.validThrough)!;
    const frAuthor = (frontMatterOf(path.join(contentRoot, 'fr', post.file)).author as { name: string }).name;
    const name = ['Someone Else', 'Someone Other'].find((n) => n !== frAuthor)!;
    const problems = problemsAfter((d) => {
      editYaml(path.join(d, 'en', job.file), (f) => {
        f.salary = salary;
        f.validThrough = validThrough;
      });
      editFront(path.join(d, 'en', post.file), (f) => void ((f.author as { name: string }).name = name));
    });
    expect(problems).toContain(
      `fr/${job.file}: salary: must be the same as in en/${job.file} (${JSON.stringify(salary)}), got ${JSON.stringify(frJob.salary)}`,
    );
    expect(problems).toContain(
      `fr/${job.file}: validThrough: must be the same as in en/${job.file} (${JSON.stringify(validThrough)}), got ${JSON.stringify(frJob.validThrough)}`,
    );
    expect(problems).toContain(
      `fr/${post.file}: author.name: must be the same as in en/${post.file} (${JSON.stringify(name)}), got ${JSON.stringify(frAuthor)}`,
    );
    expect(problems).toHaveLength(3);
  });

  it('writes internal Markdown links in its language; files, anchors and external links stay', () => {
    const dir = copyWith((d) => {
      appendBody(
        path.join(d, 'fr', post.file),
        '## Section de test\n\nVoir [nos services](/services), [le contact](/contact#form), [l’accueil](/), [la carte](/images/blog/post-1.svg), [le flux](/blog/rss.xml), [plus haut](#section-de-test) et [Mailpit](https://mailpit.axllent.org).',
      );
      appendBody(path.join(d, 'en', post.file), 'See [our services](/services).');
    });
    const [en, fr] = compileAll(dir);
    const frPost = fr!.blog.find((p) => p.id === post.id)!;
    expect(frPost.headings.map((h) => h.id)).toContain('section-de-test');
    expect(frPost.content).toContain('<a href="/fr/services">nos services</a>');
    expect(frPost.content).toContain('<a href="/fr/contact#form">le contact</a>');
    expect(frPost.content).toContain('<a href="/fr">l’accueil</a>');
    expect(frPost.content).toContain('<a href="/images/blog/post-1.svg">la carte</a>');
    expect(frPost.content).toContain('<a href="/blog/rss.xml">le flux</a>');
    expect(frPost.content).toContain('<a href="#section-de-test">plus haut</a>');
    expect(frPost.content).toContain('<a href="https://mailpit.axllent.org">Mailpit</a>');
    expect(en!.blog.find((p) => p.id === post.id)!.content).toContain('<a href="/services">our services</a>');
  });

  it('checks French links against the pages, as English ones', () => {
    const problems = problemsAfter((d) => appendBody(path.join(d, 'fr', post.file), '[Tarifs](/tarifs)'));
    expect(problems).toEqual([`fr/${post.file}: (link): broken internal link "/tarifs": no page at /tarifs`]);
  });
});

describe('localizeLink', () => {
  it('prefixes site pages, keeps query and hash, leaves files, external and prefixed links', () => {
    expectEach((link) => localizeLink('/fr', link), {
      '/contact': '/fr/contact',
      '/': '/fr',
      '/blog?tag=NLP#top': '/fr/blog?tag=NLP#top',
      '/fr/about': '/fr/about',
      '/images/logo.svg': '/images/logo.svg',
      '//cdn.example.com/x': '//cdn.example.com/x',
      'mailto:info@example.com': 'mailto:info@example.com',
    });
    expect(localizeLink('', '/contact')).toBe('/contact');
  });
});
