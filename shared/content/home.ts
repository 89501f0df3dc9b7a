// Copy of the home page, from content/en/home.yaml.
import data from '../generated/en/home';

export type { TitledText, CaseStudyBanner, ConceptToScale } from './schema';

export const hero = data.hero;
export const conceptToScale = data.conceptToScale;
export const processSteps = data.processSteps;
