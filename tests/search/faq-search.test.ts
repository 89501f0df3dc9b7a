import { describe, expect, it } from 'vitest';
import { filterFaq, stem } from '../../shared/faq-search';

// The search's own list of questions, written here: the matching rules are what is tested,
// so an owner's edit to content/<lang>/faq.yaml breaks none of this.
const faqPage = [
  { question: 'How much does an AI project cost?', answer: 'A first project starts small and grows with results.' },
  { question: 'Do you work with clients outside Cameroon?', answer: 'Yes, across Africa and beyond, remotely.' },
  {
    question: 'Which languages do your chatbots and voice assistants support?',
    answer: 'English, French, Pidgin, Swahili and others on request.',
  },
  { question: 'How do you keep our data secure?', answer: 'Encryption, access rules and data kept where you choose.' },
  {
    question: 'When can we expect a return on our investment?',
    answer: 'Most clients see a return on investment within a year.',
  },
  {
    question: 'Can your solutions integrate with our existing systems?',
    answer: 'We connect to what you already run.',
  },
  { question: 'Do you train our staff?', answer: 'Yes: workshops for teams working with data every day.' },
];

describe('filterFaq (the /faq search)', () => {
  it('keeps every question, in order, for an empty or blank term', () => {
    expect(filterFaq(faqPage, '')).toEqual(faqPage);
    expect(filterFaq(faqPage, '   ')).toEqual(faqPage);
  });

  it('matches the question text regardless of case', () => {
    const lower = filterFaq(faqPage, 'outside cameroon');
    const upper = filterFaq(faqPage, 'OUTSIDE CAMEROON');
    expect(lower.map((q) => q.question)).toEqual(['Do you work with clients outside Cameroon?']);
    expect(upper).toEqual(lower);
  });

  it('matches the answer text when the question does not contain the term', () => {
    const results = filterFaq(faqPage, 'Swahili');
    expect(results.map((q) => q.question)).toEqual(['Which languages do your chatbots and voice assistants support?']);
    expect(results[0]!.question.toLowerCase()).not.toContain('swahili');
  });

  it('returns every question whose question or answer contains the term, in the original order', () => {
    const term = 'data';
    const expected = faqPage.filter(
      (q) => q.question.toLowerCase().includes(term) || q.answer.toLowerCase().includes(term),
    );
    const results = filterFaq(faqPage, 'DaTa');
    expect(results.length).toBeGreaterThan(1);
    expect(results).toEqual(expected);
  });

  it('ignores blanks around the term', () => {
    expect(filterFaq(faqPage, '  security  ')).toEqual(filterFaq(faqPage, 'security'));
  });

  it('returns nothing when no question or answer matches', () => {
    expect(filterFaq(faqPage, 'quantum blockchain')).toEqual([]);
  });

  it('does not change the list it is given', () => {
    const copy = [...faqPage];
    filterFaq(faqPage, 'pricing');
    expect(faqPage).toEqual(copy);
  });

  it.each([
    ['pricing', 'How much does an AI project cost?', ['price', 'PRICING', 'Prices', 'cost', 'costs', 'fees']],
    ['data-security', 'How do you keep our data secure?', ['secure', 'Security', 'privacy']],
  ])('finds the %s answer by any of %j, in any case', (_topic, question, terms) => {
    for (const term of terms)
      expect(
        filterFaq(faqPage, term).map((q) => q.question),
        term,
      ).toContain(question);
  });

  it('finds the return-on-investment answer by ROI, in any case', () => {
    const roi = 'When can we expect a return on our investment?';
    expect(filterFaq(faqPage, 'ROI').map((q) => q.question)).toEqual([roi]);
    expect(filterFaq(faqPage, 'roi')).toEqual(filterFaq(faqPage, 'ROI'));
  });

  it('matches word stems both ways (integrate, integration)', () => {
    const integrate = 'Can your solutions integrate with our existing systems?';
    expect(filterFaq(faqPage, 'integration').map((q) => q.question)).toContain(integrate);
    expect(stem('integrate')).toBe(stem('integration'));
    expect(stem('security')).toBe(stem('secure'));
    expect(stem('pricing')).toBe(stem('price'));
  });

  it('needs every word of a several-word term', () => {
    const both = filterFaq(faqPage, 'chatbot swahili');
    expect(both.map((q) => q.question)).toEqual(['Which languages do your chatbots and voice assistants support?']);
    expect(filterFaq(faqPage, 'swahili blockchain')).toEqual([]);
  });

  it('does not take a short synonym for the start of a longer word', () => {
    const withFeedback = [{ question: 'Do you take feedback?', answer: 'Yes, always.' }];
    // 'fee' is a synonym of 'price'; the plain term 'fee' still finds it as text.
    expect(filterFaq(withFeedback, 'price')).toEqual([]);
    expect(filterFaq(withFeedback, 'fee')).toEqual(withFeedback);
  });
});
