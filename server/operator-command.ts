// What the operators' commands (`npm run outbox`, `npm run subscribers`)
// share: the `--data-dir <path>` option, and how a command runs as a
// program: its exit code, and a bad variable as one line saying what to
// write rather than a stack trace.
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ConfigError } from './config';

/** `--data-dir <path>` apart from the command's own arguments. */
export function dataDirOption(args: string[]): { dataDir?: string; rest: string[] } {
  let dataDir: string | undefined;
  const rest: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--data-dir') dataDir = args[++i];
    else rest.push(args[i]!);
  }
  return { dataDir, rest };
}

/** Run `command` with the process's arguments when `moduleUrl` is the program node was started with. */
export async function runAsProgram(moduleUrl: string, command: (args: string[]) => Promise<number>) {
  if (!process.argv[1] || realpathSync(process.argv[1]) !== realpathSync(fileURLToPath(moduleUrl))) return;
  try {
    process.exitCode = await command(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}
