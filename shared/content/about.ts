// Copy of /about (spec 2.3) and the three value cards of /careers (spec 2.7), from content/en/about.yaml.
import data from '../generated/en/about';

export type { AboutContent, ValueCard } from './schema';

const { careerValues: values, ...rest } = data;

export const about = rest;
export const careerValues = values;
