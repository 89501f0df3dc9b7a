// Compile + emit, for the CLI and the Vite plugin.
import path from 'node:path';
import { LANGS } from '../../shared/i18n/lang';
import { compileContent, ContentError, translationFileProblems, translationProblems, untranslatedItems, type CompiledContent } from './compile-content';
import { emitContent } from './emit-content';
import { emitLoaders } from './emit-loaders';

const root = path.resolve(import.meta.dirname, '..', '..');
/** The languages with a folder under content/: English first (the others mirror it). */
export { LANGS };

export const contentDir = () => path.resolve(root, process.env.CONTENT_DIR ?? 'content');
export const generatedDir = () => path.join(root, 'shared', 'generated');

/**
 * Every language compiled and checked against English: a translation with a
 * missing or extra page-copy file, a different id, fact or vocabulary value,
 * or a bad labels.yaml fails with every problem of every language at once.
 * An item (post, case study, job) in one language only is no problem: each
 * language's `untranslated` lists them, `warnings` names each missing translation.
 */
export function compileAll(dir: string, langs: readonly string[] = LANGS): CompiledContent[] & { warnings: string[] } {
  const problems = langs.filter((l) => l !== 'en').flatMap((l) => translationFileProblems(dir, l));
  if (problems.length) throw new ContentError(problems);
  const compiled: CompiledContent[] = [];
  for (const lang of langs) {
    try {
      compiled.push(compileContent({ contentDir: dir, lang }));
    } catch (err) {
      if (!(err instanceof ContentError)) throw err;
      problems.push(...err.problems);
    }
  }
  if (problems.length) throw new ContentError(problems);
  const en = compiled.find((c) => c.lang === 'en')!;
  problems.push(...compiled.filter((c) => c !== en).flatMap((c) => translationProblems(en, c)));
  if (problems.length) throw new ContentError(problems);
  const warnings: string[] = [];
  for (const other of compiled.filter((c) => c !== en)) {
    const found = untranslatedItems(en, other);
    for (const [c, u] of found.untranslated) c.untranslated = u;
    warnings.push(...found.warnings);
  }
  return Object.assign(compiled, { warnings });
}

export function buildContent(): { out: string; items: number; compiled: CompiledContent[]; warnings: string[] } {
  const compiled = compileAll(contentDir());
  const outs = compiled.map((c) => emitContent(c, generatedDir()));
  // Every language has the same modules (checked above): the loaders are made from English's.
  emitLoaders(outs[0]!.modules, root);
  const items = compiled.reduce((n, c) => n + c.blog.length + c.projects.length + c.jobs.length + c.serviceIndex.length, 0);
  return { out: path.dirname(outs[0]!.out), items, compiled, warnings: compiled.warnings };
}
