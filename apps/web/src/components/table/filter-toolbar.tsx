import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FILTER_DEBOUNCE_MS, type Lookup } from '@portal/contracts';
import { AutoComplete, Button, Dropdown, iconClass, InputText } from '../ui';
import { useDebouncedSearch } from '../../lib/use-debounced-search';
import type { ListQueryCore, UrlTableState } from '../../lib/use-url-table-state';
import './table-kit.css';

/**
 * The filters of a list (issue 12): each filter reads and writes one parameter of the URL's view, by the name
 * the API uses, so a filter, its link and its saved view are the same thing. Text is debounced (spec 001 §9).
 */

type FilterName<TQuery> = Extract<keyof TQuery, string>;

interface FilterBase<TQuery extends ListQueryCore> {
  readonly state: UrlTableState<TQuery>;
  readonly name: FilterName<TQuery>;
  readonly label: string;
  /** The input's id; the label points at it. Defaults to `filter-<name>`. */
  readonly id?: string;
  /**
   * Other parameters this filter's change returns to their defaults: a new search ranked by relevance drops a
   * clicked sort (`['sortField', 'sortOrder']`), a new type drops a category of the old type.
   */
  readonly resets?: readonly (FilterName<TQuery> | keyof ListQueryCore)[];
}

/** The change of one filter, with the parameters it resets (null: back to the schema's default). */
function filterChange<TQuery extends ListQueryCore>(
  name: FilterName<TQuery>,
  value: unknown,
  resets: readonly string[] | undefined,
): Partial<TQuery> {
  const change: Record<string, unknown> = {};
  for (const key of resets ?? []) change[key] = null;
  change[name] = value;
  return change as Partial<TQuery>;
}

export interface FilterToolbarProps {
  /** The search landmark's accessible name ('Filters'). */
  readonly label: string;
  readonly children: ReactNode;
  /** Controls on the right: Clear Filters, Columns, Views. */
  readonly tools?: ReactNode;
}

export function FilterToolbar({ label, children, tools }: FilterToolbarProps) {
  return (
    <div className="filter-toolbar">
      <div className="filter-toolbar__filters" role="search" aria-label={label}>
        {children}
      </div>
      {tools ? <div className="filter-toolbar__tools">{tools}</div> : null}
    </div>
  );
}

/** Clears every filter of the view (sort and page size stay); shown only while a filter is set. */
export function ClearFiltersButton<TQuery extends ListQueryCore>({
  state,
}: {
  readonly state: UrlTableState<TQuery>;
}) {
  const { t } = useTranslation();
  if (!state.isFiltered) return null;
  return (
    <Button
      type="button"
      label={t('table.clearFilters')}
      icon={iconClass('clearFilter')}
      text
      onClick={state.clearFilters}
    />
  );
}

function valueOf<TQuery extends ListQueryCore>(
  state: UrlTableState<TQuery>,
  name: FilterName<TQuery>,
): unknown {
  return state.query[name];
}

/** Free text, debounced 500 ms; the box shows what is typed at once and follows a pasted or back-navigated URL. */
export function SearchFilter<TQuery extends ListQueryCore>({
  state,
  name,
  label,
  id,
  resets,
}: FilterBase<TQuery>) {
  const inputId = id ?? `filter-${name}`;
  const current = valueOf(state, name);
  const { update } = state;
  // By value, so a literal array given on each render does not restart the debounce.
  const resetKeys = resets?.join(',');
  const onSearch = useCallback(
    (text: string) => update(filterChange<TQuery>(name, text, resetKeys?.split(','))),
    [update, name, resetKeys],
  );
  const [text, setText] = useDebouncedSearch(typeof current === 'string' ? current : '', onSearch);
  return (
    <div className="form-field">
      <label htmlFor={inputId}>{label}</label>
      <InputText id={inputId} type="search" value={text} onChange={(event) => setText(event.target.value)} />
    </div>
  );
}

/** A calendar day ('2027-05-04', the URL's and the API's date-only text); emptied back to any day. */
export function DayFilter<TQuery extends ListQueryCore>({
  state,
  name,
  label,
  id,
  resets,
}: FilterBase<TQuery>) {
  const inputId = id ?? `filter-${name}`;
  const current = valueOf(state, name);
  return (
    <div className="form-field">
      <label htmlFor={inputId}>{label}</label>
      <InputText
        id={inputId}
        type="date"
        value={typeof current === 'string' ? current : ''}
        onChange={(event) => state.update(filterChange<TQuery>(name, event.target.value || null, resets))}
      />
    </div>
  );
}

