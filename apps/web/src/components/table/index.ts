// The list kit (issue 12): a URL-backed, server-paged table with its filters, tools and row actions. Screens
// compose these; PrimeReact stays behind components/ui.
export * from './column-chooser';
export * from './filter-toolbar';
export * from './list-table';
export * from './load-failure';
export * from './local-list';
export * from './use-local-list';
export * from './row-actions';
export * from './list-tools';
export * from './saved-views-menu';
export * from './filter-specs';
export * from './list-screen';
export * from './use-confirm-delete';
export * from './paged-list';
export * from './use-record-editor';
export * from './status-views';
