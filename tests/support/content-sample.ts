// The items the content-rule tests edit, picked from content/ at run time:
// the first post and the first job written in both languages, with the facts
// their files hold. A test that named today's files and copied today's lines
// would fail as soon as an owner renamed, reworded or deleted that item, and
// its failure would say nothing about the rule it checks. Edits change whole
// fields through the YAML parser, so they work whatever a field's spelling.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';

export const root = path.resolve(import.meta.dirname, '../..');
export const contentRoot = path.join(root, 'content');

const FRONT = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;
type Fields = Record<string, unknown>;

/** The files of a content folder the compiler reads as items (it skips names starting with "_"). */
const itemFiles = (dir: string, ext: RegExp) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((n) => ext.test(n) && !n.startsWith('_'))
        .sort()
    : [];

/** A Markdown file's front matter. */
export function frontMatter(file: string): Fields {
  const m = FRONT.exec(readFileSync(file, 'utf8'));
  if (!m) throw new Error(`${file}: no front matter`);
  return parseYaml(m[1]!) as Fields;
}

/** Change a Markdown file's front matter, the body left as it is. */
export function editFront(file: string, change: (front: Fields) => void): void {
  const text = readFileSync(file, 'utf8');
  const m = FRONT.exec(text)!;
  const front = parseYaml(m[1]!) as Fields;
  change(front);
  writeFileSync(file, `---\n${stringifyYaml(front)}---\n${text.slice(m[0].length)}`);
}

/** Change a YAML file's fields. */
export function editYaml(file: string, change: (data: Fields) => void): void {
  const data = parseYaml(readFileSync(file, 'utf8')) as Fields;
  change(data);
  writeFileSync(file, stringifyYaml(data));
}

/** Add text at the end of a Markdown file's body. */
export const appendBody = (file: string, text: string) =>
  writeFileSync(file, `${readFileSync(file, 'utf8').trimEnd()}\n\n${text}\n`);

export interface SamplePost {
  /** Relative to a language's folder: 'blog/0001-words.md'. */
  file: string;
  id: number;
  /** The number the file name starts with, as written ('0001'). */
  prefix: string;
  front: Fields;
}

export interface SampleJob {
  /** Relative to a language's folder: 'jobs/01-words.yaml'. */
  file: string;
  id: string;
  fields: Fields;
}

/** The first post (by file name) that exists in both languages, with its English front matter. */
export function samplePost(dir = contentRoot): SamplePost {
  const name = itemFiles(path.join(dir, 'en/blog'), /^\d+-[a-z0-9-]+\.md$/).find((n) =>
    existsSync(path.join(dir, 'fr/blog', n)),
  );
  if (!name) throw new Error(`the content-rule tests need one blog post written in both languages under ${dir}`);
  const prefix = /^(\d+)-/.exec(name)![1]!;
  return { file: `blog/${name}`, id: Number(prefix), prefix, front: frontMatter(path.join(dir, 'en/blog', name)) };
}

/** The first job (by file name) that exists in both languages, with its English fields. */
export function sampleJob(dir = contentRoot): SampleJob {
  const name = itemFiles(path.join(dir, 'en/jobs'), /\.ya?ml$/).find((n) => existsSync(path.join(dir, 'fr/jobs', n)));
  if (!name) throw new Error(`the content-rule tests need one job written in both languages under ${dir}`);
  const id = /^(?:\d+-)?([a-z0-9-]+)\.ya?ml$/.exec(name)![1]!;
  return {
    file: `jobs/${name}`,
    id,
    fields: parseYaml(readFileSync(path.join(dir, 'en/jobs', name), 'utf8')) as Fields,
  };
}

/** The case-study files of English, by file name. */
export const projectFiles = (dir = contentRoot) =>
  itemFiles(path.join(dir, 'en/projects'), /\.md$/).map((n) => `projects/${n}`);

/** The service slugs of a language's services/index.yaml, in its order. */
export function serviceSlugs(dir = contentRoot, lang = 'en'): string[] {
  const index = parseYaml(readFileSync(path.join(dir, lang, 'services/index.yaml'), 'utf8')) as {
    pages: { slug: string }[];
  };
  return index.pages.map((p) => p.slug);
}

/** The highest blog id of either language. */
export function highestPostId(dir = contentRoot): number {
  const ids = ['en', 'fr']
    .flatMap((l) => itemFiles(path.join(dir, l, 'blog'), /^\d+-.*\.md$/))
    .map((n) => Number(/^(\d+)/.exec(n)![1]));
  return Math.max(0, ...ids);
}

/** A regex that matches the text as written. */
export const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
