import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActionLogAction, ROUTES } from '@portal/contracts';
import { useFormat } from '../../lib/i18n-format';
import { useLabels } from '../../lib/i18n-labels';
import { LoadFailure } from '../table/load-failure';
import { Button } from '../ui';
import { ChangeList } from './change-list';
import { useRecordHistory } from './get-record-history';
import './record-history.css';

export interface RecordHistoryProps {
  /** The record's type (ActionLogType id). */
  readonly entityType: number;
  readonly entityId: number;
  /**
   * Shown behind a 'Show History' button, read only once opened (an editor dialog); otherwise listed at once
   * (a record page's history tab).
   */
  readonly isCollapsible?: boolean;
}

/**
 * A record's history (issue 12): its action-log entries, newest first, each with who, when, what and the fields
 * it changed (old → new, secrets masked by the server). The Action Log, filtered to the record, has the rest.
 */
export function RecordHistory({ entityType, entityId, isCollapsible = false }: RecordHistoryProps) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(!isCollapsible);
  const panelId = useId();
  const titleId = useId();
  return (
    <section className="record-history" aria-labelledby={titleId}>
      <h2 id={titleId} className="record-history__title">
        {t('history.title')}
      </h2>
      {isCollapsible ? (
        <Button
          type="button"
          label={isOpen ? t('history.hide') : t('history.show')}
          text
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setIsOpen((open) => !open)}
        />
      ) : null}
      <div id={panelId} hidden={!isOpen}>
        {isOpen ? <HistoryEntries entityType={entityType} entityId={entityId} /> : null}
      </div>
    </section>
  );
}

function HistoryEntries({
  entityType,
  entityId,
}: {
  readonly entityType: number;
  readonly entityId: number;
}) {
  const { t } = useTranslation();
  const labels = useLabels();
  const format = useFormat();
  const history = useRecordHistory(entityType, entityId);

  if (history.isPending) return <p role="status">{t('common.loading')}</p>;
  if (history.isError) {
    return <LoadFailure error={history.error} subject="history" onRetry={() => void history.refetch()} />;
  }
  const { rows, total } = history.data;
  if (rows.length === 0) return <p>{t('history.empty')}</p>;
  const search = new URLSearchParams({ actionTypeId: String(entityType), recordId: String(entityId) });
  return (
    <>
      <ol className="record-history__list">
        {rows.map((entry) => (
          <li key={entry.id} className="record-history__entry">
            <div className="record-history__meta">
              <time dateTime={entry.createdAt}>{format.dateTime(entry.createdAt)}</time>
              <span>
                {t('history.entryBy', {
                  action: labels.label(ActionLogAction.name, entry.actionId, entry.actionName),
                  user: entry.userName,
                })}
              </span>
            </div>
            {entry.changes.length > 0 ? (
              <ChangeList recordType={entry.actionTypeId} changes={entry.changes} />
            ) : null}
          </li>
        ))}
      </ol>
      {total > rows.length ? (
        <Link to={{ pathname: ROUTES.actionLog, search: `?${search.toString()}` }}>
          {t('history.seeAll')}
        </Link>
      ) : null}
    </>
  );
}
