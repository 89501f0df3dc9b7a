import { useMemo } from 'react';
import { useContent } from '../content';
import { useT } from '../i18n';
import { formsStrings } from '../../shared/generated/load/strings/forms';
import { withForms, type FormDictionary } from '../../shared/i18n/form-words';

/**
 * The dictionary of the page's language with the contact and application
 * forms' strings laid over it. A page that shows those forms loads
 * `formsStrings` in its load(ctx), so this never suspends on the first render.
 */
export function useFormT(): FormDictionary {
  const t = useT();
  const forms = useContent(formsStrings);
  return useMemo(() => withForms(t, forms), [t, forms]);
}
