// Testimonials and the team (content/en/testimonials.yaml, team.yaml).
import testimonialData from '../generated/en/testimonials';
import teamData from '../generated/en/team';

export const testimonials = testimonialData;
export const team = teamData;
