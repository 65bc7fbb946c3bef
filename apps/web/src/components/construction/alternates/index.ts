// A quote line's or an order item's alternates (decision 173): the editor, its dialogs and what the saves send.
export * from './alternates';
export * from './alternates-editor';
export * from './alternate-form-dialog';
export * from './import-alternates-dialog';
export * from './use-import-candidates';
export * from './line-alternates-editor';
