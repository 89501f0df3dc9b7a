// The four projects the home page features (title, category,
// image, client, link), taken at build time from the projects that
// content/en/home.yaml names, so the home page does not ship all twenty.
import home from '../generated/en/home';

export type FeaturedProject = (typeof home.featuredProjects)[number];

export const featuredProjects: FeaturedProject[] = home.featuredProjects;
