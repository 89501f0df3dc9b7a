import { legalPage } from './legal-page';
import { termsOfService } from '../../shared/generated/load/terms-of-service';

const termsPage = legalPage(termsOfService, 'termsOfService', '/terms-of-service');
export const { load, head } = termsPage;
export default termsPage.default;
