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
    expect(elide('de', 'Emmanuel Tabi')).toBe('d’Emmanuel Tabi');
    expect(elide('de', 'Grace Fon')).toBe('de Grace Fon');
    expect(elide('le', 'hôpital')).toBe('l’hôpital');
    expect(elide('la', 'IA')).toBe('l’IA');
    expect(elide('le', 'haut')).toBe('le haut');
    expect(que('il')).toBe('qu’il');
    expect(que('un service client')).toBe('qu’un service client');
    expect(que('les assistants vocaux')).toBe('que les assistants vocaux');
  });
});

describe('de and au', () => {
  it('merge with the article of the phrase', () => {
    expect(de('le support')).toBe('du support');
    expect(de('les agents IA')).toBe('des agents IA');
    expect(de('la science des données')).toBe('de la science des données');
    expect(de('l’IA en santé')).toBe('de l’IA en santé');
    expect(de('vos données')).toBe('de vos données');
    expect(de('Ernest Ndifor')).toBe('d’Ernest Ndifor');
    expect(de('Architecte de solutions IA (F/H)')).toBe('d’Architecte de solutions IA (F/H)');
    expect(au('le conseil en IA')).toBe('au conseil en IA');
    expect(au('les assistants vocaux')).toBe('aux assistants vocaux');
    expect(au('la formation')).toBe('à la formation');
    expect(au('l’automatisation')).toBe('à l’automatisation');
  });

  it('reads a plural from its determiner', () => {
    expect(isPlural('les assistants vocaux')).toBe(true);
    expect(isPlural('nos formations et ateliers IA')).toBe(true);
    expect(isPlural('l’IA en santé')).toBe(false);
    expect(isPlural('un service client intelligent')).toBe(false);
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
