// The blog page's strings in French: the English module's keys, no more, no less
// (a missing or extra key is a type error).
import type { Widen } from '../../dictionary';
import type en from '../en/blog';
import { de } from '../../french';
import { plural } from '../../counts';

const blog: Widen<typeof en> = {
  title: 'Blog : stratégie, éthique et ingénierie de l’IA',
  description:
    'L’équipe de Chariot AI Labs partage ce qu’elle apprend sur le terrain : stratégie IA, éthique, apprentissage automatique, vision, langage et IA embarquée.',
  keywords: ['blog IA', 'stratégie IA', 'éthique de l’IA', 'apprentissage automatique', 'Cameroun'],
  feedTitle: (company: string) => `Blog ${de(company)}`,
  feedDescription:
    'Des notes concrètes sur la stratégie, l’éthique, l’ingénierie et la recherche en IA, par notre équipe de Buea, au Cameroun.',
  eyebrow: 'Analyses',
  lead: 'Les notes de terrain de nos consultants et ingénieurs pour déployer l’IA de façon responsable : stratégie, éthique, ingénierie et recherche.',
  searchThese: 'Rechercher dans ces articles',
  searchPlaceholder: 'Titre, résumé ou mot-clé',
  scope: {
    all: 'Cherche dans tous les articles.',
    category: (category: string) => `Cherche uniquement dans les articles de la catégorie « ${category} ».`,
    tag: (tag: string) => `Cherche uniquement dans les articles portant le mot-clé « ${tag} ».`,
    q: (q: string) => `Cherche uniquement dans les résultats pour « ${q} ».`,
    searchAll: 'Chercher dans tous les articles',
    searchAllFor: (text: string) => `Chercher « ${text} » dans tous les articles`,
    sidebar: 'Cherche dans tous les articles, quelle que soit la liste affichée.',
  },
  sortBy: 'Trier par',
  sorts: {
    latest: 'Plus récents',
    oldest: 'Plus anciens',
    popularity: 'Plus populaires',
  },
  sort: 'Trier',
  layout: 'Affichage',
  listView: 'Vue en liste',
  gridView: 'Vue en grille',
  count: (n: number) => `${n} ${plural('fr', n, 'article', 'articles')}`,
  pageOf: (page: number, count: number) => `, page ${page} sur ${count}`,
  pagesLabel: 'Pages du blog',
  tags: 'Mots-clés',
  minRead: (n: number) => `${n} min de lecture`,
  sidebar: 'Barre latérale du blog',
  searchBlog: 'Rechercher dans le blog',
  searchArticles: 'Rechercher un article',
  categories: 'Catégories',
  articlesHidden: (n: number) => ` ${plural('fr', n, 'article', 'articles')}`,
  popularTags: 'Mots-clés populaires',
  recentPosts: 'Articles récents',
  // The spec's messages of these pages.
  messages: {
    notFound: 'Article introuvable. Il a peut-être été supprimé, ou l’adresse est incorrecte.',
    backToBlog: 'Retour au blog',
    backToAll: 'Retour à tous les articles',
    emptyTitle: 'Aucun article trouvé',
    emptyHint: 'Modifiez votre recherche ou vos filtres pour trouver ce que vous cherchez',
    linkCopiedTitle: 'Lien copié',
    linkCopiedDescription: 'L’adresse de l’article a été copiée dans le presse-papiers',
    latest: 'Derniers articles',
    intro: 'Notre blog',
    category: (value: string) => `Catégorie : ${value}`,
    tag: (value: string) => `Mot-clé : ${value}`,
    search: (value: string) => `Résultats pour : ${value}`,
    moreTags: (n: number) => `+\u00a0${n}\u00a0${plural('fr', n, 'autre', 'autres')}`,
  },
};

export default blog;
