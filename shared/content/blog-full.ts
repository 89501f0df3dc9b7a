// Every article with its body (HTML rendered from Markdown at build time):
// for the server (the content API) and tests. Pages never import this.
import data from '../generated/en/blog-full';

export const blogPostsFull = data;
