import { useCallback, useState } from 'react';
import { FILTER_DEBOUNCE_MS, ProductSizeType } from '@portal/contracts';
import { pickerOptionItem, useLatestSuggestions, type PickerOption } from '../../../components/form';
import { AutoComplete } from '../../../components/ui';
import { searchProductSizes } from '../../../lib/reference-data';
import type { SpecChoice } from './spec-selection';

/** The first matches of the text among sizes (1) or specs (2), typo-tolerant, a page at most (issue 5). */
function useLibrarySearch(typeId: number) {
  return useLatestSuggestions(
    useCallback(
      (text: string, signal: AbortSignal) => searchProductSizes(typeId, text, { signal }),
      [typeId],
    ),
  );
}

export interface SizePickerProps {
  readonly inputId: string;
  readonly placeholder: string;
  readonly onPick: (size: PickerOption) => void;
}

/** Adds a size to a product: searches the size library as the user types, then empties itself. */
export function SizePicker({ inputId, placeholder, onPick }: SizePickerProps) {
  const { suggestions, complete } = useLibrarySearch(ProductSizeType.ids.SIZE);
  const [text, setText] = useState<string | PickerOption>('');
  return (
    <AutoComplete
      inputId={inputId}
      value={text}
      suggestions={suggestions}
      field="name"
      delay={FILTER_DEBOUNCE_MS}
      dropdown
      placeholder={placeholder}
      itemTemplate={pickerOptionItem}
      completeMethod={(event) => complete(event.query)}
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
  const { suggestions, complete } = useLibrarySearch(ProductSizeType.ids.SPEC);
  return (
    <AutoComplete
      inputId={inputId}
      multiple
      value={value.map((spec): PickerOption => ({ id: spec.id, name: spec.name }))}
      suggestions={suggestions}
      field="name"
      delay={FILTER_DEBOUNCE_MS}
      placeholder={value.length === 0 ? placeholder : undefined}
      itemTemplate={pickerOptionItem}
      completeMethod={(event) => complete(event.query)}
      onChange={(event) => {
        const selected = (Array.isArray(event.value) ? event.value : []) as readonly PickerOption[];
        onChange(selected.map((spec) => ({ id: spec.id, name: spec.name })));
      }}
      invalid={invalid}
    />
  );
}
