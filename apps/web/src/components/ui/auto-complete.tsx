import './auto-complete.css';

export {
  AutoComplete,
  type AutoCompleteProps,
  type AutoCompleteChangeEvent,
  type AutoCompleteCompleteEvent,
} from 'primereact/autocomplete';

/** Add to a `multiple` AutoComplete's className to keep its chips on one line (a grid cell). */
export const AUTO_COMPLETE_INLINE_CLASS = 'ui-autocomplete-inline';
