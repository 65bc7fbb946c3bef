/**
 * The icons the portal uses, by meaning. Features name an icon ('edit', 'delete'); the icon font behind it is this
 * layer's business (PrimeIcons today), so no `pi pi-*` class is written outside components/ui.
 */
export const ICONS = {
  add: 'pi pi-plus',
  edit: 'pi pi-pencil',
  delete: 'pi pi-trash',
  activate: 'pi pi-check-circle',
  deactivate: 'pi pi-ban',
  unlock: 'pi pi-lock-open',
  password: 'pi pi-key',
  refresh: 'pi pi-refresh',
  search: 'pi pi-search',
  filter: 'pi pi-filter',
  clearFilter: 'pi pi-filter-slash',
  columns: 'pi pi-table',
  views: 'pi pi-bookmark',
  link: 'pi pi-link',
  open: 'pi pi-external-link',
  history: 'pi pi-history',
  check: 'pi pi-check',
  close: 'pi pi-times',
  more: 'pi pi-ellipsis-v',
  board: 'pi pi-th-large',
  table: 'pi pi-list',
  star: 'pi pi-star-fill',
  starOutline: 'pi pi-star',
  upload: 'pi pi-upload',
  download: 'pi pi-download',
  image: 'pi pi-image',
  map: 'pi pi-map-marker',
  back: 'pi pi-arrow-left',
  save: 'pi pi-save',
  warning: 'pi pi-exclamation-triangle',
  // The line-item grid (components/grid): line menu and cell errors.
  copy: 'pi pi-copy',
  moveUp: 'pi pi-arrow-up',
  moveDown: 'pi pi-arrow-down',
  restore: 'pi pi-undo',
  revert: 'pi pi-replay',
  error: 'pi pi-exclamation-circle',
  // The quote workspaces: the matching engine and its alternatives, marking lines reviewed.
  relaunch: 'pi pi-bolt',
  choose: 'pi pi-chevron-down',
  review: 'pi pi-check-square',
  // An order's status moves forward (the order status actions).
  forward: 'pi pi-arrow-right',
  // A printable document (the bill of lading).
  print: 'pi pi-print',
} as const;

export type IconName = keyof typeof ICONS;

/** The icon font class of an icon name. */
export function iconClass(name: IconName): string {
  return ICONS[name];
}
