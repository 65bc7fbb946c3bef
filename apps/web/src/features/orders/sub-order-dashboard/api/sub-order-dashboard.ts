import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  subOrderPartyFilterSchema,
  subOrderRowFilterSchema,
  subOrderRowPageSchema,
  subOrderRowQuerySchema,
  subOrderRowSchema,
  VERSION_HEADER,
  type Lookup,
  type SubOrderRow,
  type SubOrderRowPage,
  type SubOrderRowUpdateInput,
} from '@portal/contracts';
import { definePagedList } from '../../../../components/table';
import { apiClient } from '../../../../lib/api-client';
import { toApiSearchParams } from '../../../../lib/use-url-table-state';
import { ORDERS_QUERY_KEY } from '../../order-dashboard/api/order-dashboard';

/** Under the orders key: an order screen that refreshes ['orders'] refreshes the sub-order rows too. */
export const SUB_ORDER_DASHBOARD_KEY = [...ORDERS_QUERY_KEY, 'subOrderDashboard'] as const;
const PAGE_KEY = [...SUB_ORDER_DASHBOARD_KEY, 'page'] as const;

/** GET /api/subOrderRowView: one page of the SubOrder Dashboard. */
export const subOrderRowList = definePagedList('subOrderRowView', {
  query: subOrderRowQuerySchema,
  page: subOrderRowPageSchema,
  subject: 'sub-order list',
  queryKey: SUB_ORDER_DASHBOARD_KEY,
});

/** The fixed filters' choices change when a transporter is first named on a sub-order: once a minute at most. */
const FILTER_OPTIONS_STALE_TIME_MS = 60 * 1000;

/** GET /api/subOrderRowFilter: the statuses and the transporters named on a sub-order. */
export function useSubOrderRowFilter() {
  return useQuery({
    queryKey: [...SUB_ORDER_DASHBOARD_KEY, 'filter'],
    queryFn: ({ signal }) => apiClient.get('subOrderRowFilter', { schema: subOrderRowFilterSchema, signal }),
    staleTime: FILTER_OPTIONS_STALE_TIME_MS,
  });
}

export type PartySide = 'buyer' | 'seller';
const PARTY_PATH: Record<PartySide, string> = {
  buyer: 'subOrderRowBuyerFilter',
  seller: 'subOrderRowSellerFilter',
};

/** GET /api/subOrderRow{Buyer,Seller}Filter?search=: the companies with a sub-order whose name holds the text. */
export function searchSubOrderParties(side: PartySide, text: string): Promise<readonly Lookup[]> {
  const params = toApiSearchParams(text.trim() ? { search: text.trim() } : {});
  return apiClient.get(`${PARTY_PATH[side]}?${params.toString()}`, { schema: subOrderPartyFilterSchema });
}

/**
 * The name of the company a filter holds (after a reload or from a saved view the URL has only its id): the
 * picker's call with the choice first and a size of one.
 */
export function useSubOrderPartyName(side: PartySide, id: number | undefined): string | undefined {
  const found = useQuery({
    queryKey: [...SUB_ORDER_DASHBOARD_KEY, 'party', side, id],
    queryFn: ({ signal }) =>
      apiClient.get(`${PARTY_PATH[side]}?selectedId=${id}&size=1`, {
        schema: subOrderPartyFilterSchema,
        signal,
      }),
    enabled: id !== undefined,
    staleTime: FILTER_OPTIONS_STALE_TIME_MS,
  });
  const first = found.data?.[0];
  return first && first.id === id ? first.name : undefined;
}

/**
 * A saved row replaces its old self in every cached page at once (the cell shows what the server stored, and the
 * next edit carries the new version), then the pages are read again: an edit can move the row in a sort by day.
 */
function replaceRow(queryClient: QueryClient, saved: SubOrderRow) {
  queryClient.setQueriesData<SubOrderRowPage>({ queryKey: PAGE_KEY }, (page) =>
    page ? { ...page, rows: page.rows.map((row) => (row.id === saved.id ? saved : row)) } : page,
  );
  return queryClient.invalidateQueries({ queryKey: PAGE_KEY });
}

export interface SubOrderRowEdit {
  readonly row: SubOrderRow;
  readonly changes: SubOrderRowUpdateInput;
}

/** PUT /api/subOrderRow/{id} at the row's version: one inline edit (comment, pick days, delivery days). */
export function useUpdateSubOrderRow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ row, changes }: SubOrderRowEdit) =>
      apiClient.put(`subOrderRow/${row.id}`, changes, {
        schema: subOrderRowSchema,
        headers: { [VERSION_HEADER]: String(row.version) },
      }),
    onSuccess: (saved) => replaceRow(queryClient, saved),
    // Refused (someone saved first, or the order closed): the pages are read again, so the cell shows the truth.
    onError: () => queryClient.invalidateQueries({ queryKey: PAGE_KEY }),
  });
}

/** GET /api/toggleSubOrderBilled/{id}: flips billed and answers the row. */
export function useToggleSubOrderBilled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (row: SubOrderRow) =>
      apiClient.get(`toggleSubOrderBilled/${row.id}`, { schema: subOrderRowSchema }),
    onSuccess: (saved) => replaceRow(queryClient, saved),
    onError: () => queryClient.invalidateQueries({ queryKey: PAGE_KEY }),
  });
}
