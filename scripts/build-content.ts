// `npm run content`: check content/ and write shared/generated/ (see
// scripts/content/). CONTENT_DIR picks another content folder (tests use a
// temporary copy). Exits 1 listing every problem, file by file.
import path from 'node:path';
import { buildContent } from './content/build';
import { jobReport, pastJobWarnings } from './content/job-report';
import { utcDay } from '../shared/job-open';

try {
  const { out, items, warnings, compiled } = buildContent();
  // An item in one language only publishes in that language: said, never fatal.
  for (const w of [...warnings, ...pastJobWarnings(compiled, utcDay())]) console.warn(`warning: ${w}`);
  for (const line of jobReport(compiled, utcDay())) console.log(line);
  console.log(`content: ${items} items checked, written to ${path.relative(process.cwd(), out)}`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
