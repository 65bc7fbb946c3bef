// The board kit (issue 12): cards grouped by status with their transitions menus, and the board/table toggle.
// Screens compose these with the list kit's filter toolbar (components/table); PrimeReact stays behind
// components/ui.
export * from './board';
export * from './board-keys';
export * from './use-board-limits';
export * from './view-toggle';
