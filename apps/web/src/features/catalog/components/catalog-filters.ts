import type { FilterSpec } from '../../../components/table';
import type { ListQueryCore } from '../../../lib/use-url-table-state';

type CategoryFiltered = ListQueryCore & { readonly categoryId?: number | undefined };

/**
 * The category filter of the product and size lists: the category's id in the URL, its name in the user's
 * language, and a search box in the open list (there are many categories).
 */
export function categoryFilter<TQuery extends CategoryFiltered>(
  label: string,
  options: ReadonlyArray<{ readonly id: number; readonly name: string }>,
): FilterSpec<TQuery> {
  const name = 'categoryId' as Extract<keyof TQuery, string>;
  return { type: 'select', name, label, options, searchable: true };
}
