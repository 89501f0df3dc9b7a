// The blog-post page's strings in French: the English module's keys, no more, no less
// (a missing or extra key is a type error).
import type { Widen } from '../../dictionary';
import type en from '../en/blog-post';
import { de } from '../../french';

const blogPost: Widen<typeof en> = {
  notFoundTitle: 'Article introuvable',
  copyFailedTitle: 'Impossible de copier le lien',
  copyFailedDescription: 'Copiez plutôt l’adresse depuis votre navigateur.',
  tagsLabel: 'Mots-clés :',
  share: 'Partager cet article',
  shareOn: (network: string, newTab: string) => `Partager sur ${network} ${newTab}`,
  copied: 'Copié',
  copyLink: 'Copier le lien',
  about: (name: string) => `À propos ${de(name)}`,
  authorBio: (name: string, company: string) =>
    `${name} écrit pour le blog ${de(company)} à partir de son travail quotidien avec des clients au Cameroun et au-delà. Notre équipe partage ce qui a fonctionné, ce qui n’a pas marché et ce que nous ferions autrement, pour que d’autres organisations puissent adopter l’IA avec moins de surprises.`,
  related: 'Articles similaires',
};

export default blogPost;
