import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FILTER_DEBOUNCE_MS, ProductSizeType, type AddressSuggestion } from '@portal/contracts';
import { AutoComplete, iconClass } from '../ui';
import {
  getPickedProductQueryOptions,
  searchActiveUsers,
  searchCompanies,
  searchProducts,
  productSizeChoices,
  searchProductSizes,
  searchTransporters,
  useAddressSuggestions,
  useReferenceOptions,
  type PickerOption,
  type ReferenceListName,
  type ReferenceOptionsSettings,
} from '../../lib/reference-data';
import { ControlledField, SelectField, type FieldBase } from './fields';
import { useLatestSuggestions } from './use-latest-suggestions';
import './pickers.css';

/**
 * The pickers of the form kit (issue 12, decision 121): a record chosen by typing its name — a company (of a
 * type), a transporter, a user of a role, a product, a size or spec, an address — and a select fed by the
 * reference-data layer. Each is a form field like fields.tsx's: its label, its error under it, the ARIA tying
 * them, id `${idPrefix}-${name}`. A picker's value in the form is the record's id (null when none); the name it
 * shows is the chosen suggestion's, or `selectedName` for a record loaded with only its id and name.
 */

export type { PickerOption } from '../../lib/reference-data';

export interface RecordPickerFieldProps<TInput extends FieldValues, TOutput> extends FieldBase<
  TInput,
  TOutput
> {
  /** The name of the id the form starts with (a loaded record carries its company's id and name). */
  readonly selectedName?: string | null | undefined;
  /** A suggestion was chosen (the whole option), or the choice was cleared (null). */
  readonly onChosen?: (option: PickerOption | null) => void;
  readonly placeholder?: string;
}

/** A suggestion as the pickers show it: the name, and what tells two namesakes apart. */
export function pickerOptionItem(option: PickerOption) {
  return (
    <span className="picker-option">
      <span>{option.name}</span>
      {option.detail ? <small className="picker-option__detail">{option.detail}</small> : null}
    </span>
  );
}

interface RecordSearchBoxProps {
  readonly inputId: string;
  readonly value: number | null;
  readonly selectedName: string | null | undefined;
  readonly search: (text: string, signal: AbortSignal) => Promise<PickerOption[]>;
  readonly onChange: (id: number | null) => void;
  readonly onBlur: () => void;
  readonly onChosen: ((option: PickerOption | null) => void) | undefined;
  readonly invalid: boolean;
  readonly describedBy: string | undefined;
  readonly disabled: boolean;
  readonly placeholder: string | undefined;
}

/**
 * The text box of a record picker: asks the server 500 ms after the last key (spec 001 §9), shows only the
 * latest question's answer, and keeps the form's id until another record is chosen or the box is emptied.
 * Unfinished typing is dropped on leaving the box (the chosen record shows again), unless it names one of the
 * suggestions exactly — then that one is chosen.
 */
function RecordSearchBox({
  inputId,
  value,
  selectedName,
  search,
  onChange,
  onBlur,
  onChosen,
  invalid,
  describedBy: describedByIds,
  disabled,
  placeholder,
}: RecordSearchBoxProps) {
  const { t } = useTranslation();
  const { suggestions, complete } = useLatestSuggestions(search);
  // What is typed while searching; null when the box shows the chosen record.
  const [typed, setTyped] = useState<string | null>(null);
  const [chosen, setChosen] = useState<PickerOption | null>(null);

  const current: PickerOption | null =
    value === null
      ? null
      : chosen?.id === value
        ? chosen
        : { id: value, name: selectedName ?? String(value) };

  const choose = (option: PickerOption | null) => {
    setTyped(null);
    setChosen(option);
    if ((option?.id ?? null) !== value) onChange(option?.id ?? null);
    onChosen?.(option);
  };

  return (
    <AutoComplete
      inputId={inputId}
      value={typed ?? current ?? ''}
      suggestions={suggestions}
      field="name"
      delay={FILTER_DEBOUNCE_MS}
      itemTemplate={pickerOptionItem}
      showEmptyMessage
      emptyMessage={t('form.noMatch')}
      disabled={disabled}
      placeholder={placeholder}
      completeMethod={(event) => complete(event.query)}
      onChange={(event) => {
        const next = event.value as PickerOption | string | null | undefined;
        if (next !== null && typeof next === 'object') {
          choose(next);
        } else if (!next || next.trim() === '') {
          // An emptied box clears the choice at once.
          choose(null);
        } else {
          setTyped(next);
        }
      }}
      onBlur={() => {
        if (typed !== null) {
          const text = typed.trim().toLowerCase();
          const named = suggestions.find((option) => option.name.trim().toLowerCase() === text);
          if (named) choose(named);
          else setTyped(null);
        }
        onBlur();
      }}
      invalid={invalid}
      aria-invalid={invalid}
      aria-describedby={describedByIds}
    />
  );
}

