// The content checker's sentences: what a field must hold, in words an owner
// who never read a schema understands, with an example to copy. A zod issue
// is never shown as zod words it ("Too small: expected array to have >=3
// items") nor as the regular expression behind it.
import type { z } from '../../shared/zod';

/** A value as the message shows it: lists and short texts whole, a long prose text cut. */
export function show(v: unknown): string {
  const s = JSON.stringify(v);
  if (s === undefined) return String(v);
  return typeof v === 'string' && s.length > 120 ? `${s.slice(0, 117)}..."` : s;
}

/** A value in full, however long: what a comparison of two files prints. */
export const showWhole = (v: unknown): string => JSON.stringify(v) ?? String(v);

/** For each field name, a line an owner can copy into the file (the last key of the field's path). */
const EXAMPLES: Record<string, string> = {
  date: 'date: 2026-12-01',
  postedDate: 'postedDate: 2026-12-01',
  validThrough: 'validThrough: 2027-02-28',
  lastUpdated: 'lastUpdated: 2026-12-01',
  salary: 'salary: $90,000-$110,000',
  tags: 'tags: [AI Strategy, Small Business, Roadmap]',
  technologies: 'technologies: [Python, PyTorch, OpenCV]',
  responsibilities:
    'responsibilities: [Build the data pipelines., Watch data quality., Document the datasets., Support the ML team.]',
  requirements: 'requirements: [Python and SQL., Airflow or similar., Cloud storage., Clear writing.]',
  benefits: 'benefits: [Learning budget., Health cover., Flexible hours.]',
  image: 'image: /images/blog/post-1.svg',
  avatar: 'avatar: /images/people/esther-nkeng.svg',
  imageAlt: 'imageAlt: Abstract illustration of a chart',
  title: 'title: Measuring What a Chatbot Saves',
  excerpt: 'excerpt: One or two sentences for the list and the feed.',
  category: 'category: AI Strategy',
  department: 'department: Engineering',
  locationType: 'locationType: Hybrid',
  type: 'type: Full-time',
  experience: 'experience: 3+ years',
  location: 'location: Buea, Cameroon',
  description: 'description: What it is, in a sentence or a paragraph.',
  industry: 'industry: Logistics',
  client: 'client: A Douala logistics company',
  id: 'id: 21',
  slug: 'slug: warehouse-counting',
  phone: 'phone: "+237670000000"',
  emailInfo: 'emailInfo: info@example.com',
  emailSupport: 'emailSupport: support@example.com',
  workshopPrice: 'workshopPrice: 8000',
  stars: 'stars: 5',
  path: 'path: /services/automation/rpa',
  hex: 'hex: "#3B82F6"',
  name: 'name: Esther Nkeng',
  role: 'role: Head of AI Strategy',
};

/** What an item of a list is called, by the list's field name, for "at least 3 tags". */
const ITEM_WORDS: Record<string, [string, string]> = {
  tags: ['tag', 'tags'],
  technologies: ['technology', 'technologies'],
  responsibilities: ['responsibility', 'responsibilities'],
  requirements: ['requirement', 'requirements'],
  benefits: ['benefit', 'benefits'],
  steps: ['step', 'steps'],
  impacts: ['impact', 'impacts'],
  bullets: ['bullet', 'bullets'],
  faq: ['question', 'questions'],
  featuredProjects: ['project', 'projects'],
  sections: ['section', 'sections'],
};

const count = (n: number, field: string) => {
  const [one, many] = ITEM_WORDS[field] ?? ['item', 'items'];
  return `${n} ${n === 1 ? one : many}`;
};

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list, written [first, second] or one "- item" per line',
  object: 'fields, one "name: value" per line',
};

/** The example line for a field, as "; write for example `tags: [...]`", or nothing when there is none. */
export function exampleFor(field: string): string {
  const example = EXAMPLES[field];
  return example ? `; write for example ${example}` : '';
}

/** The last named key of an issue's path: 'tags' for tags.1, 'salary' for salary. */
const fieldName = (path: readonly PropertyKey[]) => {
  for (let i = path.length - 1; i >= 0; i--) if (typeof path[i] === 'string') return path[i] as string;
  return '';
};

/** Words a schema wrote itself (not zod's defaults), kept as they are. */
const ownWords = (message: string) => !/^(Invalid|Too (small|big)|Expected|Required)\b|pattern \//.test(message);

/**
 * One issue of a content file in words: what the field must hold, what it
 * holds, and a line to copy. `got` is the value at the issue's path.
 */
export function describeIssue(issue: z.core.$ZodIssue, got: unknown): string {
  const field = fieldName(issue.path);
  const example = exampleFor(field);
  const holds = got === undefined ? '' : `, got ${show(got)}`;
  if (got === undefined && issue.code === 'invalid_type') return `missing${example || `; write it as ${field}: ...`}`;
  switch (issue.code) {
    case 'invalid_type': {
      const expected = TYPE_WORDS[issue.expected] ?? issue.expected;
      return `expected ${expected}${holds}${example}`;
    }
    case 'too_small':
    case 'too_big': {
      const bound = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
      const size = issue.code === 'too_small' ? 'at least' : 'at most';
      const how = issue.exact ? 'exactly' : size;
      if (issue.origin === 'array') {
        const n = Array.isArray(got) ? got.length : 0;
        return `expected ${how} ${count(bound, field)}, got ${count(n, field)}${Array.isArray(got) && n ? ` (${show(got)})` : ''}${example}`;
      }
      if (issue.origin === 'string') {
        if (issue.code === 'too_small' && bound === 1)
          return `is empty; write the text${example ? ` (${example.slice('; write for example '.length)})` : ''}`;
        const n = typeof got === 'string' ? got.length : 0;
        return `expected ${how} ${bound} characters, got ${n}${holds}`;
      }
      return `expected a number ${how} ${bound}${holds}${example}`;
    }
    case 'invalid_value': {
      const values = issue.values.map((v) => String(v));
      if (values.length === 1) return `expected ${show(values[0])}${holds}`;
      return `expected one of ${values.join(', ')}${holds}${example}`;
    }
    case 'invalid_format': {
      if (ownWords(issue.message))
        return `${issue.message}${holds}${/for example|such as/.test(issue.message) ? '' : example}`;
      if (issue.format === 'email')
        return `expected an e-mail address${holds}${example || '; write for example info@example.com'}`;
      if (issue.format === 'url') return `expected a web address starting with https://${holds}`;
      return `is not written as expected${holds}${example || ''}`;
    }
    default:
      return ownWords(issue.message) ? `${issue.message}${holds}` : `is not valid${holds}${example}`;
  }
}
