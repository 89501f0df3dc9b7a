import data from '../generated/en/legal/privacy-policy';

export const privacyPolicy = data;
