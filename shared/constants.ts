// Business constants of spec 9, named once.
export const NAV_SCROLL_THRESHOLD_PX = 10;
export const NEWSLETTER_POPUP_DELAY_MS = 5000;
export const NEWSLETTER_STORAGE_KEY = 'newsletter_subscribed';
export const REVEAL_VIEWPORT_FRACTION = 0.75;
// Spec 9 also names an observer threshold of 0.1; see use-scroll-reveal.ts for why it is 0.
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
