// How the content build reads a file and reports what is wrong in it: every
// problem is collected in the context (never thrown one at a time) and
// reported at once as `<file>: <field>: <what was expected>, got <value>`.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { LineCounter, parse as parseYaml, parseDocument, Parser, YAMLParseError } from 'yaml';
import type { RootContent } from 'mdast';
import type { z } from '../../shared/zod';
import { mdastToString } from './markdown';
import { describeIssue, show } from './messages';

export class ContentError extends Error {
  /** Each problem once: the shared facts file is read by every language's compilation. */
  readonly problems: string[];
  constructor(problems: string[]) {
    const once = [...new Set(problems)];
    super(`The content has ${once.length} problem${once.length === 1 ? '' : 's'}:\n  ${once.join('\n  ')}`);
    this.name = 'ContentError';
    this.problems = once;
  }
}

/** The value an issue's path points at in the parsed input, to show what was there. */
export function valueAt(input: unknown, at: readonly PropertyKey[]): unknown {
  let v = input;
  for (const k of at) v = v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k] : undefined;
  return v;
}

/** One language's compilation: its folder, the problems found so far, the files read. */
export interface Ctx {
  root: string;
  problems: string[];
  files: string[];
}

/** A file's path as a problem names it: from the working folder, with '/'. */
export const relPath = (file: string) => path.relative(process.cwd(), file).split(path.sep).join('/');

export function problem(ctx: Ctx, file: string, field: string, message: string, line?: number) {
  const where = line === undefined ? field : field ? `${field} (line ${line})` : `line ${line}`;
  ctx.problems.push(`${relPath(file)}: ${where ? `${where}: ` : ''}${message}`);
}

/** A Markdown file's front matter: its YAML and the lines before it (the opening ---). */
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/**
 * The line in the file where a field's value is written, for the fields a
 * rule refuses by line (a date); undefined when it cannot be found.
 */
export function fieldLine(file: string, at: readonly PropertyKey[]): number | undefined {
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  let offset = 0;
  if (file.endsWith('.md')) {
    const m = FRONT_MATTER.exec(source);
    if (!m) return undefined;
    source = m[1]!;
    offset = 1;
  }
  const lines = new LineCounter();
  const doc = parseDocument(source, { lineCounter: lines });
  const node = doc.getIn(
    at.map((k) => (typeof k === 'symbol' ? String(k) : k)),
    true,
  ) as { range?: [number, number, number] } | undefined;
  return node?.range ? lines.linePos(node.range[0]).line + offset : undefined;
}

/** Parse with a schema; report every issue as file: field: what it must hold, got value; an example to copy. */
export function check<S extends z.ZodType>(ctx: Ctx, file: string, schema: S, input: unknown): z.infer<S> | undefined {
  // A file that could not be read or parsed has its problem already: nothing to add about its fields.
  if (input === undefined && ctx.problems.some((p) => p.startsWith(`${relPath(file)}: `))) return undefined;
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || '(file)';
    const byLine = issue.code === 'custom' && (issue.params as { line?: boolean } | undefined)?.line;
    problem(
      ctx,
      file,
      field,
      describeIssue(issue, valueAt(input, issue.path)),
      byLine ? fieldLine(file, issue.path) : undefined,
    );
  }
  return undefined;
}

/** A file's text, recorded among the files read (watched in development). */
export function read(ctx: Ctx, file: string): string | undefined {
  ctx.files.push(file);
  try {
    return readFileSync(file, 'utf8');
  } catch {
    problem(ctx, file, '', 'file is missing');
    return undefined;
  }
}

/**
 * A YAML parser's complaint in one line, as an owner reads it, with the
 * line of the file it is on: `offset` is the number of lines before the
 * YAML (a Markdown file's opening ---). An unclosed quote is reported by the
 * parser where the text ends, lines below; the line named is the one where
 * the quote opens.
 */
export function yamlProblem(source: string, err: unknown, offset = 0): { line?: number; message: string } {
  if (!(err instanceof YAMLParseError)) return { message: String(err) };
  const what = err.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
  const lines = new LineCounter();
  lines.addNewLine(0);
  for (let i = source.indexOf('\n'); i >= 0; i = source.indexOf('\n', i + 1)) lines.addNewLine(i + 1);
  let at = err.pos[0];
  if (err.code === 'MISSING_CHAR' && /quote/i.test(what)) {
    const open = quotedScalars(source)
      .filter((t) => t.offset < at)
      .pop();
    if (open) at = open.offset;
  }
  return { line: lines.linePos(at).line + offset, message: `not valid YAML: ${what}` };
}

