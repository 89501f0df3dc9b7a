// Client testimonials (content/en/testimonials.yaml), for the home page.
import data from '../generated/en/testimonials';

export const testimonials = data;
