import { useCallback, useState } from 'react';
import { emailProblem } from '../../shared/schemas/email-rule';
import { formAction, LANG_FIELD } from '../../shared/schemas/form-lang';
import { NEWSLETTER_STORAGE_KEY } from '../../shared/constants';
import { useToast } from '../islands/use-toast';
import { useLang, useT } from '../i18n';
import { keepOutcome } from './form-outcome';

export type SignupResult =
  | { outcome: 'subscribed' }
  /** What is wrong with the address, to show beside it until the visitor types again (a toast alone fades). */
  | { outcome: 'invalid'; message: string }
  | { outcome: 'failed'; message: string };

/** The field's own message in an answer of 400 (the server's words, in the post's language), if it has one. */
async function fieldMessage(res: Response): Promise<string | undefined> {
  try {
    const body = (await res.json()) as { fieldErrors?: { email?: unknown } };
    const first = Array.isArray(body.fieldErrors?.email) ? body.fieldErrors.email[0] : undefined;
    return typeof first === 'string' && first ? first : undefined;
  } catch {
    return undefined;
  }
}

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
      // The newsletter's rule (shared/schemas/newsletter-rule.ts) is this check. An address whose
      // only fault is a letter the mail cannot carry before the @ goes to the server, whose
      // answer says so in words this dictionary does not hold.
      if (emailProblem(email.trim()) === 'invalidEmail') {
        toast({ title: messages.invalidEmail, variant: 'danger' });
        return { outcome: 'invalid', message: messages.invalidEmail };
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
          const message = (await fieldMessage(res)) ?? messages.invalidEmail;
          toast({ title: message, variant: 'danger' });
          return { outcome: 'invalid', message };
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
        return { outcome: 'subscribed' };
      } catch {
        toast({ title: messages.failure, variant: 'danger' });
        return { outcome: 'failed', message: messages.failure };
      } finally {
        setBusy(false);
      }
    },
    [toast, t, lang],
  );
  return { subscribe, busy };
}
