// The contact and application forms' strings (shared/i18n/pages/<lang>/forms.ts), loaded by the pages that show those forms.
import { pageStrings } from '../page-strings';

export const formStrings = /* @__PURE__ */ pageStrings('forms', () => import('../../shared/i18n/pages/en/forms'), () => import('../../shared/i18n/pages/fr/forms'));
