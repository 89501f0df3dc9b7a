// Every case study with its full copy: for the server (the content API) and tests.
import data from '../generated/en/projects-full';

export const projectsFull = data;
