import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActionLogAction, ActionLogType, type ActionLogQuery, type ActionLogRow } from '@portal/contracts';
import { PageHeader, useScreenTitle } from '../../../components/layout';
import { ChangeList } from '../../../components/record/change-list';
import { recordLinkOf } from '../../../components/record/change-format';
import {
  ClearFiltersButton,
  FilterFields,
  FilterToolbar,
  ListTable,
  useList,
  type ListColumn,
} from '../../../components/table';
import { Button, Checkbox, InputText } from '../../../components/ui';
import { useFormat } from '../../../lib/i18n-format';
import { useLabels } from '../../../lib/i18n-labels';
import type { UrlTableState } from '../../../lib/use-url-table-state';
import { actionLogList } from '../api/get-action-logs';
import { useOwnerUsers } from '../api/get-owner-users';
import { useWords } from './use-words';

/** An entry lists this many changed fields at once; more wait behind 'Show changes (n)'. */
const CHANGES_SHOWN = 3;

/** The record's screen (decision 110); a deleted record and a sign-in have nowhere to go, so stay text. */
function RecordCell({ row }: { readonly row: ActionLogRow }) {
  const link =
    row.actionId === ActionLogAction.ids.DELETE ? null : recordLinkOf(row.actionTypeId, row.recordNumber);
  if (!link || !row.recordNumber) return <>{row.recordNumber}</>;
  return <Link to={link}>{row.recordNumber}</Link>;
}

/** What the entry changed, old → new per field; a long list opens on demand so rows stay one glance each. */
function EntryChanges({ row }: { readonly row: ActionLogRow }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const listId = useId();
  if (row.changes.length === 0) return null;
  if (row.changes.length <= CHANGES_SHOWN) {
    return <ChangeList recordType={row.actionTypeId} changes={row.changes} />;
  }
  return (
    <>
      <Button
        type="button"
        text
        size="small"
        label={isOpen ? t('history.hideChanges') : t('history.showChanges', { count: row.changes.length })}
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setIsOpen((open) => !open)}
      />
      <div id={listId} hidden={!isOpen}>
        {isOpen ? <ChangeList recordType={row.actionTypeId} changes={row.changes} /> : null}
      </div>
    </>
  );
}

/** The local calendar day of an ISO instant, as a date box shows it. */
function localDay(iso: string | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A date box's day as the ISO instant of its local start (from) or end (to): the range is inclusive. */
function dayBoundary(day: string, edge: 'start' | 'end'): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const local =
    edge === 'start'
      ? new Date(year, month - 1, date, 0, 0, 0, 0)
      : new Date(year, month - 1, date, 23, 59, 59, 999);
  return local.toISOString();
}

function DayFilter({
  state,
  name,
  label,
}: {
  readonly state: UrlTableState<ActionLogQuery>;
  readonly name: 'from' | 'to';
  readonly label: string;
}) {
  const id = `action-log-${name}`;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <InputText
        id={id}
        type="date"
        value={localDay(state.query[name])}
        onChange={(event) =>
          state.update({ [name]: dayBoundary(event.target.value, name === 'from' ? 'start' : 'end') })
        }
      />
    </div>
  );
}

/**
 * /admin/action-log, every staff role (spec 001 §2): the append-only log, newest first, paged on the server, each
 * update with what it changed (issue 12). The view lives in the URL (the list kit), so a filtered log — one
 * record's history included (`actionTypeId` + `recordId`) — can be bookmarked and shared. Sign-ins stay out
 * until asked for (decision 111).
 */
export function ActionLogPage() {
  const { t } = useTranslation();
  const words = useWords();
  const labels = useLabels();
  const format = useFormat();
  const title = useScreenTitle();
  const { table, result: entries, subject } = useList('actionLogs', actionLogList);
  const owners = useOwnerUsers();
  const ownerOptions = (owners.data ?? []).map((owner) => ({ id: owner.id, name: owner.name }));

  const columns: ListColumn<ActionLogRow>[] = [
    {
      key: 'createdAt',
      header: words('settings.date'),
      sortField: 'createdAt',
      compact: true,
      body: (row) => format.dateTime(row.createdAt),
    },
    { key: 'userName', header: words('settings.owner'), priority: 2 },
    {
      key: 'action',
      header: words('settings.action'),
      body: (row) => labels.label(ActionLogAction.name, row.actionId, row.actionName),
    },
    {
      key: 'type',
      header: words('settings.type'),
      priority: 2,
      body: (row) => labels.label(ActionLogType.name, row.actionTypeId, row.actionTypeName),
    },
    { key: 'recordNumber', header: words('settings.recordNumber'), body: (row) => <RecordCell row={row} /> },
    { key: 'changes', header: t('history.changes'), body: (row) => <EntryChanges row={row} /> },
  ];

  return (
    <section className="screen settings-screen">
      <PageHeader title={title} />
      <div className="surface-panel">
        <FilterToolbar label={title} tools={<ClearFiltersButton state={table} />}>
          <FilterFields
            state={table}
            filters={[
              {
                type: 'select',
                name: 'userId',
                label: words('settings.owner'),
                id: 'action-log-owner',
                options: ownerOptions,
              },
              {
                type: 'select',
                name: 'actionId',
                label: words('settings.action'),
                id: 'action-log-action',
                options: labels.options(ActionLogAction),
              },
              {
                type: 'select',
                name: 'actionTypeId',
                label: words('settings.type'),
                id: 'action-log-type',
                options: labels.options(ActionLogType),
              },
              {
                type: 'search',
                name: 'recordNumber',
                label: words('settings.recordNumber'),
                id: 'action-log-record',
              },
            ]}
          />
          <DayFilter state={table} name="from" label={words('settings.from')} />
          <DayFilter state={table} name="to" label={words('settings.to')} />
          <div className="form-field form-field--inline">
            <Checkbox
              inputId="action-log-sign-ins"
              checked={table.query.includeSignIns === true}
              onChange={(event) => table.update({ includeSignIns: event.checked === true ? true : null })}
            />
            <label htmlFor="action-log-sign-ins">{t('history.includeSignIns')}</label>
          </div>
        </FilterToolbar>
        <ListTable
          state={table}
          result={entries}
          columns={columns}
          ariaLabel={title}
          subject={subject}
          emptyText={words('settings.noRows')}
        />
        {entries.data?.isTotalCapped ? (
          <p className="settings-note">{words('settings.moreEntries', { count: entries.data.total })}</p>
        ) : null}
      </div>
    </section>
  );
}
