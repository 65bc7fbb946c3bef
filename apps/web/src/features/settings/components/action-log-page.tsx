import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  ActionLogAction,
  ActionLogType,
  DEFAULT_PAGE_SIZE,
  FIRST_PAGE,
  ROUTES,
  TABLE_PAGE_SIZE_OPTIONS,
  type ActionLogRow,
} from '@portal/contracts';
import { PageHeader } from '../../../components/layout';
import {
  Button,
  Column,
  DataTable,
  Dropdown,
  InputText,
  type DataTablePageEvent,
} from '../../../components/ui';
import { useFormat } from '../../../lib/i18n-format';
import { useLabels } from '../../../lib/i18n-labels';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import { useActionLogs, type ActionLogFilters } from '../api/get-action-logs';
import { useOwnerUsers } from '../api/get-owner-users';
import { currentHashParameters } from './hash-parameters';
import { LoadFailure } from './load-failure';
import { useMenuTitle, useWords } from './use-words';

/**
 * The screen where a record of each type lives, for the record-number link. Quote, order and delivery screens
 * join this table as their areas land; records of other types show their number as text.
 */
const RECORD_SCREENS: Readonly<Record<number, string>> = {
  [ActionLogType.ids.USER]: ROUTES.userManagement,
  [ActionLogType.ids.COMPANY]: ROUTES.companyManagement,
  [ActionLogType.ids.TRANSPORTER]: ROUTES.transporterManagement,
  [ActionLogType.ids.TAX_RATE]: ROUTES.taxRateManagement,
  [ActionLogType.ids.TRANSACTION_FEE]: ROUTES.transactionFeeManagement,
  [ActionLogType.ids.TRANSLATION]: ROUTES.translationManagement,
  [ActionLogType.ids.DISCOUNT]: ROUTES.discountManagement,
};

function recordCell(row: ActionLogRow) {
  const screen = RECORD_SCREENS[row.actionTypeId];
  // A deleted record has nowhere to go: its number stays readable as text.
  if (!row.recordNumber || !screen || row.actionId === ActionLogAction.ids.DELETE) return row.recordNumber;
  return <Link to={screen}>{row.recordNumber}</Link>;
}

type FilterKey = 'userId' | 'actionId' | 'actionTypeId' | 'from' | 'to';

function numberParam(value: string | null): number | undefined {
  const parsed = Number(value);
  return value !== null && Number.isInteger(parsed) && parsed > 0 ? parsed : undefined;
}

/** A date box's day as the ISO instant of its local start (from) or end (to). */
function dayBoundary(day: string | null, edge: 'start' | 'end'): string | undefined {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const [year, month, date] = day.split('-').map(Number);
  const local =
    edge === 'start'
      ? new Date(year ?? 0, (month ?? 1) - 1, date ?? 1, 0, 0, 0, 0)
      : new Date(year ?? 0, (month ?? 1) - 1, date ?? 1, 23, 59, 59, 999);
  return local.toISOString();
}

/**
 * /admin/action-log, every staff role (spec 001 §2): the append-only log, newest first, paged on the server.
 * Filters and the page live in the URL, so a filtered view can be bookmarked and the back button restores it.
 */
