import { useTranslation } from 'react-i18next';
import { useLabels, type AnyEnumeration } from '../../../lib/i18n-labels';
import './status-views.css';

export interface StatusViewsProps {
  /** The statuses, in their order (QuoteStatus, StandardizedQuoteStatus…). */
  readonly statuses: AnyEnumeration;
  /** How many records each status holds (a `…Views` call); none yet while it loads. */
  readonly counts: ReadonlyArray<{ readonly statusId: number; readonly count: number }> | undefined;
  /** The group's accessible name ('Quote views'). */
  readonly label: string;
  /** The status chosen, or none for All. */
  readonly statusId: number | undefined;
  readonly onSelect: (statusId: number | undefined) => void;
}

/**
 * A management list's views (spec 001 §7 `quoteViews`, `standardizedQuoteViews`): All and one toggle per status
 * with its count; choosing one sets the list's status filter. One component for every stage's management screen.
 */
export function StatusViews({ statuses, counts, label, statusId, onSelect }: StatusViewsProps) {
  const { t } = useTranslation();
  const labels = useLabels();
  const byStatus = new Map((counts ?? []).map((view) => [view.statusId, view.count]));
  const total = [...byStatus.values()].reduce((sum, count) => sum + count, 0);
  const entries: Array<{ id: number | undefined; label: string; count: number }> = [
    { id: undefined, label: t('common.allViews'), count: total },
    ...labels.options(statuses).map((option) => ({
      id: option.id,
      label: option.name,
      count: byStatus.get(option.id) ?? 0,
    })),
  ];
  return (
    <div className="status-views" role="group" aria-label={label}>
      {entries.map((entry) => (
        <button
          key={entry.id ?? 'all'}
          type="button"
          className="status-views__view"
          aria-pressed={statusId === entry.id}
          onClick={() => onSelect(entry.id)}
        >
          {t('common.viewCount', { status: entry.label, count: entry.count })}
        </button>
      ))}
    </div>
  );
}
