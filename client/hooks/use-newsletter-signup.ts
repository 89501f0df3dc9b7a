import { useCallback, useState } from 'react';
import { isNewsletterEmail } from '../../shared/schemas/newsletter-rule';
import { messages } from '../../shared/messages';
import { NEWSLETTER_STORAGE_KEY } from '../../shared/constants';
import { useToast } from '../layout/toasts';

export type SignupResult = 'subscribed' | 'invalid' | 'failed';

/** Subscribe with JavaScript: the spec's three toasts, and the stored flag on success. */
export function useNewsletterSignup() {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const subscribe = useCallback(
    async (email: string): Promise<SignupResult> => {
      if (!isNewsletterEmail(email)) {
        toast({ title: messages.newsletter.invalidEmail, variant: 'danger' });
        return 'invalid';
      }
      setBusy(true);
      try {
        const res = await fetch('/api/newsletter', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ email }),
        });
        if (res.status === 400) {
          toast({ title: messages.newsletter.invalidEmail, variant: 'danger' });
          return 'invalid';
        }
        if (!res.ok) throw new Error(`newsletter answered ${res.status}`);
        try {
          localStorage.setItem(NEWSLETTER_STORAGE_KEY, 'true');
        } catch {
          // storage may be unavailable (private mode); the sign-up still counts
        }
        toast({ title: messages.newsletter.success, variant: 'success' });
        return 'subscribed';
      } catch {
        toast({ title: messages.newsletter.failure, variant: 'danger' });
        return 'failed';
      } finally {
        setBusy(false);
      }
    },
    [toast],
  );
  return { subscribe, busy };
}
