// Small readers for server HTML, so assertions name what they check.
export const count = (html: string, re: RegExp) =>
  (html.match(new RegExp(re.source, 'g' + re.flags.replace('g', ''))) ?? []).length;
export const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
export const metaDescription = (html: string) => /<meta name="description" content="([^"]*)">/.exec(html)?.[1];
export const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];
export const h1Count = (html: string) => count(html, /<h1[\s>]/);
