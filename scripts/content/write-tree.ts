// Writes a generated folder: only the files whose text changed (a dev
// server reloads on every write), then removes the files no longer made
// (an item deleted from content/ leaves no module behind).
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function writeTree(out: string, files: ReadonlyMap<string, string>): void {
  for (const [name, text] of files) {
    const to = path.join(out, name);
    let old: string | undefined;
    try {
      old = readFileSync(to, 'utf8');
    } catch {
      old = undefined;
    }
    if (old === text) continue;
    mkdirSync(path.dirname(to), { recursive: true });
    writeFileSync(to, text);
  }
  const walk = (dir: string): string[] => {
    try {
      return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)],
      );
    } catch {
      return [];
    }
  };
  for (const file of walk(out)) if (!files.has(path.relative(out, file).split(path.sep).join('/'))) rmSync(file);
}
