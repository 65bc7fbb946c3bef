import type { savedViewsEn } from './saved-views.en';

/** Saved views: a table's named filters, sort and columns — the French words. */
export const savedViewsFr: typeof savedViewsEn = {
  menuButton: 'Vues',
  menuLabel: 'Vues enregistrées',
  myViews: 'Mes vues',
  noViews: 'Aucune vue enregistrée',
  saveCurrent: 'Enregistrer la vue actuelle…',
  manage: 'Gérer les vues…',
  saveTitle: 'Enregistrer la vue actuelle',
  renameTitle: 'Renommer la vue',
  manageTitle: 'Vues enregistrées',
  listLabel: 'Vos vues enregistrées de ce tableau',
  name: 'Nom',
  replaceQuery: 'Remplacer ses filtres, son tri et ses colonnes par ceux affichés',
  save: 'Enregistrer',
  cancel: 'Annuler',
  openNamed: 'Ouvrir la vue {{name}}',
  copyLink: 'Copier le lien',
  copyLinkNamed: 'Copier le lien de la vue {{name}}',
  rename: 'Renommer',
  renameNamed: 'Renommer la vue {{name}}',
  delete: 'Supprimer',
  deleteNamed: 'Supprimer la vue {{name}}',
  deleteTitle: 'Supprimer la vue',
  linkCopied: 'Le lien de la vue « {{name}} » est dans le presse-papiers.',
  copyManually: 'Copiez ce lien : {{link}}',
  duplicateName: 'Vous avez déjà une vue nommée « {{name}} » pour ce tableau.',
  limitReached:
    'Vous pouvez garder au plus {{max}} vues enregistrées par tableau. Supprimez-en une avant d’en enregistrer une autre.',
  loadFailed: 'Vos vues enregistrées n’ont pas pu être chargées.',
};
