// Every string a language's pages can show: the core dictionary and each
// page's own module (shared/i18n/pages/<lang>/*.ts), the page modules keyed as
// pages.<page>, for the tests that walk them.
import { readdirSync } from 'node:fs';
import { en } from '../../shared/i18n/en';
import { fr } from '../../shared/i18n/fr';
import aboutEn from '../../shared/i18n/pages/en/about';
import blogPostEn from '../../shared/i18n/pages/en/blog-post';
import blogEn from '../../shared/i18n/pages/en/blog';
import careersEn from '../../shared/i18n/pages/en/careers';
import contactEn from '../../shared/i18n/pages/en/contact';
import docsEn from '../../shared/i18n/pages/en/docs';
import faqEn from '../../shared/i18n/pages/en/faq';
import formsEn from '../../shared/i18n/pages/en/forms';
import homeEn from '../../shared/i18n/pages/en/home';
import newsletterLinksEn from '../../shared/i18n/pages/en/newsletter-links';
import newsletterPopupEn from '../../shared/i18n/pages/en/newsletter-popup';
import legalEn from '../../shared/i18n/pages/en/legal';
import projectEn from '../../shared/i18n/pages/en/project';
import projectsEn from '../../shared/i18n/pages/en/projects';
import serviceEn from '../../shared/i18n/pages/en/service';
import servicesEn from '../../shared/i18n/pages/en/services';
import aboutFr from '../../shared/i18n/pages/fr/about';
import blogPostFr from '../../shared/i18n/pages/fr/blog-post';
import blogFr from '../../shared/i18n/pages/fr/blog';
import careersFr from '../../shared/i18n/pages/fr/careers';
import contactFr from '../../shared/i18n/pages/fr/contact';
import docsFr from '../../shared/i18n/pages/fr/docs';
import faqFr from '../../shared/i18n/pages/fr/faq';
import formsFr from '../../shared/i18n/pages/fr/forms';
import homeFr from '../../shared/i18n/pages/fr/home';
import newsletterLinksFr from '../../shared/i18n/pages/fr/newsletter-links';
import newsletterPopupFr from '../../shared/i18n/pages/fr/newsletter-popup';
import legalFr from '../../shared/i18n/pages/fr/legal';
import projectFr from '../../shared/i18n/pages/fr/project';
import projectsFr from '../../shared/i18n/pages/fr/projects';
import serviceFr from '../../shared/i18n/pages/fr/service';
import servicesFr from '../../shared/i18n/pages/fr/services';

const enPages = {
  about: aboutEn,
  'blog-post': blogPostEn,
  blog: blogEn,
  careers: careersEn,
  contact: contactEn,
  docs: docsEn,
  faq: faqEn,
  forms: formsEn,
  home: homeEn,
  legal: legalEn,
  'newsletter-links': newsletterLinksEn,
  'newsletter-popup': newsletterPopupEn,
  project: projectEn,
  projects: projectsEn,
  service: serviceEn,
  services: servicesEn,
};
const frPages: Record<keyof typeof enPages, unknown> = {
  about: aboutFr,
  'blog-post': blogPostFr,
  blog: blogFr,
  careers: careersFr,
  contact: contactFr,
  docs: docsFr,
  faq: faqFr,
  forms: formsFr,
  home: homeFr,
  legal: legalFr,
  'newsletter-links': newsletterLinksFr,
  'newsletter-popup': newsletterPopupFr,
  project: projectFr,
  projects: projectsFr,
  service: serviceFr,
  services: servicesFr,
};

/** The page modules on disk: a module added there and not here fails the walk tests. */
export const pageModuleNames = (lang: 'en' | 'fr') =>
  readdirSync(new URL(`../../shared/i18n/pages/${lang}/`, import.meta.url))
    .map((f) => f.replace(/\.ts$/, ''))
    .sort();

export const listedPageModules = Object.keys(enPages).sort();

export const allEn = { ...en, pages: enPages };
export const allFr = { ...fr, pages: frPages };
