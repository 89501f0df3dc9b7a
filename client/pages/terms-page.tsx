import { LegalDocument } from '../components/legal-document';
import { termsOfService } from '../../shared/content/terms-of-service';
import type { PageHead } from '../head';

export const head = (): PageHead => ({
  title: termsOfService.title,
  description:
    'The terms that govern your use of the Chariot AI Labs website and our AI services: eligibility, fees, intellectual property, liability and disputes.',
  canonical: '/terms-of-service',
});

export default function TermsPage() {
  return <LegalDocument doc={termsOfService} />;
}
