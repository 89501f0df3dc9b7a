import data from '../generated/en/legal/terms-of-service';

export const termsOfService = data;
