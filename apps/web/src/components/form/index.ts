// The form kit (issue 12): one editor hook, its view with the outdated notice and the save bar, and fields that
// carry their label and error. PrimeReact stays behind components/ui.
export * from './editor-dialog';
export * from './editor-form-view';
export * from './fields';
export * from './outdated-notice';
export * from './use-editor-form';
export * from './field-error';
export * from './pickers';
export * from './use-latest-suggestions';
export * from './form-state';
export * from './use-draft-editor-form';
