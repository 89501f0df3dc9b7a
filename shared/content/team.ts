// The team (content/en/team.yaml), for the about page.
import data from '../generated/en/team';

export const team = data;