export interface LookupPickerFieldProps<TInput extends FieldValues, TOutput> extends RecordPickerFieldProps<
  TInput,
  TOutput
> {
  /** The bounded search for what was typed (lib/reference-data's searches). */
  readonly search: (text: string, signal: AbortSignal) => Promise<PickerOption[]>;
}

/** A record chosen by typing: the base of every record picker, for a lookup the kit does not name. */
export function LookupPickerField<TInput extends FieldValues, TOutput>({
  selectedName,
  onChosen,
  placeholder,
  search,
  ...props
}: LookupPickerFieldProps<TInput, TOutput>) {
  return (
    <ControlledField
      {...props}
      render={(field, frame) => (
        <RecordSearchBox
          inputId={frame.id}
          value={typeof field.value === 'number' ? field.value : null}
          selectedName={selectedName}
          search={search}
          onChange={field.onChange}
          onBlur={field.onBlur}
          onChosen={onChosen}
          invalid={frame.invalid}
          describedBy={frame.describedBy}
          disabled={props.disabled ?? false}
          placeholder={placeholder}
        />
      )}
    />
  );
}

/** A company by name (and city): of one company type (spec 001 §7 companiesByTypeId/{id}), or of any type. */
export function CompanyPickerField<TInput extends FieldValues, TOutput>({
  companyTypeId,
  ...props
}: RecordPickerFieldProps<TInput, TOutput> & { readonly companyTypeId?: number | undefined }) {
  const search = useCallback(
    (text: string, signal: AbortSignal) => searchCompanies(text, { signal, companyTypeId }),
    [companyTypeId],
  );
  return <LookupPickerField {...props} search={search} />;
}

/** A transporter by name (and city) (spec 001 §7 transporters). */
export function TransporterPickerField<TInput extends FieldValues, TOutput>(
  props: RecordPickerFieldProps<TInput, TOutput>,
) {
  const search = useCallback((text: string, signal: AbortSignal) => searchTransporters(text, { signal }), []);
  return <LookupPickerField {...props} search={search} />;
}

/**
 * An active user of a role (or of one of several roles) by name or email (spec 001 §7 activeUsers/{role}): an
 * owner, a buyer contact — of one company when `companyId` is given (decision 144).
 */
export function UserPickerField<TInput extends FieldValues, TOutput>({
  roleId,
  companyId,
  ...props
}: RecordPickerFieldProps<TInput, TOutput> & {
  /** A role, or several (a stable array: a module constant). */
  readonly roleId: number | readonly number[];
  readonly companyId?: number | undefined;
}) {
  const search = useCallback(
    (text: string, signal: AbortSignal) => searchActiveUsers(roleId, text, { signal, companyId }),
    [roleId, companyId],
  );
  return <LookupPickerField {...props} search={search} />;
}

/**
 * Several active users of a role (or roles) by name or email (spec 001 §7 activeUsers/{role}): a delivery's
 * co-owners (spec 000 §3 cosOwnerUsers). The form holds the chosen users, `{ id, name }`, shown as chips; typing
 * asks the server as the single picker does, a chosen user is not offered again, and Backspace in an empty box
 * removes the last one. `max` stops a longer list (the payload's own limit).
 */
