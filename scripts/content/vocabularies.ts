// The vocabularies content files and URLs keep in English (categories,
// tags, industries, ...) and a language's labels for them (labels.yaml).
import { jobSchema } from '../../shared/content/schema';
import { BLOG_CATEGORIES, DEPARTMENTS, INDUSTRIES, PROJECT_CATEGORIES } from '../../shared/content/taxonomy';
import { show } from './messages';
import { problem, readYaml, type Ctx } from './read-files';

/** The vocabularies content files and URLs keep in English, and a language's labels for them. */
export const VOCABULARY_KINDS = ['blogCategories', 'blogTags', 'projectCategories', 'industries', 'departments', 'locationTypes', 'jobTypes'] as const;
export type VocabularyKind = (typeof VOCABULARY_KINDS)[number];
export type VocabularyLabels = Partial<Record<VocabularyKind, Record<string, string>>>;

/** The values of each vocabulary (blog tags come from the language's blog/tags.yaml). */
export function vocabularies(blogTags: readonly string[]): Record<VocabularyKind, readonly string[]> {
  return {
    blogCategories: BLOG_CATEGORIES,
    blogTags,
    projectCategories: PROJECT_CATEGORIES,
    industries: INDUSTRIES,
    departments: DEPARTMENTS,
    locationTypes: jobSchema.shape.locationType.options,
    jobTypes: [jobSchema.shape.type.value],
  };
}

/**
 * content/<lang>/labels.yaml: for each vocabulary, every English value
 * with its label in the language, and nothing else.
 */
export function readLabels(ctx: Ctx, file: string, vocab: Record<VocabularyKind, readonly string[]>, required: Partial<Record<VocabularyKind, readonly string[]>> = {}): VocabularyLabels {
  const data = readYaml(ctx, file);
  if (data === undefined) return {};
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    problem(ctx, file, '(file)', `expected the maps ${VOCABULARY_KINDS.join(', ')}`);
    return {};
  }
  const out: VocabularyLabels = {};
  for (const key of Object.keys(data)) if (!(VOCABULARY_KINDS as readonly string[]).includes(key)) problem(ctx, file, key, `unknown vocabulary; expected one of ${VOCABULARY_KINDS.join(', ')}`);
  for (const kind of VOCABULARY_KINDS) {
    const map = (data as Record<string, unknown>)[kind];
    if (!map || typeof map !== 'object' || Array.isArray(map)) {
      problem(ctx, file, kind, map === undefined ? 'missing' : `expected a map of English value: label, got ${show(map)}`);
      continue;
    }
    const entries = map as Record<string, unknown>;
    const labels: Record<string, string> = {};
    const needed = required[kind] ?? vocab[kind];
    for (const value of vocab[kind]) {
      const label = entries[value];
      if (typeof label === 'string' && label.trim() !== '') labels[value] = label.trim();
      else if (label !== undefined) problem(ctx, file, `${kind}.${value}`, `expected its name in this language after "${value}:", got ${show(label)}`);
      else if (needed.includes(value)) problem(ctx, file, `${kind}.${value}`, `missing label: add the line "${value}: <its name in this language>" under ${kind}:`);
    }
    for (const value of Object.keys(entries)) if (!vocab[kind].includes(value)) problem(ctx, file, `${kind}.${value}`, `not a value of this vocabulary; expected one of ${show(vocab[kind])}`);
    out[kind] = labels;
  }
  return out;
}
