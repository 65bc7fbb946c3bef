/** The board kit: cards by status and the board/table toggle — the English words and the shape the French must match. */
export const boardEn = {
  loading: 'Loading cards…',
  empty: 'No cards match these filters.',
  columnEmpty: 'No cards',
  count_one: '{{count}} card',
  count_other: '{{count}} cards',
  shown: '{{shown}} of {{total}} shown',
  loadMore: 'Load More',
  loadMoreIn: 'Load more {{status}} cards',
  cardActions: 'Actions for {{name}}',
  keyboardHelp:
    'Arrow keys move between cards and columns, Home and End to the first and last card of a column. Enter opens a card; Shift+F10 opens its actions.',
  view: 'View',
  boardView: 'Board',
  tableView: 'Table',
};
