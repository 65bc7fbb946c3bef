import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILTER_DEBOUNCE_MS, type AddressSuggestion } from '@portal/contracts';
import { AutoComplete } from '../../../components/ui';
import { useAddressSuggestions } from '../api/autocomplete-address';

/** Fewer characters match too much to help; 'H2' or 'Sh' already narrows to a few places. */
const MINIMUM_QUERY_LENGTH = 2;

export interface AddressAutocompleteFieldProps {
  readonly inputId: string;
  readonly value: string | null | undefined;
  /** The text as typed, or the street part of a chosen suggestion (the street address stays free text). */
  readonly onChange: (text: string) => void;
  readonly onBlur: () => void;
  /** A suggestion was chosen: the form fills city, province, postal code and country (the pin follows). */
  readonly onSuggestionChosen: (suggestion: AddressSuggestion) => void;
  readonly invalid?: boolean;
}

function suggestionItem(suggestion: AddressSuggestion) {
  return <span className="address-suggestion">{suggestion.label}</span>;
}

/**
 * spec 001 §7 autocompleteAddress: the address box suggests places and postal codes as staff type, asking the
 * server 500 ms after the last key (spec 001 §9 debounce), and says so when nothing matched. Choosing a
 * suggestion leaves only its street in the box: the place typed to find it ('Sherbrooke', 'H2X 1Y4') goes to
 * the city and postal code fields, not into the street address (decision 074).
 */
export function AddressAutocompleteField({
  inputId,
  value,
  onChange,
  onBlur,
  onSuggestionChosen,
  invalid = false,
}: AddressAutocompleteFieldProps) {
  const { t } = useTranslation();
  const findSuggestions = useAddressSuggestions();
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  // Answers can arrive out of order; only the latest question's answer is shown.
  const latestQuery = useRef(0);

  return (
    <AutoComplete
      inputId={inputId}
      value={value ?? ''}
      suggestions={suggestions}
      field="label"
      delay={FILTER_DEBOUNCE_MS}
      minLength={MINIMUM_QUERY_LENGTH}
      itemTemplate={suggestionItem}
      showEmptyMessage
      emptyMessage={t('companies.noAddressMatch')}
      completeMethod={(event) => {
        latestQuery.current += 1;
        const query = latestQuery.current;
        void findSuggestions(event.query).then((found) => {
          if (query === latestQuery.current) setSuggestions(found);
        });
      }}
      onChange={(event) => {
        // A chosen suggestion arrives here as an object too; onSelect handles it.
        if (typeof event.value === 'string') onChange(event.value);
      }}
      onSelect={(event) => {
        const suggestion = event.value;
        onChange(suggestion.address ?? '');
        onSuggestionChosen(suggestion);
      }}
      onBlur={onBlur}
      invalid={invalid}
      aria-invalid={invalid}
    />
  );
}
