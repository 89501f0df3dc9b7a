import { useCallback, useState } from 'react';
import { isNewsletterEmail } from '../../shared/schemas/newsletter-rule';
import { formAction, LANG_FIELD } from '../../shared/schemas/form-lang';
import { NEWSLETTER_STORAGE_KEY } from '../../shared/constants';
import { useToast } from '../islands/use-toast';
import { useLang, useT } from '../i18n';
import { keepOutcome } from './form-outcome';

export type SignupResult = 'subscribed' | 'invalid' | 'failed';

/**
 * Subscribe with JavaScript: the spec's three toasts in the page's
 * language, and the stored flag on success (and the outcome kept for the
 * tab, client/hooks/form-outcome.ts). The post carries the language.
 */
export function useNewsletterSignup() {
  const toast = useToast();
  const t = useT();
  const lang = useLang();
  const [busy, setBusy] = useState(false);
  const subscribe = useCallback(
    async (email: string): Promise<SignupResult> => {
      const messages = t.messages.newsletter;
      if (!isNewsletterEmail(email)) {
        toast({ title: messages.invalidEmail, variant: 'danger' });
        return 'invalid';
      }
      setBusy(true);
      try {
        const res = await fetch(formAction(lang, '/api/newsletter'), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          // The page signed up on goes into the consent record.
          body: JSON.stringify({ email, [LANG_FIELD]: lang, returnTo: window.location.pathname }),
        });
        if (res.status === 400) {
          toast({ title: messages.invalidEmail, variant: 'danger' });
          return 'invalid';
        }
        if (!res.ok) throw new Error(`newsletter answered ${res.status}`);
        try {
          localStorage.setItem(NEWSLETTER_STORAGE_KEY, 'true');
        } catch {
          // storage may be unavailable (private mode); the sign-up still counts
        }
        // The address counts once confirmed from the inbox: the second line says so. The form
        // shows the same lines until the visitor leaves (and after a reload of the tab).
        keepOutcome('newsletter', lang, '');
        toast({ title: messages.success, description: messages.checkInbox, variant: 'success' });
        return 'subscribed';
      } catch {
        toast({ title: messages.failure, variant: 'danger' });
        return 'failed';
      } finally {
        setBusy(false);
      }
    },
    [toast, t, lang],
  );
  return { subscribe, busy };
}
