// The three value cards of /careers (spec 2.7; content/en/about.yaml, careerValues).
import data from '../generated/en/career-values';

export const careerValues = data;
