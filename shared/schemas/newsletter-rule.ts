// The newsletter address rule (spec 5) without zod, so the footer form on
// every page can check it without shipping the schema library.
// Beyond the spec's rule ('@' and '.'): a length cap and no white space,
// as the address goes into a mail body and a log line.
export function isNewsletterEmail(value: string): boolean {
  const v = value.trim();
  return v.length > 0 && v.length <= 254 && v.includes('@') && v.includes('.') && !/\s/.test(v);
}
