import { describe, expect, it } from 'vitest';
import { au, de, elide, isPlural, que, startsWithVowelSound } from '../../shared/i18n/french';
import serviceFr from '../../shared/i18n/pages/fr/service';
import aboutFr from '../../shared/i18n/pages/fr/about';
import blogPostFr from '../../shared/i18n/pages/fr/blog-post';
import careersFr from '../../shared/i18n/pages/fr/careers';
import { serviceGroups, serviceIndex } from '../../shared/generated/fr/service-index';
import blogFr from '../../shared/i18n/pages/fr/blog';
import blogEn from '../../shared/i18n/pages/en/blog';
import formsFr from '../../shared/i18n/pages/fr/forms';
import { plural, takesSingular, wholeNumber } from '../../shared/i18n/counts';
import { formatNumber } from '../../shared/format';
import { expectEach } from '../support/each';

// Names and titles below are inputs to pure functions, written as French copy has them; no test reads content/.
describe('startsWithVowelSound', () => {
  it('hears a vowel or a mute h', () => {
    for (const w of [
      'Emmanuel',
      'Ernest Ndifor',
      'IA en santé',
      'hôpital',
      'Esther',
      'Architecte',
      'Ingénieur',
      'œuvre',
      'Éthique',
    ])
      expect(startsWithVowelSound(w), w).toBe(true);
  });

  it('hears a consonant, a y, an aspirated h and the words that refuse elision', () => {
    // Invented words and titles: the rule reads only the first sound, whatever jobs the content lists.
    for (const w of [
      'Data Scientist',
      'Yaoundé',
      'haut',
      'hausse',
      'HTML',
      'onze',
      'e-commerce',
      'Chariot AI Labs',
      '',
      '2018',
    ])
      expect(startsWithVowelSound(w), w).toBe(false);
  });
});

describe('elide and que', () => {
  it('drops the e before a vowel sound and keeps it otherwise', () => {
    expectEach((name) => elide('de', name), { 'Emmanuel Tabi': 'd’Emmanuel Tabi', 'Grace Fon': 'de Grace Fon' });
    expectEach((noun) => elide('le', noun), { hôpital: 'l’hôpital', haut: 'le haut' });
    expect(elide('la', 'IA')).toBe('l’IA');
    expectEach(que, {
      il: 'qu’il',
      'un service client': 'qu’un service client',
      'les assistants vocaux': 'que les assistants vocaux',
    });
  });
});

describe('de and au', () => {
  it('merge with the article of the phrase', () => {
    expectEach(de, {
      'le support': 'du support',
      'les agents IA': 'des agents IA',
      'la science des données': 'de la science des données',
      'l’IA en santé': 'de l’IA en santé',
      'vos données': 'de vos données',
      'Ernest Ndifor': 'd’Ernest Ndifor',
      'Architecte de solutions IA (F/H)': 'd’Architecte de solutions IA (F/H)',
    });
    expectEach(au, {
      'le conseil en IA': 'au conseil en IA',
      'les assistants vocaux': 'aux assistants vocaux',
      'la formation': 'à la formation',
      'l’automatisation': 'à l’automatisation',
    });
  });

  it('reads a plural from its determiner', () => {
    for (const phrase of ['les assistants vocaux', 'nos formations et ateliers IA'])
      expect(isPlural(phrase), phrase).toBe(true);
    for (const phrase of ['l’IA en santé', 'un service client intelligent'])
      expect(isPlural(phrase), phrase).toBe(false);
  });
});

describe('the French sentences that take a name', () => {
  it('write people’s names with elision', () => {
    expect(aboutFr.portrait('Ernest Ndifor')).toBe('Portrait d’Ernest Ndifor');
    expect(aboutFr.portrait('Grace Fon')).toBe('Portrait de Grace Fon');
    expect(blogPostFr.about('Emmanuel Tabi')).toBe('À propos d’Emmanuel Tabi');
  });

  it('write a tile\'s figure such as "50+" as "plus de 50" inside a sentence', () => {
    expect(careersFr.heroLead('50+')).toMatch(/^Rejoignez une équipe de plus de 50 spécialistes,/);
    expect(careersFr.heroLead('12')).toMatch(/^Rejoignez une équipe de 12 spécialistes,/);
  });

  it('give every French service and group the phrase its sentences need, with its article or determiner', () => {
    const determiner = /^(le|la|les|l’|un|une|des|nos|vos|notre|votre) ?/;
    for (const item of [...serviceIndex, ...serviceGroups]) expect(item.inSentence, item.slug).toMatch(determiner);
  });

  it('agree the verb with the service', () => {
    expect(serviceFr.whatItDoes({ title: 'IA en santé', inSentence: 'l’IA en santé' })).toBe(
      'Ce que l’IA en santé apporte à votre entreprise',
    );
    expect(serviceFr.whatItDoes({ title: 'Assistants vocaux', inSentence: 'les assistants vocaux' })).toBe(
      'Ce que les assistants vocaux apportent à votre entreprise',
    );
    expect(
      serviceFr.whatItDoes({ title: 'Service client intelligent', inSentence: 'un service client intelligent' }),
    ).toBe('Ce qu’un service client intelligent apporte à votre entreprise');
    expect(serviceFr.talkAbout({ title: 'Agents IA', inSentence: 'vos agents IA' })).toBe('Parlons de vos agents IA');
    expect(serviceFr.talkAbout({ title: 'Automatisation', inSentence: 'l’automatisation' })).toBe(
      'Parlons de l’automatisation',
    );
  });

  it('need no article when the content gives none', () => {
    expect(serviceFr.whatItDoes({ title: 'Assistants vocaux' })).toBe(
      'Assistants vocaux\u00a0: ce que ce service apporte à votre entreprise',
    );
    expect(serviceFr.ctaTitle({ title: 'Assistants vocaux' })).not.toContain('Assistants vocaux');
    expect(serviceFr.talkAbout({ title: 'Agents IA' })).toBe('Parlons de votre projet');
  });
});

describe('counts', () => {
  it('take the singular as Intl.PluralRules says, for every count a page shows', () => {
    for (const lang of ['fr', 'en'] as const) {
      const rules = new Intl.PluralRules(lang);
      for (let n = 0; n <= 2000; n++) expect(takesSingular(lang, n), `${lang} ${n}`).toBe(rules.select(n) === 'one');
    }
    expect(plural('fr', 0, 'autre', 'autres')).toBe('autre');
    expect(plural('en', 0, 'other', 'others')).toBe('others');
  });

  it('group thousands as formatNumber does', () => {
    for (const lang of ['fr', 'en'] as const)
      for (const n of [0, 7, 999, 1000, 5000, 10000, 123456, 1234567, 98765432])
        expect(wholeNumber(lang, n), `${lang} ${n}`).toBe(formatNumber(lang, n));
  });

  it('write the tags beyond the third and a form’s limit as French does', () => {
    expect(blogFr.messages.moreTags(1)).toBe('+\u00a01\u00a0autre');
    expect(blogFr.messages.moreTags(2)).toBe('+\u00a02\u00a0autres');
    expect(blogEn.messages.moreTags(1)).toBe('+1 more');
    expect(formsFr.messages.forms.tooLong('Lettre de motivation', 10000)).toBe(
      'Lettre de motivation\u00a0: 10\u202f000\u00a0caractères au maximum',
    );
  });
});
