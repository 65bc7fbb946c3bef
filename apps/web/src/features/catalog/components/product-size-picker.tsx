import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FILTER_DEBOUNCE_MS, ProductSizeType } from '@portal/contracts';
import { AutoComplete } from '../../../components/ui';
import { getProductSizePageQueryOptions } from '../api/get-product-size-page';
import type { SpecChoice } from './spec-selection';

/** How many matches a picker asks for: a page to choose from, never the whole library (issue 5). */
export const PICKER_MATCH_COUNT = 20;

/** A match offered by a picker: what the user needs to tell two sizes or specs apart. */
export interface LibraryOption {
  readonly id: number;
  readonly name: string;
  readonly categoryName?: string;
}

/** Asks the server for the first matches of the text among sizes (1) or specs (2), typo-tolerant. */
function useLibrarySearch(typeId: number) {
  const queryClient = useQueryClient();
  const [suggestions, setSuggestions] = useState<LibraryOption[]>([]);
  const search = (text: string) => {
    const trimmed = text.trim();
    queryClient
      .fetchQuery(
        getProductSizePageQueryOptions({
          page: 1,
          size: PICKER_MATCH_COUNT,
          typeId,
          ...(trimmed !== '' ? { search: trimmed } : {}),
        }),
      )
      .then((page) =>
        setSuggestions(
          page.rows.map((size) => ({ id: size.id, name: size.name, categoryName: size.categoryName })),
        ),
      )
      .catch(() => setSuggestions([]));
  };
  return { suggestions, search };
}

function optionOf(size: LibraryOption) {
  return (
    <div className="catalog-option">
      <span>{size.name}</span>
      <small>{size.categoryName}</small>
    </div>
  );
}

export interface SizePickerProps {
  readonly inputId: string;
  readonly placeholder: string;
  readonly onPick: (size: LibraryOption) => void;
}

/** Adds a size to a product: searches the size library as the user types, then empties itself. */
export function SizePicker({ inputId, placeholder, onPick }: SizePickerProps) {
  const { suggestions, search } = useLibrarySearch(ProductSizeType.ids.SIZE);
  const [text, setText] = useState<string | LibraryOption>('');
  return (
    <AutoComplete
      inputId={inputId}
      value={text}
      suggestions={suggestions}
      field="name"
      delay={FILTER_DEBOUNCE_MS}
      dropdown
      placeholder={placeholder}
      itemTemplate={optionOf}
      completeMethod={(event) => search(event.query)}
      onChange={(event) => setText(event.value ?? '')}
      onSelect={(event) => {
        onPick(event.value);
        setText('');
      }}
    />
  );
}

export interface SpecsPickerProps {
  readonly inputId: string;
  readonly placeholder: string;
  readonly value: readonly SpecChoice[];
  /** Receives the selection the user made (it may be over the limit: the caller decides). */
  readonly onChange: (specs: readonly SpecChoice[]) => void;
  readonly invalid?: boolean;
}

/** A product item's specs: several, picked from the spec library searched as the user types. */
export function SpecsPicker({ inputId, placeholder, value, onChange, invalid }: SpecsPickerProps) {
  const { suggestions, search } = useLibrarySearch(ProductSizeType.ids.SPEC);
  return (
    <AutoComplete
      inputId={inputId}
      multiple
      value={value.map((spec): LibraryOption => ({ id: spec.id, name: spec.name }))}
      suggestions={suggestions}
      field="name"
      delay={FILTER_DEBOUNCE_MS}
      placeholder={value.length === 0 ? placeholder : undefined}
      itemTemplate={optionOf}
      completeMethod={(event) => search(event.query)}
      onChange={(event) => {
        const selected = (Array.isArray(event.value) ? event.value : []) as readonly LibraryOption[];
        onChange(selected.map((spec) => ({ id: spec.id, name: spec.name })));
      }}
      invalid={invalid}
    />
  );
}
