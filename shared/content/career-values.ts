// The three value cards of /careers (content/en/about.yaml, careerValues).
import data from '../generated/en/career-values';

export const careerValues = data;