export function UsersPickerField<TInput extends FieldValues, TOutput>({
  roleId,
  max,
  placeholder,
  ...props
}: FieldBase<TInput, TOutput> & {
  /** A role, or several (a stable array: a module constant). */
  readonly roleId: number | readonly number[];
  readonly max?: number;
  readonly placeholder?: string;
}) {
  const { t } = useTranslation();
  const search = useCallback(
    (text: string, signal: AbortSignal) => searchActiveUsers(roleId, text, { signal }),
    [roleId],
  );
  const { suggestions, complete } = useLatestSuggestions(search);
  return (
    <ControlledField
      {...props}
      render={(field, frame) => {
        const chosen = (Array.isArray(field.value) ? field.value : []) as readonly PickerOption[];
        const chosenIds = new Set(chosen.map((option) => option.id));
        return (
          <AutoComplete
            inputId={frame.id}
            multiple
            value={chosen.map((option): PickerOption => ({ id: option.id, name: option.name }))}
            suggestions={suggestions.filter((option) => !chosenIds.has(option.id))}
            field="name"
            delay={FILTER_DEBOUNCE_MS}
            itemTemplate={pickerOptionItem}
            showEmptyMessage
            emptyMessage={t('form.noMatch')}
            selectionLimit={max}
            disabled={props.disabled ?? false}
            placeholder={chosen.length === 0 ? placeholder : undefined}
            completeMethod={(event) => complete(event.query)}
            onChange={(event) => {
              const next = (Array.isArray(event.value) ? event.value : []) as readonly PickerOption[];
              field.onChange(next.map((option) => ({ id: option.id, name: option.name })));
            }}
            // The kit's own remove icon is named 'Clear' on every chip: a screen reader could not tell whose it
            // removes. Each chip carries its own button, named after the person, and the kit's icon is left out.
            removeTokenIcon={() => null}
            selectedItemTemplate={(option: PickerOption) => (
              <>
                <span>{option.name}</span>
                {props.disabled ? null : (
                  <button
                    type="button"
                    className="users-picker__remove"
                    aria-label={t('form.removePerson', { name: option.name })}
                    onClick={(event) => {
                      // The chips' box would otherwise take the click and open the suggestions.
                      event.stopPropagation();
                      field.onChange(
                        chosen
                          .filter((entry) => entry.id !== option.id)
                          .map((entry) => ({ id: entry.id, name: entry.name })),
                      );
                    }}
                  >
                    <span className={iconClass('close')} aria-hidden="true" />
                  </button>
                )}
              </>
            )}
            onBlur={field.onBlur}
            invalid={frame.invalid}
            aria-invalid={frame.invalid}
            aria-describedby={frame.describedBy}
          />
        );
      }}
    />
  );
}

/** A product by Latin or common name, cultivar or SKU, ranked by the catalog search (decision 051). */
export function ProductPickerField<TInput extends FieldValues, TOutput>({
  linkableOnly,
  ...props
}: RecordPickerFieldProps<TInput, TOutput> & {
  /** Only products a quote or order line may link to (decision 050). */
  readonly linkableOnly?: boolean;
}) {
  const search = useCallback(
    (text: string, signal: AbortSignal) =>
      searchProducts(text, { signal, ...(linkableOnly ? { linkableOnly } : {}) }),
    [linkableOnly],
  );
  return <LookupPickerField {...props} search={search} />;
}

export type SizeSpecKind = 'size' | 'spec';

/**
 * A size (or a spec) of the catalog (spec 001 §3 product size): with a product chosen, one of the sizes or specs
 * that product comes in (its items), matched by the typed text; without one, the size or spec library searched
 * on the server as Size & Spec Management does (typo-tolerant). The value is the product size id.
 */
export function SizeSpecPickerField<TInput extends FieldValues, TOutput>({
  kind,
  productId,
  ...props
}: RecordPickerFieldProps<TInput, TOutput> & {
  readonly kind: SizeSpecKind;
  /** The product whose sizes (or specs) are offered; null or absent: the whole library. */
  readonly productId?: number | null | undefined;
}) {
  const product = useQuery({
    ...getPickedProductQueryOptions(productId ?? 0),
    enabled: productId != null,
  });
  const items = product.data?.items;
  const search = useCallback(
    async (text: string, signal: AbortSignal): Promise<PickerOption[]> => {
      const typeId = kind === 'size' ? ProductSizeType.ids.SIZE : ProductSizeType.ids.SPEC;
      if (productId == null) return searchProductSizes(typeId, text, { signal });
      const wanted = text.trim().toLowerCase();
      return productSizeChoices(items ?? [], typeId).filter((choice) =>
        choice.name.toLowerCase().includes(wanted),
      );
    },
    [items, kind, productId],
  );
  return <LookupPickerField {...props} search={search} />;
}

/** Beyond this many options a reference select offers a filter box. */
const LONG_LIST = 12;

