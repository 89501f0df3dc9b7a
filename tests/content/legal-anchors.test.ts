import { describe, expect, it } from 'vitest';
import { sectionId } from '../../client/components/legal-document';

describe('the anchor of a legal section', () => {
  it('drops the number and apostrophes of an English heading', () => {
    expect(sectionId("7. Children's Privacy")).toBe('childrens-privacy');
  });

  it('keeps the letters of a French heading without their accents', () => {
    expect(sectionId('4. Sécurité des données')).toBe('securite-des-donnees');
    expect(sectionId('Droits d’accès à vos données')).toBe('droits-dacces-a-vos-donnees');
  });
});
