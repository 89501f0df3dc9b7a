// What a translation must keep of English: the same files (items aside),
// the same ids, slugs, dates, vocabulary values and facts; and which items
// one language has that the other lacks.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { CompiledContent, Untranslated } from './compile-content';
import { show, showWhole } from './messages';
import { filesUnder, relPath } from './read-files';

/** Folders whose files are items (a post, a case study, a job): each may exist in one language only. */
const ITEM_FILE = /^(blog\/(?!tags\.yaml$)|projects\/|jobs\/)/;

/**
 * A translation mirrors English file for file (labels.yaml aside), items
 * excepted: a missing or extra page-copy or data file is named, before
 * anything is compiled. A post, case study or job may be written in one
 * language only (untranslatedItems reports those as warnings).
 */
export function translationFileProblems(contentDir: string, lang: string): string[] {
  const enDir = path.resolve(contentDir, 'en');
  const dir = path.resolve(contentDir, lang);
  const name = (d: string, f: string) => relPath(path.join(d, f));
  if (!existsSync(dir)) return [`${name(dir, '')}: no content folder for language "${lang}"`];
  const enFiles = filesUnder(enDir).filter((f) => !ITEM_FILE.test(f));
  const files = filesUnder(dir).filter((f) => f !== 'labels.yaml' && !ITEM_FILE.test(f));
  return [
    ...(existsSync(path.join(dir, 'labels.yaml'))
      ? []
      : [`${name(dir, 'labels.yaml')}: file is missing: the labels of the vocabularies in this language`]),
    ...enFiles
      .filter((f) => !files.includes(f))
      .map((f) => `${name(dir, f)}: missing: the translation of ${name(enDir, f)}`),
    ...files
      .filter((f) => !enFiles.includes(f))
      .map(
        (f) => `${name(dir, f)}: extra: no such file in ${name(enDir, '')}; name it as the English file or remove it`,
      ),
  ];
}

/**
 * Items written in one language only: for each language, its items without
 * a twin (same id or slug) in the other, and a warning naming each missing
 * translation. Never a problem: an owner who writes in one language publishes.
 */
export function untranslatedItems(
  a: CompiledContent,
  b: CompiledContent,
): { untranslated: Map<CompiledContent, Untranslated>; warnings: string[] } {
  const folder = (c: CompiledContent) => relPath(path.dirname(c.files[0] ?? '.'));
  const warnings: string[] = [];
  const lacking = (from: CompiledContent, to: CompiledContent): Untranslated => {
    const say = (file: string) =>
      warnings.push(
        `${relPath(file)}: no translation in ${folder(to)}/ yet: published in ${from.lang === 'en' ? 'English' : from.lang === 'fr' ? 'French' : from.lang} only`,
      );
    const blog = from.blog.filter((p) => !to.blog.some((x) => x.id === p.id));
    const projects = from.projects.filter((p) => !to.projects.some((x) => x.slug === p.slug));
    const jobs = from.jobs.filter((j) => !to.jobs.some((x) => x.id === j.id));
    [...blog, ...projects, ...jobs].forEach((i) => say(i.file));
    return { blog: blog.map((p) => p.id), projects: projects.map((p) => p.slug), jobs: jobs.map((j) => j.id) };
  };
  return {
    untranslated: new Map([
      [a, lacking(a, b)],
      [b, lacking(b, a)],
    ]),
    warnings,
  };
}

/**
 * A translation keeps English's ids, slugs, paths, dates, vocabulary values
 * and facts (a salary, the workshop's price, an author), so every English URL has its twin, a
 * filter means the same in both languages and no reader is told another
 * salary. Returns problems, each naming both files and both values.
 */
export function translationProblems(en: CompiledContent, other: CompiledContent): string[] {
  const problems: string[] = [];
  // Both values whole: a comparison cut before the difference hides it.
  const same = (files: { en: string; other: string }, field: string, a: unknown, b: unknown) => {
    if (JSON.stringify(a) === JSON.stringify(b)) return;
    let diff = '';
    if (Array.isArray(a) && Array.isArray(b)) {
      const key = (v: unknown) => JSON.stringify(v);
      const missing = a.filter((v) => !b.some((w) => key(w) === key(v)));
      const extra = b.filter((v) => !a.some((w) => key(w) === key(v)));
      const parts = [
        missing.length ? `missing ${missing.map(showWhole).join(', ')}` : '',
        extra.length ? `extra ${extra.map(showWhole).join(', ')}` : '',
      ].filter(Boolean);
      diff = `: ${parts.length ? parts.join('; ') : 'the same values in another order'}`;
    }
    problems.push(
      `${files.other}: ${field}: must be the same as in ${files.en} (${showWhole(a)}), got ${showWhole(b)}${diff}`,
    );
  };
  // files[0] is the language's site.yaml, at the root of its folder.
  const at = (c: CompiledContent, f: string) => relPath(path.join(path.dirname(c.files[0] ?? '.'), f));
  const both = (f: string) => ({ en: at(en, f), other: at(other, f) });
  const pair = (e: { file: string }, o: { file: string }) => ({ en: relPath(e.file), other: relPath(o.file) });
  // Each language's blog/tags.yaml lists the tags its own posts may use: a
  // post's tags agree with its original's (below), so a tag filter means the
  // same in both editions, and an English-only post's new tag needs nothing
  // in French.
  for (const p of other.blog) {
    const e = en.blog.find((x) => x.id === p.id);
    if (!e) continue;
    if (path.basename(e.file) !== path.basename(p.file))
      problems.push(
        `${relPath(p.file)}: (file name): has the id ${p.id} of ${relPath(e.file)}; name a translation as its original, or give it an id of its own`,
      );
    for (const field of ['category', 'tags', 'date', 'image'] as const) same(pair(e, p), field, e[field], p[field]);
    same(pair(e, p), 'author.name', e.author.name, p.author.name);
    same(pair(e, p), 'author.avatar', e.author.avatar, p.author.avatar);
  }
  for (const p of other.projects) {
    const e = en.projects.find((x) => x.slug === p.slug);
    if (e)
      for (const field of ['id', 'category', 'industry', 'image'] as const) same(pair(e, p), field, e[field], p[field]);
  }
  for (const j of other.jobs) {
    const e = en.jobs.find((x) => x.id === j.id);
    if (!e) continue;
    if (path.basename(e.file) !== path.basename(j.file))
      problems.push(
        `${relPath(j.file)}: (file name): has the id ${show(j.id)} of ${relPath(e.file)}; name a translation as its original`,
      );
    for (const field of ['department', 'locationType', 'type', 'salary', 'postedDate', 'validThrough'] as const)
      same(pair(e, j), field, e[field], j[field]);
    // A job closed in one language is closed in both: the owner writes `closed: true` in each file.
    if (Boolean(e.closed) !== Boolean(j.closed))
      problems.push(
        `${relPath(j.file)}: closed: must be the same as in ${relPath(e.file)}: write "closed: true" in both files to close the job, or in neither`,
      );
  }
  same(
    both('services/index.yaml'),
    'groups (slugs)',
    en.serviceGroups.map((g) => g.slug),
    other.serviceGroups.map((g) => g.slug),
  );
  same(
    both('services/index.yaml'),
    'pages (slug, group, path, aliases)',
    en.serviceIndex.map((s) => [s.slug, s.group, s.path, s.aliases]),
    other.serviceIndex.map((s) => [s.slug, s.group, s.path, s.aliases]),
  );
  same(both('home.yaml'), 'featuredProjects', en.home.featuredProjects, other.home.featuredProjects);
  return problems;
}