/** Fewer characters match too much to help; 'H2' or 'Sh' already narrows to a few places. */
const ADDRESS_MINIMUM_QUERY_LENGTH = 2;

export interface AddressAutocompleteProps {
  readonly inputId: string;
  readonly value: string | null | undefined;
  /** The text as typed, or the street part of a chosen suggestion (the street address stays free text). */
  readonly onChange: (text: string) => void;
  readonly onBlur: () => void;
  /** A suggestion was chosen: its parsed parts (city, province, postal code, country, coordinates). */
  readonly onSuggestionChosen: (suggestion: AddressSuggestion) => void;
  readonly invalid?: boolean;
  readonly 'aria-describedby'?: string | undefined;
  readonly disabled?: boolean;
}

function suggestionItem(suggestion: AddressSuggestion) {
  return <span className="address-suggestion">{suggestion.label}</span>;
}

/**
 * spec 001 §7 autocompleteAddress: the address box suggests places and postal codes as staff type, asking the
 * server 500 ms after the last key (spec 001 §9 debounce), and says so when nothing matched. Choosing a
 * suggestion leaves only its street in the box: the place typed to find it ('Sherbrooke', 'H2X 1Y4') goes to
 * the caller, which fills city and postal code (decision 074).
 */
export function AddressAutocomplete({
  inputId,
  value,
  onChange,
  onBlur,
  onSuggestionChosen,
  invalid = false,
  'aria-describedby': ariaDescribedBy,
  disabled = false,
}: AddressAutocompleteProps) {
  const { t } = useTranslation();
  // Answers can arrive out of order; only the latest question's answer is shown.
  const { suggestions, complete } = useLatestSuggestions(useAddressSuggestions());

  return (
    <AutoComplete
      inputId={inputId}
      value={value ?? ''}
      suggestions={suggestions}
      field="label"
      delay={FILTER_DEBOUNCE_MS}
      minLength={ADDRESS_MINIMUM_QUERY_LENGTH}
      itemTemplate={suggestionItem}
      showEmptyMessage
      emptyMessage={t('companies.noAddressMatch')}
      disabled={disabled}
      completeMethod={(event) => complete(event.query)}
      onChange={(event) => {
        // A chosen suggestion arrives here as an object too; onSelect handles it.
        if (typeof event.value === 'string') onChange(event.value);
      }}
      onSelect={(event) => {
        const suggestion: AddressSuggestion = event.value;
        onChange(suggestion.address ?? '');
        onSuggestionChosen(suggestion);
      }}
      onBlur={onBlur}
      invalid={invalid}
      aria-invalid={invalid}
      aria-describedby={ariaDescribedBy}
    />
  );
}

/**
 * A street address with the geo autocomplete: the field's value is the street text; a chosen suggestion reports
 * its parsed parts to `onSuggestionChosen`, and the caller fills the city, province, postal code, country and pin.
 */
export function AddressPickerField<TInput extends FieldValues, TOutput>({
  onSuggestionChosen,
  ...props
}: FieldBase<TInput, TOutput> & {
  readonly onSuggestionChosen: (suggestion: AddressSuggestion) => void;
}) {
  return (
    <ControlledField
      {...props}
      render={(field, frame) => (
        <AddressAutocomplete
          inputId={frame.id}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          onSuggestionChosen={onSuggestionChosen}
          invalid={frame.invalid}
          aria-describedby={frame.describedBy}
          disabled={props.disabled ?? false}
        />
      )}
    />
  );
}

/**
 * A select of one reference list (lib/reference-data), named in the user's language: `list="provinces"`.
 * Long lists (provinces, timezones) get a filter box.
 */
export function ReferenceSelectField<TInput extends FieldValues, TOutput, TList extends ReferenceListName>({
  list,
  where,
  filter,
  nullAs,
  ...props
}: FieldBase<TInput, TOutput> & {
  readonly list: TList;
  readonly where?: ReferenceOptionsSettings<TList>['where'];
  readonly filter?: boolean;
  /** The option id that stands for null (see SelectField). */
  readonly nullAs?: number;
}) {
  const options = useReferenceOptions(list, where ? { where } : {});
  return (
    <SelectField
      {...props}
      options={options}
      filter={filter ?? options.length > LONG_LIST}
      {...(nullAs !== undefined ? { nullAs } : {})}
    />
  );
}
