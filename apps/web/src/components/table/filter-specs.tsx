import type { Lookup } from '@portal/contracts';
import type { ListQueryCore, UrlTableState } from '../../lib/use-url-table-state';
import { BooleanFilter, DayFilter, LookupFilter, SearchFilter, SelectFilter } from './filter-toolbar';

type FilterName<TQuery> = Extract<keyof TQuery, string>;
type Options = ReadonlyArray<{ readonly id: number | string; readonly name: string }>;

/**
 * A list's filters as data (issue 12): each entry names the URL/API parameter it sets, so a screen lists its
 * filters in a few lines and the toolbar renders them with the kit's fields. `id` defaults to `filter-<name>`.
 */
export type FilterSpec<TQuery> =
  | {
      readonly type: 'search';
      readonly name: FilterName<TQuery>;
      readonly label: string;
      readonly id?: string;
      /**
       * The server ranks a search by relevance when no sort is asked for (the catalog's typo-tolerant search): a
       * new search drops a clicked sort, so the best matches come first.
       */
      readonly ranked?: boolean;
    }
  | {
      readonly type: 'select';
      readonly name: FilterName<TQuery>;
      readonly label: string;
      readonly options: Options;
      readonly id?: string;
      /** Parameters a new choice returns to their defaults (a new type drops a category of the old one). */
      readonly resets?: readonly FilterName<TQuery>[];
      /** A search box in the open list, for long lists. */
      readonly searchable?: boolean;
    }
  | {
      readonly type: 'boolean';
      readonly name: FilterName<TQuery>;
      readonly label: string;
      readonly trueLabel?: string;
      readonly falseLabel?: string;
      readonly id?: string;
    }
  | {
      /** A calendar day, as 'YYYY-MM-DD' (a range is two: from and to). */
      readonly type: 'day';
      readonly name: FilterName<TQuery>;
      readonly label: string;
      readonly id?: string;
    }
  | {
      readonly type: 'lookup';
      readonly name: FilterName<TQuery>;
      readonly label: string;
      readonly search: (text: string) => Promise<readonly Lookup[]>;
      readonly selectedName?: string | undefined;
      readonly id?: string;
    };

const SORT_PARAMS: readonly (keyof ListQueryCore)[] = ['sortField', 'sortOrder'];

/** Renders a list's filter specs with the kit's filter fields. */
export function FilterFields<TQuery extends ListQueryCore>({
  state,
  filters,
}: {
  readonly state: UrlTableState<TQuery>;
  readonly filters: readonly FilterSpec<TQuery>[];
}) {
  return (
    <>
      {filters.map((filter) => {
        const common = {
          state,
          name: filter.name,
          label: filter.label,
          ...(filter.id ? { id: filter.id } : {}),
        };
        switch (filter.type) {
          case 'search':
            return (
              <SearchFilter
                key={filter.name}
                {...common}
                {...(filter.ranked ? { resets: SORT_PARAMS } : {})}
              />
            );
          case 'select':
            return (
              <SelectFilter
                key={filter.name}
                {...common}
                options={filter.options}
                {...(filter.resets ? { resets: filter.resets } : {})}
                {...(filter.searchable ? { searchable: true } : {})}
              />
            );
          case 'boolean':
            return (
              <BooleanFilter
                key={filter.name}
                {...common}
                {...(filter.trueLabel ? { trueLabel: filter.trueLabel } : {})}
                {...(filter.falseLabel ? { falseLabel: filter.falseLabel } : {})}
              />
            );
          case 'day':
            return <DayFilter key={filter.name} {...common} />;
          case 'lookup':
            return (
              <LookupFilter
                key={filter.name}
                {...common}
                search={filter.search}
                selectedName={filter.selectedName}
              />
            );
        }
      })}
    </>
  );
}
