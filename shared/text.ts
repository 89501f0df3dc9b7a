// Case-folding for the site's searches. The content is English, where the
// default Unicode mapping is the en-US one, so this needs no locale: the
// locale-aware call loads ICU data on first use, tens of milliseconds of a
// slow phone's main thread while the page starts.
export const lower = (s: string) => s.toLowerCase();
