import { describe, it, expect } from 'vitest';
import { ownNavigations } from '../../client/hooks/own-navigations';

describe('ownNavigations (a live search form and the URL it writes)', () => {
  it('knows an older navigation of its own when it lands after a newer one was sent', () => {
    const own = ownNavigations();
    own.sent('qua', '');
    own.sent('quantum', '');
    expect(own.landed('qua')).toBe(true); // not a change from outside: the text stays "quantum..."
    expect(own.landed('quantum')).toBe(true);
    expect(own.landed('quantum')).toBe(false); // the same value again now comes from outside
  });

  it('takes a value it never sent for a change from outside, and forgets what it sent', () => {
    const own = ownNavigations();
    own.sent('data', '');
    expect(own.landed('')).toBe(false); // Clear search, Back
    expect(own.landed('data')).toBe(false);
  });

  it('expects nothing back from a navigation to the value the page already has', () => {
    const own = ownNavigations();
    own.sent('data', 'data'); // "data " with a trailing space: the same URL
    expect(own.landed('data')).toBe(false); // Back to a state with q=data later is from outside
  });

  it('when transitions skip a value, the newer one it sent still counts as its own', () => {
    const own = ownNavigations();
    own.sent('a', '');
    own.sent('ab', '');
    own.sent('abc', '');
    expect(own.landed('abc')).toBe(true); // 'a' and 'ab' were never rendered
    expect(own.landed('ab')).toBe(false);
  });
});
