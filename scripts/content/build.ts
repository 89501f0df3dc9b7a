// Compile + emit, for the CLI and the Vite plugin.
import path from 'node:path';
import { compileContent, type CompiledContent } from './compile-content';
import { emitContent } from './emit-content';

const root = path.resolve(import.meta.dirname, '..', '..');
/** The languages with a folder under content/ (issue 13 adds 'fr'). */
export const LANGS = ['en'];

export const contentDir = () => path.resolve(root, process.env.CONTENT_DIR ?? 'content');
export const generatedDir = () => path.join(root, 'shared', 'generated');

export function buildContent(): { out: string; items: number; compiled: CompiledContent[] } {
  const compiled = LANGS.map((lang) => compileContent({ contentDir: contentDir(), lang }));
  const outs = compiled.map((c) => emitContent(c, generatedDir()));
  const items = compiled.reduce((n, c) => n + c.blog.length + c.projects.length + c.jobs.length + c.serviceIndex.length, 0);
  return { out: path.dirname(outs[0]!), items, compiled };
}
