// The privacy policy and terms of service, from
// content/en/legal/*.md ({{site.*}} placeholders filled from site.yaml).
// Each page imports its own document (privacy-policy.ts, terms-of-service.ts).
export type { LegalDocument, LegalSection } from './schema';
export { privacyPolicy } from './privacy-policy';
export { termsOfService } from './terms-of-service';
