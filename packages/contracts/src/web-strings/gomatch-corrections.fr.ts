import type { gomatchCorrectionsEn } from './gomatch-corrections.en';

/** GoMatch's learned corrections (issue 13) — the French words. */
export const gomatchCorrectionsFr: typeof gomatchCorrectionsEn = {
  link: 'Corrections apprises',
  search: 'Rechercher un texte reçu ou un produit',
  inputText: 'Texte reçu',
  product: 'Produit',
  size: 'Format',
  specs: 'Spécifications',
  learnedBy: 'Apprise par',
  learnedAt: 'Quand',
  timesTaught: 'Fois enseignée',
  deleteRecord: 'Supprimer la correction de {{text}}',
  deleteTitle: 'Supprimer la correction apprise',
  deleteSelected: 'Supprimer la sélection ({{count}})',
  deleteSelectedTitle: 'Supprimer les corrections apprises',
  deleteSelectedConfirm_one: 'Voulez-vous vraiment supprimer {{count}} correction apprise?',
  deleteSelectedConfirm_other: 'Voulez-vous vraiment supprimer {{count}} corrections apprises?',
  deletedSelected_one: '{{count}} correction apprise supprimée avec succès.',
  deletedSelected_other: '{{count}} corrections apprises supprimées avec succès.',
};
