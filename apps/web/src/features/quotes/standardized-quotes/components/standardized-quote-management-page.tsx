import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import {
  BackgroundProcessStatus,
  formatQuoteNumber,
  ROUTES,
  StandardizedQuoteStatus,
  type StandardizedQuoteRow,
} from '@portal/contracts';
import { RecordLink } from '../../../../components/record/record-link';
import {
  ListScreen,
  openRowAction,
  useList,
  type ListColumn,
  type RowAction,
} from '../../../../components/table';
import { useLabels } from '../../../../lib/i18n-labels';
import { recordLocation } from '../../../../lib/record-routes';
import { useQuoteListColumns, useQuoteListFilters } from '../../common/quote-list';
import { GomatchCorrectionsLink } from '../../gomatch-corrections';
import { toRowAction } from '../../common/status-transitions';
import { standardizedQuoteList, useStandardizedQuoteViews } from '../api/standardized-quotes';
import { canDeleteStandardizedQuote, useStandardizedQuoteActions } from './status-actions';
import './standardization.css';

/**
 * /quotes/standardized-quote-management (spec 001 §2, super admin): every standardized quote, paged, sorted and
 * filtered on the server, with its views per status; a row opens the standardization workspace at its own
 * address; cancel, reinstate and delete (confirmed) from the row.
 */
export function StandardizedQuoteManagementPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const list = useList('standardizedQuotes', standardizedQuoteList);
  const views = useStandardizedQuoteViews();
  const shared = useQuoteListColumns<StandardizedQuoteRow>(StandardizedQuoteStatus);
  const filters = useQuoteListFilters<typeof list.table.query>(StandardizedQuoteStatus);
  const labels = useLabels();
  const matching = labels.options(BackgroundProcessStatus);
  const { statusChoices, remove } = useStandardizedQuoteActions();
  const numberOf = (row: StandardizedQuoteRow) => formatQuoteNumber('SQ', row.quoteNumber);

  const actionsOf = (row: StandardizedQuoteRow): RowAction[] => {
    const number = numberOf(row);
    return [
      openRowAction(t('standardization.open', { number }), () => {
        void navigate(recordLocation(ROUTES.standardizedQuoteManagement, row.id, search));
      }),
      ...statusChoices(row, number).map(toRowAction),
      {
        key: 'delete',
        icon: 'delete',
        label: t('standardization.deleteRecord', { number }),
        tone: 'danger',
        hidden: !canDeleteStandardizedQuote(row.statusId),
        onClick: () => remove(row.id, number),
      },
    ];
  };

  const columns: ListColumn<StandardizedQuoteRow>[] = [
    {
      key: 'quoteNumber',
      header: t('standardization.number'),
      sortField: 'quoteNumber',
      body: (row) => (
        <RecordLink listRoute={ROUTES.standardizedQuoteManagement} id={row.id}>
          {numberOf(row)}
        </RecordLink>
      ),
    },
    { key: 'jobName', header: t('standardization.jobName'), sortField: 'jobName' },
    { key: 'buyerCompanyName', header: t('standardization.buyerCompany'), sortField: 'buyerCompanyName' },
    { key: 'ownerUserName', header: t('standardization.owner'), priority: 3 },
    shared.status,
    shared.matching,
    {
      key: 'items',
      header: t('standardization.items'),
      priority: 2,
      body: (row) => t('standardization.progress', { reviewed: row.reviewedCount, count: row.itemCount }),
    },
    {
      key: 'province',
      header: t('standardization.province'),
      priority: 3,
      body: (row) => row.provinceName ?? '',
    },
    shared.quoteBackDate,
    shared.updatedAt,
  ];

  return (
    <ListScreen
      filters={[
        ...filters,
        { type: 'select', name: 'matchingStatusId', label: t('standardization.matching'), options: matching },
      ]}
      {...list}
      headerActions={<GomatchCorrectionsLink />}
      columns={columns}
      rowActions={actionsOf}
      statusViews={{
        statuses: StandardizedQuoteStatus,
        counts: views.data,
        label: t('standardization.views'),
      }}
    />
  );
}
