// The home page's five questions alone, so the home chunk does not carry the FAQ page's.
import data from '../generated/en/faq-home';

export const faqHome = data;
