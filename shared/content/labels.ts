// How a language shows the English vocabulary values that content files and
// URLs keep (content/<lang>/labels.yaml; empty for English, whose labels are
// the values). Not in the shell: only the pages that show tags, categories,
// industries or job facts load it (shared/generated/load/labels.ts), so
// the French home page does not download every label.
import type labelsData from '../generated/en/labels';

export type Labels = typeof labelsData;
export type VocabularyKind =
  'blogCategories' | 'blogTags' | 'projectCategories' | 'industries' | 'departments' | 'locationTypes' | 'jobTypes';

/** How a language shows a vocabulary value (English: the value itself). */
export const labelOf = (labels: Labels, kind: VocabularyKind, value: string): string => labels[kind]?.[value] ?? value;
