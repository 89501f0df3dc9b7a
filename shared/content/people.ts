// Testimonials and the team (content/en/testimonials.yaml, team.yaml); pages
// import testimonials.ts or team.ts, so each carries only its own.
export { testimonials } from './testimonials';
export { team } from './team';
