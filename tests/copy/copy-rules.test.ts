// The copy editor's rules catch the faults a French reader notices first,
// and let correct French through (tests/copy/copy-walk.test.ts runs them on
// every page: a rule that never fires would make that walk worthless).
import { describe, expect, it } from 'vitest';
import {
  copyFaults,
  englishCounts,
  englishKeywords,
  frenchSpacing,
  missedElisions,
  pluralAfterOne,
  threeDots,
  ungroupedThousands,
  usNumbers,
} from './copy-rules';

const N = '\u00a0';
const rules = (lang: 'en' | 'fr', text: string) => copyFaults(lang, text).map((f) => f.rule);

describe('the French rules on numbers, counts and keywords', () => {
  it('find thousands written without their space, figures with +, plurals after 1 and English keywords', () => {
    for (const bad of [
      'Votre message : 5000 caractères au maximum',
      'au plus 10000 caractères',
      'un budget de 120000 $',
    ])
      expect(ungroupedThousands(bad), bad).toHaveLength(1);
    for (const bad of ['200+ projets', 'une équipe de 50+ experts']) expect(englishCounts(bad), bad).toHaveLength(1);
    for (const bad of ['+1 autres', `+${N}1${N}autres`, '1 articles', '0 postes à pourvoir', 'il y a 1 jours'])
      expect(pluralAfterOne(bad), bad).toHaveLength(1);
    expect(englishKeywords('blog IA, machine learning, Cameroun').map((f) => f.excerpt)).toHaveLength(1);
    expect(englishKeywords('AI jobs, careers, privacy policy')).toHaveLength(5);
    expect(rules('fr', 'Votre message : 5000 caractères')).toContain('thousands not grouped (write 5 000)');
  });

  it('let years, references, addresses and grouped numbers through', () => {
    for (const good of [
      `5\u202f000${N}caractères, 10\u202f000, 120${N}000 $`,
      'fondée en 2018, mise à jour en 2025',
      'loi n° 2024/017, ISO 27001, ISO/IEC 42001',
      'CNIL, 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07',
      'référence MSG-48213, +237 670 000 000, UTC+1, 24/7, 4,8 Mo, 12,50 $',
      `+${N}1${N}autre, +${N}2${N}autres, 1 article, 10 articles, 21 jours, 1 000 projets`,
      'plus de 200 projets',
    ])
      expect(copyFaults('fr', good), good).toEqual([]);
    expect(
      englishKeywords(
        'conseil en IA Cameroun, Chariot AI Labs, AI Act européen, apprentissage automatique, chatbot, portfolio',
      ),
    ).toEqual([]);
  });
});

// The sentences below are inputs to the rules, written as French copy has them; no test reads content/.
describe('the French rules', () => {
  it('find the faults a French reader notices', () => {
    for (const bad of [
      'Ce que iA en santé apporte à votre entreprise',
      'Ce que assistants vocaux apporte',
      'À propos de Emmanuel Tabi',
      'Portrait de Ernest Ndifor',
      'la IA',
      'ce outil',
      'je ai',
    ])
      expect(missedElisions(bad), bad).toHaveLength(1);
    expect(usNumbers('$140,000-$180,000 par an').length).toBeGreaterThan(0);
    expect(usNumbers('une équipe de 1,500 personnes')).toHaveLength(1);
    // Money an owner may type into French prose the US way (an FAQ answer, a service page).
    for (const bad of [
      'de $100 à $2000',
      'à partir de $ 100',
      'un atelier à US$8,000',
      'un atelier à 8,000 $ US',
      'dès 100$',
    ])
      expect(usNumbers(bad), bad).not.toEqual([]);
    expect(threeDots('Envoi en cours...')).toHaveLength(1);
    expect(frenchSpacing('Prêt à démarrer ? IA')).toHaveLength(1);
    expect(frenchSpacing('404: Oups')).toHaveLength(1);
    expect(frenchSpacing(`«${N}citation»`)).toHaveLength(1);
    expect(rules('fr', 'Lire la suite · Read more · Loading')).toEqual([
      'English word on a French page',
      'English word on a French page',
    ]);
  });

  it('let correct French through', () => {
    for (const good of [
      'Ce que l’IA en santé apporte à votre entreprise',
      'Portrait d’Ernest Ndifor',
      'de Yaoundé',
      'le haut de la page',
      'le HTML et le e-commerce',
      'les projets à la une',
      'ce à quoi vous tenez',
      `140${N}000 à 180${N}000${N}$${N}US par an`,
      `de 100${N}$${N}US à 2${N}000${N}$${N}US, un atelier à 8\u202f000${N}$${N}US`,
      `Prêt à démarrer${N}? Parlons-en${N}: c’est simple${N}!`,
      `«${N}Full-time${N}» et «${N}$110,000-$140,000${N}»`,
      'https://www.example.com · 10:00 · 16:9 · 1,5 million',
      'Développé avec Next.js',
    ])
      expect(copyFaults('fr', good), good).toEqual([]);
  });
});

describe('the English rules', () => {
  it('find French spaces and words', () => {
    expect(rules('en', `Step 1${N}: Discovery`)).toEqual(['French space before punctuation']);
    expect(rules('en', 'Contact us for votre projet')).toEqual(['French word on an English page']);
  });

  it('let correct English through', () => {
    expect(
      copyFaults('en', 'Step 1: Discovery. Ready to get started? $140,000–$180,000 a year. Processing...'),
    ).toEqual([]);
  });
});
