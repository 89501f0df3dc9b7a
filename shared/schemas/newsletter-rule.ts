// The newsletter address rule (non-empty, contains '@' and '.')
// without zod, so the footer form on every page can check it without
// shipping the schema library. Beyond the spec's rule, the strict address
// check the contact and application forms use (see email-rule.ts).
import { isEmailAddress } from './email-rule';

export function isNewsletterEmail(value: string): boolean {
  const v = value.trim();
  return v.includes('@') && v.includes('.') && isEmailAddress(v);
}
