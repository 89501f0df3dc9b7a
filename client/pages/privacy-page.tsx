import { LegalDocument } from '../components/legal-document';
import { privacyPolicy } from '../../shared/content/privacy-policy';
import type { PageHead } from '../head';

export const head = (): PageHead => ({
  title: privacyPolicy.title,
  description:
    'How Chariot AI Labs collects, uses, shares and protects the personal information you give us through this website, and how to use your rights.',
  canonical: '/privacy-policy',
});

export default function PrivacyPage() {
  return <LegalDocument doc={privacyPolicy} />;
}
