import { useMemo } from 'react';
import { useContent } from '../content';
import { labels } from '../../shared/generated/load/labels';
import { labelOf, type VocabularyKind } from '../../shared/content/labels';

/**
 * How the page's language shows an English vocabulary value:
 * label('blogTags', 'Ethics'). The labels are content of their own: a page
 * that shows them loads `labels` in its load(ctx), so this never suspends
 * on the first render.
 */
export function useLabel(): (kind: VocabularyKind, value: string) => string {
  const loadedLabels = useContent(labels);
  return useMemo(() => (kind: VocabularyKind, value: string) => labelOf(loadedLabels, kind, value), [loadedLabels]);
}
