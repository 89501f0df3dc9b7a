// Every collection with all its fields, straight from the content build
// (shared/generated/<lang>/): for the server (the content API, the start-up
// check) and tests, which read content whole. Pages never import this: they
// load their own language's chunks (shared/generated/load/).
import type { Lang } from '../i18n/lang';
import aboutData from '../generated/en/about';
import careerValuesData from '../generated/en/career-values';
import blogFull from '../generated/en/blog-full';
import blogFullFr from '../generated/fr/blog-full';
import docsData from '../generated/en/docs';
import faqData from '../generated/en/faq';
import homeData from '../generated/en/home';
import privacyPolicyData from '../generated/en/legal/privacy-policy';
import termsOfServiceData from '../generated/en/legal/terms-of-service';
import projectsFullData from '../generated/en/projects-full';
import teamData from '../generated/en/team';
import testimonialsData from '../generated/en/testimonials';

/** Every article with its body (HTML rendered from Markdown at build time). */
export const blogPostsFull = blogFull;

/** Every language's articles (GET /api/content/blog?lang=fr). */
export const blogPostsFullByLang: Readonly<Record<Lang, typeof blogFull>> = { en: blogFull, fr: blogFullFr };

/** Every case study with its Challenge/Solution/Results copy. */
export const projectsFull = projectsFullData;

/** The FAQ lists: the FAQ page, the contact page, the home page. */
export const { page: faqPage, contact: faqContact, home: faqHome } = faqData;

export const team = teamData;
export const testimonials = testimonialsData;

/** The about page's copy; the three value cards of /careers are a module of their own. */
export const about = aboutData;
export const careerValues = careerValuesData;

/** The internal documentation page (/demo-documentation); its mailboxes and phone come from `site`. */
export const documentation = docsData;

/** The privacy policy and terms of service ({{site.*}} placeholders filled at build time). */
export const privacyPolicy = privacyPolicyData;
export const termsOfService = termsOfServiceData;

/** The home page's copy; its four featured projects carry what their tiles show. */
export const { hero, conceptToScale, processSteps, featuredProjects } = homeData;