export interface SelectFilterProps<TQuery extends ListQueryCore> extends FilterBase<TQuery> {
  readonly options: ReadonlyArray<{ readonly id: number | string; readonly name: string }>;
  /** A search box in the open list, for long lists (the size and spec categories). */
  readonly searchable?: boolean;
}

/** One value from a list (an enumeration, a role, a province); cleared back to 'Any'. */
export function SelectFilter<TQuery extends ListQueryCore>({
  state,
  name,
  label,
  id,
  options,
  resets,
  searchable,
}: SelectFilterProps<TQuery>) {
  const { t } = useTranslation();
  const inputId = id ?? `filter-${name}`;
  const raw = valueOf(state, name);
  // A boolean filter's options are 'true' and 'false' (the URL's text); the schema parses them back.
  const value = typeof raw === 'boolean' ? String(raw) : raw;
  return (
    <div className="form-field">
      <label htmlFor={inputId} id={`${inputId}-label`}>
        {label}
      </label>
      <Dropdown
        inputId={inputId}
        aria-labelledby={`${inputId}-label`}
        value={value ?? null}
        options={[...options]}
        optionLabel="name"
        optionValue="id"
        showClear
        {...(searchable ? { filter: true } : {})}
        placeholder={t('table.any')}
        onChange={(event) =>
          state.update(
            filterChange<TQuery>(name, (event.value as string | number | undefined) ?? null, resets),
          )
        }
      />
    </div>
  );
}

export interface BooleanFilterProps<TQuery extends ListQueryCore> extends FilterBase<TQuery> {
  /** The words of true and false here ('Locked' / 'Not Locked'); Yes / No when not given. */
  readonly trueLabel?: string;
  readonly falseLabel?: string;
}

/** Yes, no or any. */
export function BooleanFilter<TQuery extends ListQueryCore>({
  state,
  name,
  label,
  id,
  trueLabel,
  falseLabel,
}: BooleanFilterProps<TQuery>) {
  const { t } = useTranslation();
  return (
    <SelectFilter
      state={state}
      name={name}
      label={label}
      {...(id ? { id } : {})}
      options={[
        { id: 'true', name: trueLabel ?? t('table.yes') },
        { id: 'false', name: falseLabel ?? t('table.no') },
      ]}
    />
  );
}

export interface LookupFilterProps<TQuery extends ListQueryCore> extends FilterBase<TQuery> {
  /** Suggestions for typed text (a picker's search). */
  readonly search: (text: string) => Promise<readonly Lookup[]>;
  /** The name of the id in the URL when known (a bookmarked link carries only the id). */
  readonly selectedName?: string | undefined;
}

/** A record picked by typing its name (a company); the view keeps its id. */
export function LookupFilter<TQuery extends ListQueryCore>({
  state,
  name,
  label,
  id,
  search,
  selectedName,
}: LookupFilterProps<TQuery>) {
  const inputId = id ?? `filter-${name}`;
  const selectedId = valueOf(state, name);
  const [typed, setTyped] = useState<Lookup | string | null>(null);
  const [suggestions, setSuggestions] = useState<Lookup[]>([]);
  const value =
    typed ??
    (typeof selectedId === 'number' ? { id: selectedId, name: selectedName ?? String(selectedId) } : null);
  return (
    <div className="form-field">
      <label htmlFor={inputId}>{label}</label>
      <AutoComplete
        inputId={inputId}
        value={value}
        suggestions={suggestions}
        field="name"
        delay={FILTER_DEBOUNCE_MS}
        completeMethod={(event) => {
          search(event.query)
            .then((found) => setSuggestions([...found]))
            .catch(() => setSuggestions([]));
        }}
        onChange={(event) => {
          const next = event.value as Lookup | string | null;
          setTyped(next);
          if (next !== null && typeof next === 'object') state.update({ [name]: next.id } as Partial<TQuery>);
          else if (!next && selectedId !== undefined) state.update({ [name]: null } as Partial<TQuery>);
        }}
      />
    </div>
  );
}