export function ActionLogPage() {
  const words = useWords();
  const labels = useLabels();
  const format = useFormat();
  const title = useMenuTitle('Action Log');
  const [searchParams, setSearchParams] = useSearchParams();
  const owners = useOwnerUsers();

  // Pages count from 1 in the URL and the API (decision 085); page 1 is left out of the URL.
  const page = Math.max(FIRST_PAGE, Math.trunc(Number(searchParams.get('page') ?? FIRST_PAGE)) || FIRST_PAGE);
  const size = Number(searchParams.get('size') ?? DEFAULT_PAGE_SIZE) || DEFAULT_PAGE_SIZE;
  // The fetcher takes the table's page index, from 0 (api/get-action-logs.ts).
  const filters: ActionLogFilters = { page: page - FIRST_PAGE, size };
  const userId = numberParam(searchParams.get('userId'));
  const actionId = numberParam(searchParams.get('actionId'));
  const actionTypeId = numberParam(searchParams.get('actionTypeId'));
  const recordNumber = searchParams.get('recordNumber') ?? '';
  const fromDay = searchParams.get('from') ?? '';
  const toDay = searchParams.get('to') ?? '';
  if (userId) filters.userId = userId;
  if (actionId) filters.actionId = actionId;
  if (actionTypeId) filters.actionTypeId = actionTypeId;
  if (recordNumber) filters.recordNumber = recordNumber;
  const from = dayBoundary(fromDay, 'start');
  const to = dayBoundary(toDay, 'end');
  if (from) filters.from = from;
  if (to) filters.to = to;
  const entries = useActionLogs(filters);

  const setParams = (changes: Record<string, string | number | undefined | null>) => {
    // Built from the address bar itself, so quick successive changes never drop each other's keys.
    setSearchParams(
      () => {
        const next = currentHashParameters();
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === null || value === '' || value === 0) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace: true },
    );
  };
  const setFilter = (key: FilterKey, value: string | number | undefined | null) =>
    setParams({ [key]: value, page: null });

  // spec 001 §9: the record-number search reaches the server 500 ms after the last key, not on every key.
  const handleRecordSearch = useCallback(
    (text: string) =>
      setSearchParams(
        () => {
          const next = currentHashParameters();
          if (text === '') next.delete('recordNumber');
          else next.set('recordNumber', text);
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  const [recordSearch, setRecordSearch] = useDebouncedSearch(recordNumber, handleRecordSearch);

  // A failed load says so and offers a retry, instead of an empty table that would read as "nothing logged".
  const loadFailure = entries.isError ? (
    <LoadFailure error={entries.error} subject="action log" onRetry={() => void entries.refetch()} />
  ) : null;

  const ownerOptions = (owners.data ?? []).map((owner) => ({ id: owner.id, name: owner.name }));

  return (
    <section className="screen settings-screen">
      <PageHeader title={title} />
      <div className="surface-panel">
        <div className="settings-filters">
          <div className="form-field">
            <label htmlFor="action-log-owner">{words('settings.owner')}</label>
            <Dropdown
              inputId="action-log-owner"
              value={userId ?? null}
              options={ownerOptions}
              optionLabel="name"
              optionValue="id"
              filter
              showClear
              loading={owners.isPending}
              onChange={(event) => setFilter('userId', event.value as number | null)}
            />
          </div>
          <div className="form-field">
            <label htmlFor="action-log-action">{words('settings.action')}</label>
            <Dropdown
              inputId="action-log-action"
              value={actionId ?? null}
              options={labels.options(ActionLogAction)}
              optionLabel="name"
              optionValue="id"
              filter
              showClear
              onChange={(event) => setFilter('actionId', event.value as number | null)}
            />
          </div>
          <div className="form-field">
            <label htmlFor="action-log-type">{words('settings.type')}</label>
            <Dropdown
              inputId="action-log-type"
              value={actionTypeId ?? null}
              options={labels.options(ActionLogType)}
              optionLabel="name"
              optionValue="id"
              showClear
              onChange={(event) => setFilter('actionTypeId', event.value as number | null)}
            />
          </div>
          <div className="form-field">
            <label htmlFor="action-log-record">{words('settings.recordNumber')}</label>
            <InputText
              id="action-log-record"
              type="search"
              value={recordSearch}
              onChange={(event) => setRecordSearch(event.target.value)}
            />
          </div>
          <div className="form-field">
            <label htmlFor="action-log-from">{words('settings.from')}</label>
            <InputText
              id="action-log-from"
              type="date"
              value={fromDay}
              onChange={(event) => setFilter('from', event.target.value)}
            />
          </div>
          <div className="form-field">
            <label htmlFor="action-log-to">{words('settings.to')}</label>
            <InputText
              id="action-log-to"
              type="date"
              value={toDay}
              onChange={(event) => setFilter('to', event.target.value)}
            />
          </div>
          <Button
            label={words('settings.clearFilters')}
            icon="pi pi-filter-slash"
            text
            onClick={() => setSearchParams(new URLSearchParams(), { replace: true })}
          />
        </div>
        <DataTable
          value={entries.data?.rows ?? []}
          dataKey="id"
          lazy
          paginator
          first={(page - FIRST_PAGE) * size}
          rows={size}
          rowsPerPageOptions={[...TABLE_PAGE_SIZE_OPTIONS]}
          totalRecords={entries.data?.total ?? 0}
          loading={entries.isPending}
          onPage={(event: DataTablePageEvent) => {
            const next = (event.page ?? 0) + FIRST_PAGE;
            setParams({ page: next === FIRST_PAGE ? null : next, size: event.rows });
          }}
          size="small"
          emptyMessage={loadFailure ?? words('settings.noRows')}
        >
          <Column
            header={words('settings.date')}
            body={(row: ActionLogRow) => format.dateTime(row.createdAt)}
          />
          <Column field="userName" header={words('settings.owner')} />
          <Column
            header={words('settings.action')}
            body={(row: ActionLogRow) => labels.label(ActionLogAction.name, row.actionId, row.actionName)}
          />
          <Column
            header={words('settings.type')}
            body={(row: ActionLogRow) =>
              labels.label(ActionLogType.name, row.actionTypeId, row.actionTypeName)
            }
          />
          <Column header={words('settings.recordNumber')} body={recordCell} />
        </DataTable>
        {entries.data?.isTotalCapped ? (
          <p className="settings-note">{words('settings.moreEntries', { count: entries.data.total })}</p>
        ) : null}
      </div>
    </section>
  );
}
