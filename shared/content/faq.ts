// The FAQ lists (content/en/faq.yaml): the FAQ page, the contact page, the home page.
import data from '../generated/en/faq';

export const faqPage = data.page;
export const faqContact = data.contact;

export { faqHome } from './faq-home';
