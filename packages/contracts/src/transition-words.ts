import { menuTranslationKey } from './api/settings';
import { confirmationMessage, type ConfirmationKey } from './messages';
import { TRANSITIONS } from './transitions';

/**
 * The words of the status menus in French (docs/decisions/108-board-words-and-confirmations.md): each transition's
 * label (transitions.ts) and each confirmation (messages.ts CONFIRMATIONS) go through the dictionary, so a board,
 * a record page or a grid shows them in the user's language and staff can correct them in Translation Settings.
 * The English stays where it is written once; only the French lives here.
 */

/** The French of every label of the transitions table, by its English. transition-words.test.ts fails on a gap. */
export const TRANSITION_LABELS_FR: Readonly<Record<string, string>> = {
  Cancel: 'Annuler',
  Reinstate: 'Rétablir',
  Archive: 'Archiver',
  Release: 'Libérer',
  'Pick Up': 'Prendre en charge',
  'Save & Complete': 'Enregistrer et terminer',
  'Move Back to WIP and Save': 'Remettre en cours et enregistrer',
  'Create Quote': 'Créer un devis',
  'Place Order': 'Passer la commande',
  'Move Back to WIP': 'Remettre en cours',
  Publish: 'Publier',
  Republish: 'Republier',
  Return: 'Retourner',
  'Move to WIP': 'Mettre en cours',
  // The action log's words for the same moves (labels.ts ActionLogAction), so the menu and the log agree.
  'Move Back to New': 'Remettre à nouveau',
  'Move to Planning Delivery': 'Passer à la planification de la livraison',
  Complete: 'Terminer',
  'Move Back to Planning Delivery': 'Remettre en planification de la livraison',
  'Move to Draft': 'Remettre en brouillon',
  Delete: 'Supprimer',
  'Mark Substituted': 'Marquer comme substitué',
  'Revert to Original': "Revenir à l'original",
  'Mark Unavailable': 'Marquer comme non disponible',
  'Mark Available': 'Marquer comme disponible',
};

/** The dictionary key of a transition's label: 'Move to WIP' → 'transition.moveToWip'. One key per wording. */
export function transitionLabelKey(label: string): string {
  return menuTranslationKey(label).replace(/^menu\./, 'transition.');
}

/** The French of each confirmation; `{{number}}` is the record's number. */
export const CONFIRMATIONS_FR: Readonly<Record<ConfirmationKey, string>> = {
  cancelQuote: 'Voulez-vous vraiment annuler le devis {{number}}?',
  reinstateQuote: 'Voulez-vous vraiment rétablir le devis {{number}}?',
  placeOrder: 'Voulez-vous vraiment passer une commande à partir du devis {{number}}?',
  publishQuote: 'Voulez-vous vraiment publier le devis {{number}}?',
  cancelOrder: 'Voulez-vous vraiment annuler la commande {{number}}?',
  reinstateOrder: 'Voulez-vous vraiment rétablir la commande {{number}}?',
  completeOrder: 'Voulez-vous vraiment terminer la commande {{number}}?',
  publishOrder: 'Voulez-vous vraiment publier la commande {{number}}?',
  publishOrderUnassigned:
    'Certains articles de la commande {{number}} ne sont affectés à aucune livraison. Voulez-vous vraiment la publier?',
  publishDelivery: 'Voulez-vous vraiment publier la livraison {{number}}?',
  moveDeliveryToDraft:
    'Voulez-vous vraiment remettre la livraison {{number}} en brouillon? Elle devra être publiée de nouveau pour être réservée.',
  deleteDelivery: 'Voulez-vous vraiment supprimer la livraison {{number}}? Cette action est irréversible.',
  deleteItem: 'Voulez-vous vraiment supprimer cette ligne?',
  deleteLines: 'Voulez-vous vraiment supprimer les lignes sélectionnées?',
  mergeDeliveries: 'Voulez-vous vraiment fusionner ces livraisons? Cette action est irréversible.',
  deleteBolAttachment: 'Voulez-vous vraiment supprimer le connaissement signé de la livraison {{number}}?',
  relaunchGoMatch:
    'Voulez-vous vraiment relancer GoMatch sur le devis {{number}}? Le travail fait sur ses articles sera perdu.',
  relaunchGoMatchLine:
    'Voulez-vous vraiment relancer GoMatch sur cette ligne? Le travail fait sur elle sera perdu.',
  overrideSellerAlternatives:
    'Cette ligne a déjà un vendeur et des prix. Voulez-vous vraiment les remplacer par le vendeur choisi?',
  changeSellerDeletesPictures:
    'Changer de vendeur supprime les photos que le vendeur précédent a envoyées pour cet article. Voulez-vous vraiment le changer?',
};

/**
 * The confirmations as message templates (message-templates.ts): the web's confirm dialog reads a filled-in
 * sentence ('… cancel quote Q-1042?') back into its template and shows the French with the same number.
 */
export const CONFIRMATION_TEMPLATES: readonly { key: string; en: string; fr: string }[] = (
  Object.keys(CONFIRMATIONS_FR) as ConfirmationKey[]
).map((key) => ({
  key: `template.confirmation.${key}`,
  en: confirmationMessage(key, '{{number}}'),
  fr: CONFIRMATIONS_FR[key],
}));

/** The labels of the transitions table as dictionary entries, one per distinct wording. */
export function transitionLabelEntries(): { key: string; en: string; fr: string | null }[] {
  const labels = [...new Set(TRANSITIONS.map((transition) => transition.label))];
  return labels.map((label) => ({
    key: transitionLabelKey(label),
    en: label,
    fr: TRANSITION_LABELS_FR[label] ?? null,
  }));
}
