// Business constants of the specification, named once.
export const NAV_SCROLL_THRESHOLD_PX = 10;
export const NEWSLETTER_POPUP_DELAY_MS = 5000;
export const NEWSLETTER_STORAGE_KEY = 'newsletter_subscribed';
export const REVEAL_VIEWPORT_FRACTION = 0.75;
// The specification also names an observer threshold of 0.1; see use-scroll-reveal.ts for why it is 0.
export const CONTACT_SENT_RESET_MS = 5000;
export const PROJECTS_PAGE_SIZE = 6;
export const BLOG_PAGE_SIZE = 4;
export const SIDEBAR_CATEGORIES = 5;
export const SIDEBAR_TAGS = 10;
export const SIDEBAR_RECENT = 4;
export const SIDEBAR_RECENT_ON_POST = 3;
export const RELATED_DEFAULT = 3;
export const RECENT_DEFAULT = 5;
export const TOP_CATEGORIES_DEFAULT = 5;
export const LIST_CARD_TAGS = 3;
export const LINK_COPIED_MS = 2000;
export const TOAST_LIMIT = 3;
export const TOAST_DURATION_MS = 4000;
/**
 * What a search reads of the text it is given: at most this many characters
 * and distinct words (a repeated word counts once). A query string is free
 * text from anyone, and a search's cost grows with its words: the bound keeps
 * the most expensive URL a page can be asked for within a few milliseconds.
 */
export const SEARCH_MAX_CHARS = 200;
export const SEARCH_MAX_WORDS = 12;
/** Query parameters that carry a search's free text on every page that reads them. */
export const SEARCH_PARAMS = ['q', 'search'] as const;
/**
 * The id of a list's results (blog, projects, FAQ): every search, filter,
 * sort and page link of the list ends in #results, so the answered page
 * opens with its first result in view on a phone, not at its top.
 */
export const RESULTS_ID = 'results';
/**
 * Days a message that could not be delivered stays in the outbox's failed/
 * folder, and days a post judged spam stays in its quarantine, before each
 * is deleted. The privacy policy's text is rendered from these numbers
 * ({{site.failedMailRetentionDays}}, {{site.quarantineRetentionDays}}), so
 * the policy says what the server does.
 */
export const FAILED_MAIL_RETENTION_DAYS = 30;
export const QUARANTINE_RETENTION_DAYS = 30;
