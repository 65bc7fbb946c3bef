import { useTranslation } from 'react-i18next';
import { BackgroundProcessStatus, CompanyType, DeliveryMethod, RequestPurpose } from '@portal/contracts';
import type { FilterSpec, ListColumn } from '../../../components/table';
import { StatusTag } from '../../../components/status';
import { useFormat } from '../../../lib/i18n-format';
import { useLabels, type AnyEnumeration } from '../../../lib/i18n-labels';
import { searchCompanies, useReferenceOptions } from '../../../lib/reference-data';
import type { ListQueryCore } from '../../../lib/use-url-table-state';

/** What a row of the request and standardized-quote lists has in common (contracts api/quotes.ts). */
export interface QuoteListRow {
  readonly statusId: number;
  readonly matchingStatusId: number;
  readonly quoteBackDate: string | null;
  readonly updatedAt: string;
}

/**
 * The columns the quote lists share (issue 13): the status as a tag of the list's own enumeration, GoMatch's run,
 * the quote-back date and the last change.
 */
export function useQuoteListColumns<TRow extends QuoteListRow>(statusEnumeration: AnyEnumeration) {
  const { t } = useTranslation();
  const format = useFormat();
  const status: ListColumn<TRow> = {
    key: 'status',
    header: t('quoteRequests.status'),
    sortField: 'statusId',
    body: (row) => <StatusTag enumeration={statusEnumeration} statusId={row.statusId} />,
  };
  const matching: ListColumn<TRow> = {
    key: 'matching',
    header: t('quoteRequests.matching'),
    priority: 2,
    body: (row) => <StatusTag enumeration={BackgroundProcessStatus} statusId={row.matchingStatusId} />,
  };
  const quoteBackDate: ListColumn<TRow> = {
    key: 'quoteBackDate',
    header: t('quoteRequests.quoteBackDate'),
    sortField: 'quoteBackDate',
    priority: 2,
    body: (row) => format.date(row.quoteBackDate),
  };
  const updatedAt: ListColumn<TRow> = {
    key: 'updatedAt',
    header: t('quoteRequests.updated'),
    sortField: 'updatedAt',
    priority: 3,
    body: (row) => format.date(row.updatedAt),
  };
  return { status, matching, quoteBackDate, updatedAt };
}

type QuoteFilterName =
  'search' | 'statusId' | 'buyerCompanyId' | 'provinceId' | 'requestPurposeId' | 'deliveryMethodId';

/**
 * The filters the quote lists share (contracts `quoteListFilters`), in this order: number or text, status, buyer
 * company, province, purpose, delivery method. A list adds its own after them.
 */
export function useQuoteListFilters<
  TQuery extends ListQueryCore & { readonly [K in QuoteFilterName]?: unknown },
>(statusEnumeration: AnyEnumeration) {
  const { t } = useTranslation();
  const labels = useLabels();
  const provinces = useReferenceOptions('provinces');
  const name = (filter: QuoteFilterName) => filter as Extract<keyof TQuery, string>;
  const filters: FilterSpec<TQuery>[] = [
    { type: 'search', name: name('search'), label: t('quoteRequests.search') },
    {
      type: 'select',
      name: name('statusId'),
      label: t('quoteRequests.status'),
      options: labels.options(statusEnumeration),
    },
    {
      type: 'lookup',
      name: name('buyerCompanyId'),
      label: t('quoteRequests.buyerCompany'),
      search: (text) => searchCompanies(text, { companyTypeId: CompanyType.ids.BUYER }),
    },
    { type: 'select', name: name('provinceId'), label: t('quoteRequests.province'), options: provinces },
    {
      type: 'select',
      name: name('requestPurposeId'),
      label: t('quoteRequests.purpose'),
      options: labels.options(RequestPurpose),
    },
    {
      type: 'select',
      name: name('deliveryMethodId'),
      label: t('quoteRequests.deliveryMethod'),
      options: labels.options(DeliveryMethod),
    },
  ];
  return filters;
}
