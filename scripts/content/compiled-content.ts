// What the content compiler returns, and the constants the build and the
// tests name from it: a file of its own so the compiler reads as its rules.
import type {
  AboutContent,
  BlogPost,
  Documentation,
  FaqItem,
  HomeContent,
  Job,
  LegalDocument,
  Project,
  ServiceDetail,
  ServiceEntry,
  ServiceGroup,
  Site,
  TeamMember,
  Testimonial,
} from '../../shared/content/schema';
import type { Heading } from './markdown';
import type { VocabularyLabels } from './vocabularies';

/** Words per minute of the read time (the rule the hand-typed values followed). */
export const WORDS_PER_MINUTE = 200;
/** A computed excerpt: the first paragraph, cut at a word before this length. */
export const EXCERPT_MAX = 200;

/** Site paths that are pages of their own (the route table's static paths; tests/content/compiler-rules.test.ts keeps them equal). */
export const STATIC_PAGES = [
  '/',
  '/home',
  '/about',
  '/contact',
  '/faq',
  '/projects',
  '/careers',
  '/blog',
  '/blog/post',
  '/privacy-policy',
  '/terms-of-service',
  '/demo-documentation',
  '/services',
];

export interface CompiledContent {
  lang: string;
  site: Site;
  blog: (BlogPost & { headings: Heading[]; searchText: string; file: string })[];
  blogTags: string[];
  projects: (Project & { file: string })[];
  jobs: (Job & { file: string })[];
  serviceGroups: ServiceGroup[];
  serviceIndex: ServiceEntry[];
  serviceDetails: Record<string, ServiceDetail>;
  faq: { page: FaqItem[]; contact: FaqItem[]; home: FaqItem[] };
  team: TeamMember[];
  testimonials: Testimonial[];
  about: AboutContent;
  home: HomeContent;
  docs: Documentation;
  legal: { privacyPolicy: LegalDocument; termsOfService: LegalDocument };
  /**
   * How this language shows the English vocabulary values (content/<lang>/labels.yaml);
   * empty for English, whose labels are the values.
   */
  labels: VocabularyLabels;
  /** Every file read, to watch in development. */
  files: string[];
  /** This language's items another language lacks (filled by compileAll). */
  untranslated?: Untranslated;
}

/** The items of a language that another language lacks: that edition neither lists nor links them. */
export interface Untranslated {
  blog: number[];
  projects: string[];
  jobs: string[];
}
