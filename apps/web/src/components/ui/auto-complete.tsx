export {
  AutoComplete,
  type AutoCompleteProps,
  type AutoCompleteChangeEvent,
  type AutoCompleteCompleteEvent,
} from 'primereact/autocomplete';
