import type { boardEn } from './board.en';

/** The board kit: cards by status and the board/table toggle — the French words. */
export const boardFr: typeof boardEn = {
  loading: 'Chargement des cartes…',
  empty: 'Aucune carte ne correspond à ces filtres.',
  columnEmpty: 'Aucune carte',
  count_one: '{{count}} carte',
  count_other: '{{count}} cartes',
  shown: '{{shown}} sur {{total}} affichées',
  loadMore: 'Charger plus',
  loadMoreIn: 'Charger plus de cartes « {{status}} »',
  cardActions: 'Actions de {{name}}',
  keyboardHelp:
    'Les flèches passent d’une carte et d’une colonne à l’autre, Début et Fin vont à la première et à la dernière carte d’une colonne. Entrée ouvre une carte; Maj+F10 ouvre ses actions.',
  view: 'Affichage',
  boardView: 'Tableau',
  tableView: 'Table',
};
