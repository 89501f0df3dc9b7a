import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { au, de, elide, isPlural, que, startsWithVowelSound, titleInSentence } from '../../shared/i18n/french';
import { testApp, BROWSER_UA } from '../support/test-app';
import { visibleText } from '../../scripts/page-text/visible-text';
import { pageTextUrls } from '../../scripts/page-text/page-urls';
import { localizePath } from '../../shared/i18n/lang';
import frJobs from '../../shared/generated/fr/jobs';
import { allFr } from './all-strings';
import { visitorMails } from './visitor-mails';
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

describe('titleInSentence', () => {
  it('writes a job title in lower case inside a sentence, acronyms kept', () => {
    expectEach(titleInSentence, {
      'Architecte de solutions IA (F/H)': 'architecte de solutions IA (F/H)',
      'Data Scientist (F/H)': 'data scientist (F/H)',
      'Spécialiste en éthique de l’IA (F/H)': 'spécialiste en éthique de l’IA (F/H)',
    });
    expect(careersFr.applyDescription('Architecte de solutions IA (F/H)', 'X', 'Hybride', 'Temps plein')).toMatch(
      /^Postulez au poste d’architecte de solutions IA \(F\/H\) chez X/,
    );
  });
});

/**
 * What a native editor's reading found, fault and fix. The fault must be
 * nowhere in the French edition (every page as rendered, every interface
 * string, every mail a visitor receives); the fix must be in it.
 */
const EDITOR_FIXES: readonly { fault: string; fix: string }[] = [
  { fault: 'dont chacune dépend', fix: 'dont chacun dépend' },
  { fault: 'produits plus rapidement', fix: 'plus vite des contenus bilingues' },
  { fault: 'marchés que vous servez', fix: 'marchés où vous êtes présent' },
  { fault: 'la population que sert un modèle', fix: 'la population à laquelle s’applique un modèle' },
  { fault: 'assurer l’assistance de ce que nous construisons', fix: 'assurer le suivi de ce que nous construisons' },
  { fault: 'la plus grande différence', fix: 'sera la plus utile' },
  {
    fault: 'qui répondent, qualifient et résolvent',
    fix: 'qui répondent aux questions, qualifient les prospects et règlent les demandes',
  },
  { fault: 'dans un bon jour', fix: 'dans ses meilleurs jours' },
  { fault: 'mèneront une petite équipe très loin', fix: 'permettront à une petite équipe d’aller loin' },
  { fault: 'échouent sans danger', fix: 'conçus pour tomber en panne sans rien abîmer' },
  { fault: 'qualité native', fix: 'la qualité d’un texte écrit par un locuteur natif' },
  { fault: 'un lien est en route', fix: 'nous vous envoyons un lien' },
  { fault: 'guidé par la vision', fix: 'par vision artificielle' },
  { fault: '18 h WAT (UTC+1))', fix: ', du lundi au vendredi, de 9 h à 18 h (WAT, UTC+1)' },
  { fault: 'au poste d’Architecte', fix: 'au poste d’architecte' },
  { fault: 'Télétravail (fuseaux horaires africains)', fix: 'À distance (fuseaux horaires africains)' },
  { fault: 'l’équipe d’assistance du client', fix: 'l’équipe du service client' },
  { fault: 'type de contrat', fix: 'type de poste' },
  { fault: 'Cette adresse est déjà désinscrite', fix: 'Cette adresse a déjà été retirée de notre liste' },
  { fault: 'la vie privée de vos clients', fix: 'les données personnelles de vos clients' },
  { fault: 'taux de précision', fix: 'taux d’exactitude' },
];

/** Spaces and apostrophes as a reader sees them: a no-break space is a space, ' is ’ (capitals count: « d’Architecte »). */
const norm = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/'/g, '’');

/** Every string value of a dictionary. */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(stringsOf)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(stringsOf)
        : [];

describe('the French edition after a native editor’s reading', async () => {
  const { app, close } = await testApp({ deliver: false });
  afterAll(() => close());
  const pages: string[] = [];
  for (const url of pageTextUrls().map((u) => localizePath('fr', u))) {
    const res = await request(app).get(url).set('User-Agent', BROWSER_UA).set('Accept', 'text/html');
    pages.push(visibleText(res.text));
  }
  const jobs = frJobs.map((job) => careersFr.applyDescription(job.title, 'X', 'À distance', 'Temps plein'));
  const mails = visitorMails('fr').flatMap((m) => [m.subject, m.text]);
  const edition = norm([...pages, ...stringsOf(allFr), ...mails, ...jobs].join('\n'));

  it('renders every French page it reads', () => {
    expect(pages.length).toBeGreaterThan(70);
  });

  it('gives the opening hours without a bracket inside a bracket, on every page and in every mail', () => {
    expect(edition).toContain('(WAT, UTC+1)');
    expect(edition).not.toMatch(/UTC\+1\)\)/);
  });

  it('writes the hours in a sentence after a comma, in lower case, never after a colon with a capital', () => {
    expect(edition).toContain(norm(', du lundi au vendredi, de 9 h à 18 h (WAT, UTC+1)'));
    expect(edition).not.toMatch(/: Du lundi/);
  });

  it.each(EDITOR_FIXES)('writes « $fix », never « $fault »', ({ fault, fix }) => {
    expect(edition).not.toContain(norm(fault));
    expect(edition).toContain(norm(fix));
  });
});

describe('précision', () => {
  it('is the metric precision only: a French content line says it where its English twin says precision', () => {
    const root = path.resolve(import.meta.dirname, '../../content');
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? files(path.join(dir, e.name)) : /\.(md|ya?ml)$/.test(e.name) ? [path.join(dir, e.name)] : [],
      );
    const found: string[] = [];
    let lines = 0;
    for (const file of files(path.join(root, 'fr'))) {
      const fr = readFileSync(file, 'utf8').split('\n');
      const twin = file.replace(`${path.sep}fr${path.sep}`, `${path.sep}en${path.sep}`);
      const en = existsSync(twin) ? readFileSync(twin, 'utf8').split('\n') : [];
      fr.forEach((line, i) => {
        if (!/précision/i.test(line)) return;
        lines++;
        if (!/precision/i.test(en[i] ?? '')) found.push(`${path.relative(root, file)}:${i + 1}`);
      });
    }
    expect(lines).toBeGreaterThan(0);
    expect(found).toEqual([]);
  });
});