/** The quoted scalars of a YAML text, in order, where each opens. */
function quotedScalars(source: string): { offset: number }[] {
  const found: { offset: number }[] = [];
  const walk = (v: unknown): void => {
    if (!v || typeof v !== 'object') return;
    const t = v as { type?: unknown; offset?: unknown };
    if ((t.type === 'double-quoted-scalar' || t.type === 'single-quoted-scalar') && typeof t.offset === 'number')
      found.push({ offset: t.offset });
    for (const child of Object.values(v)) walk(child);
  };
  for (const token of new Parser().parse(source)) walk(token);
  return found.sort((a, b) => a.offset - b.offset);
}

export function readYaml(ctx: Ctx, file: string): unknown {
  const source = read(ctx, file);
  if (source === undefined) return undefined;
  try {
    return parseYaml(source);
  } catch (err) {
    const { line, message } = yamlProblem(source, err);
    problem(ctx, file, '', message, line);
    return undefined;
  }
}

/** A Markdown file: YAML front matter between '---' lines, then the body. */
export function readMarkdown(ctx: Ctx, file: string): { front: Record<string, unknown>; body: string } | undefined {
  const source = read(ctx, file);
  if (source === undefined) return undefined;
  const m = FRONT_MATTER.exec(source);
  if (!m) {
    problem(ctx, file, '', 'expected front matter between two --- lines at the top');
    return undefined;
  }
  try {
    const front = parseYaml(m[1]!) as unknown;
    if (!front || typeof front !== 'object' || Array.isArray(front)) {
      problem(ctx, file, '(front matter)', 'expected fields such as "title: ..."');
      return undefined;
    }
    return { front: front as Record<string, unknown>, body: m[2]! };
  } catch (err) {
    // The front matter starts on the file's second line, below the opening ---.
    const { line, message } = yamlProblem(m[1]!, err, 1);
    problem(ctx, file, '(front matter)', message, line);
    return undefined;
  }
}

export const listDir = (dir: string, ext: RegExp) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((n) => ext.test(n) && !n.startsWith('_'))
        .sort()
        .map((n) => path.join(dir, n))
    : [];

/** A field the file name already gives must not disagree with it. */
export function fromName<T>(ctx: Ctx, file: string, front: Record<string, unknown>, field: string, value: T): T {
  if (field in front && front[field] !== value)
    problem(
      ctx,
      file,
      field,
      `comes from the file name (${show(value)}); remove it or make it match, got ${show(front[field])}`,
    );
  return value;
}

/** Only plain paragraphs: for copy the page shows as text (case studies, intros, legal). */
export function plainParagraphs(ctx: Ctx, file: string, where: string, blocks: RootContent[]): string[] {
  const out: string[] = [];
  for (const b of blocks) {
    if (b.type === 'paragraph' && b.children.every((c) => c.type === 'text'))
      out.push(mdastToString(b).replace(/\s*\n\s*/g, ' '));
    else if (b.type !== 'html' || !/^<!--[\s\S]*-->$/.test(b.value))
      problem(
        ctx,
        file,
        where,
        `expected plain paragraphs here (no lists, links or formatting), got a ${b.type === 'paragraph' ? 'formatted paragraph' : b.type}`,
      );
  }
  return out;
}

export function unique<T>(
  ctx: Ctx,
  items: readonly T[],
  key: (t: T) => string,
  fileOf: (t: T) => string,
  what: string,
) {
  const seen = new Map<string, T>();
  for (const item of items) {
    const k = key(item);
    const first = seen.get(k);
    if (first) problem(ctx, fileOf(item), what, `duplicate ${show(k)}, also used by ${relPath(fileOf(first))}`);
    else seen.set(k, item);
  }
}

/** Every file under a folder, as relative paths with '/'. */
export function filesUnder(dir: string, base = dir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory()
        ? filesUnder(path.join(dir, e.name), base)
        : [path.relative(base, path.join(dir, e.name)).split(path.sep).join('/')],
    )
    .sort();
}
