// Copies of content/ that a test edits as an owner would, each in a temporary
// folder removed after the test, so the real content is never touched.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import { contentRoot } from './content-sample';

/** For one test file: `copyWith(change)` copies content/, makes the change in the copy and returns its folder. */
export function contentCopies(prefix: string): (change: (dir: string) => void) => string {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));
  return (change) => {
    const dir = mkdtempSync(path.join(tmpdir(), prefix));
    dirs.push(dir);
    cpSync(contentRoot, dir, { recursive: true });
    change(dir);
    return dir;
  };
}
