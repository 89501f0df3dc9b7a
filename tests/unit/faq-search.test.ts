import { describe, expect, it } from 'vitest';
import { filterFaq } from '../../client/pages/faq-page';
import { faqPage } from '../../shared/content/faq';

describe('filterFaq (the /faq search, spec 2.5)', () => {
  it('keeps all 15 questions, in order, for an empty or blank term', () => {
    expect(faqPage).toHaveLength(15);
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
});
