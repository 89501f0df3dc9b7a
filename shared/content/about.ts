// Copy of /about, from content/en/about.yaml. The three value
// cards of /careers (same file, `careerValues`) are a module of their own,
// so the careers page does not carry the about page's copy.
import data from '../generated/en/about';

export type { AboutContent, ValueCard } from './schema';

export const about = data;
export { careerValues } from './career-values';
