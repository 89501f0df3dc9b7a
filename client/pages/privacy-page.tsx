import { legalPage } from './legal-page';
import { privacyPolicy } from '../../shared/generated/load/privacy-policy';

const privacyPage = legalPage(privacyPolicy, 'privacyPolicy', '/privacy-policy');
export const { load, head } = privacyPage;
export default privacyPage.default;
