// The reference-data layer (issue 12, decision 121): the bounded lists forms and filters pick from, and the
// searches behind the pickers of components/form/pickers.tsx. Features import these instead of fetching their own.
export * from './lookups';
export * from './reference-lists';
export * from './use-reference-options';
