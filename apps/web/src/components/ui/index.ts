// The only door to PrimeReact for features and layout (eslint no-restricted-imports enforces it), so the UI kit
// can be themed, upgraded or replaced in one place.
export * from './auto-complete';
export * from './avatar';
export * from './breadcrumb';
export * from './button';
export * from './card';
export * from './checkbox';
export * from './chips';
export * from './confirm';
export * from './data-table';
export * from './dialog';
export * from './dropdown';
export * from './input-number';
export * from './input-switch';
export * from './input-text';
export * from './menubar';
export * from './message';
export * from './navigation-menu';
export * from './overlay-panel';
export * from './password';
export * from './popup-menu';
export * from './progress-spinner';
export * from './sidebar';
export * from './slider';
export * from './tag';
export * from './toast';
export * from './ui-provider';
