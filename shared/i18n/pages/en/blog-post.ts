// The blog-post page's strings in English, a chunk of their own: only the pages
// showing them download them (shared/generated/load/strings/<page>.ts). fr/blog-post.ts has the same keys.
const blogPost = {
  notFoundTitle: 'Blog post not found',
  copyFailedTitle: 'Could not copy the link',
  copyFailedDescription: 'Please copy the address from your browser instead.',
  tagsLabel: 'Tags:',
  share: 'Share this article',
  shareOn: (network: string, newTab: string) => `Share on ${network} ${newTab}`,
  copied: 'Copied',
  copyLink: 'Copy link',
  about: (name: string) => `About ${name}`,
  authorBio: (name: string, company: string) =>
    `${name} writes for the ${company} blog from day-to-day work with clients across Cameroon and beyond. Our team shares what worked, what did not and what we would do differently, so that other organisations can put AI to work with fewer surprises.`,
  related: 'Related Articles',
};

export default blogPost;
