import { useTranslation } from 'react-i18next';
import { PUBLISHED_WITHIN_DAYS } from '@portal/contracts';
import type { FilterSpec, ListColumn } from '../../../../components/table';
import { useFormat } from '../../../../lib/i18n-format';
import type { ListQueryCore } from '../../../../lib/use-url-table-state';

type PublishedWithinQuery = ListQueryCore & { readonly publishedWithin?: number | undefined };

/** 'Published within' (the last 7, 30 or 90 days), as the Quote Board, the Quote Table and Quote Management filter. */
export function usePublishedWithinFilter<TQuery extends PublishedWithinQuery>(): FilterSpec<TQuery> {
  const { t } = useTranslation();
  return {
    type: 'select',
    name: 'publishedWithin' as Extract<keyof TQuery, string>,
    label: t('quoteBoard.publishedWithin'),
    options: PUBLISHED_WITHIN_DAYS.map((days) => ({
      id: days,
      name: t('quoteBoard.publishedWithinDays', { count: days }),
    })),
  };
}

interface DatedQuoteRow {
  readonly publishedAt: string | null;
  readonly updatedAt: string;
}

/**
 * A quote's Published and Updated columns, as the Quote Table and Quote Management show them; sortable where the
 * list's call sorts by them (quotePageableResult does, genericQuoteView does not).
 */
export function useQuoteDateColumns<TRow extends DatedQuoteRow>({
  sortable,
}: {
  readonly sortable: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const dateColumn = (key: keyof DatedQuoteRow, header: string, priority: 2 | 3): ListColumn<TRow> => ({
    key,
    header,
    ...(sortable ? { sortField: key } : {}),
    priority,
    body: (row) => format.date(row[key]),
  });
  return [
    dateColumn('publishedAt', t('quoteBoard.published'), 2),
    dateColumn('updatedAt', t('quoteBoard.updated'), 3),
  ] as const;
}
