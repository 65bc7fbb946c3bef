import { useSyncExternalStore } from 'react';
import { ROUTES } from '@portal/contracts';
import { normalizePathname } from './navigation';

/**
 * Record pages with their own address (issue 12, decision 122): a record lives at its list's route plus its id,
 * `/users/company-management/42`. The list the user came from travels in the `from` parameter (the list's own
 * search text), so the page's back link, a new tab opened with a middle click and a reload all return to the
 * filtered list; a link without it returns to the plain list.
 */

/** The lists whose rows open a record page; a record page has the same role access as its list. */
export const RECORD_PAGE_LISTS: readonly string[] = [
  ROUTES.userManagement,
  ROUTES.companyManagement,
  ROUTES.transporterManagement,
  ROUTES.standardizedQuoteManagement,
  ROUTES.quoteConstruction,
  ROUTES.orderPhasingWizard,
];

/** The search parameter carrying the list's view (its own search text, without '?'). */
export const RECORD_FROM_PARAM = 'from';

export interface RecordPath {
  readonly listRoute: string;
  readonly id: number;
}

const RECORD_ID = /^[1-9]\d{0,15}$/;

/** A record id from an address segment; null unless it is a positive whole number. */
export function recordIdOf(text: string | undefined): number | null {
  return text !== undefined && RECORD_ID.test(text) ? Number(text) : null;
}

/** The list and the id of a record page's path; null for any other path. */
export function recordPathOf(pathname: string): RecordPath | null {
  const path = normalizePathname(pathname);
  const cut = path.lastIndexOf('/');
  const listRoute = path.slice(0, cut);
  const id = recordIdOf(path.slice(cut + 1));
  if (!RECORD_PAGE_LISTS.includes(listRoute) || id === null) return null;
  return { listRoute, id };
}

/**
 * Record pages open to more roles than their list, by the screen that opens them: the standardization workspace is
 * opened from the Quote Table by every staff role (issue 34, decision 200); Standardized Quote Management, its list,
 * stays the super admin's.
 */
const RECORD_PAGE_ACCESS: Readonly<Record<string, string>> = {
  [ROUTES.standardizedQuoteManagement]: ROUTES.quoteTable,
};

/** The route whose menu entry decides who may open a path: a record page's list (or opener), else the path. */
export function accessRouteOf(pathname: string): string {
  const record = recordPathOf(pathname);
  if (!record) return normalizePathname(pathname);
  return RECORD_PAGE_ACCESS[record.listRoute] ?? record.listRoute;
}

/** A list's search text as the `from` value: without '?', and nothing for the plain list. */
function fromValueOf(listSearch: string): string {
  return listSearch.replace(/^\?/, '');
}

/** Where a list's row opens its record: the record's path, carrying the list's view when it has one. */
export function recordLocation(
  listRoute: string,
  id: number,
  listSearch = '',
): { pathname: string; search: string } {
  const from = fromValueOf(listSearch);
  const search = from === '' ? '' : `?${new URLSearchParams({ [RECORD_FROM_PARAM]: from }).toString()}`;
  return { pathname: `${listRoute}/${id}`, search };
}

/**
 * Where a record page returns to: its list, with the view it was opened from. Only the search text is taken from
 * the parameter, never a path, so a crafted link cannot send the back link anywhere but the list.
 */
export function listLocation(
  listRoute: string,
  searchParams: URLSearchParams,
): { pathname: string; search: string } {
  const from = fromValueOf(searchParams.get(RECORD_FROM_PARAM) ?? '');
  // Re-serialised, so whatever the parameter held stays search parameters of the list.
  const search = new URLSearchParams(from).toString();
  return { pathname: listRoute, search: search === '' ? '' : `?${search}` };
}

/**
 * The name of the record a record page shows, for the breadcrumb (List › Record name): the page publishes it,
 * the layout's route header reads it for that path only.
 */
interface RecordTitle {
  readonly pathname: string;
  readonly title: string;
}

let currentTitle: RecordTitle | null = null;
const titleListeners = new Set<() => void>();

function publishTitle(next: RecordTitle | null) {
  if (currentTitle?.pathname === next?.pathname && currentTitle?.title === next?.title) return;
  currentTitle = next;
  for (const listener of titleListeners) listener();
}

/** Publishes a record page's title; returns the function that withdraws it (the page unmounting). */
export function publishRecordTitle(pathname: string, title: string): () => void {
  const entry = { pathname: normalizePathname(pathname), title };
  publishTitle(entry);
  return () => {
    if (currentTitle?.pathname === entry.pathname) publishTitle(null);
  };
}

function subscribeTitle(listener: () => void): () => void {
  titleListeners.add(listener);
  return () => titleListeners.delete(listener);
}

/** The published name of the record at this path, or null while none is (loading, another screen). */
export function useRecordTitle(pathname: string): string | null {
  const entry = useSyncExternalStore(
    subscribeTitle,
    () => currentTitle,
    () => null,
  );
  return entry !== null && entry.pathname === normalizePathname(pathname) ? entry.title : null;
}
