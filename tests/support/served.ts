// The items request-level tests need, taken from the compiled content at run
// time (shared/content): an owner who adds, renumbers or deletes a post, or
// renames a case study, breaks no test about how the site answers.
import { blogPostsByLang } from '../../shared/content/blog-posts';

const frIds = new Set(blogPostsByLang.fr.map((p) => p.id));
const bilingual = blogPostsByLang.en
  .map((p) => p.id)
  .filter((id) => frIds.has(id))
  .sort((a, b) => a - b);
if (bilingual.length < 2) throw new Error('the request tests need two blog posts written in both languages');

/** A served post: its id, its path and its French twin's path. */
export interface ServedPost {
  id: number;
  path: string;
  frPath: string;
}

const served = (id: number): ServedPost => ({ id, path: `/blog/${id}`, frPath: `/fr/blog/${id}` });

/** The lowest-numbered post written in both languages. */
export const post = served(bilingual[0]!);
/** Another post written in both languages. */
export const otherPost = served(bilingual[1]!);

/** Every character of `text` written as a percent escape (`1` → `%31`), as a client may spell a path. */
export const percentEncoded = (text: string) =>
  [...text].map((c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`).join('');
