import { useTranslation } from 'react-i18next';
import { useLabels, type AnyEnumeration } from '../../lib/i18n-labels';
import { ToggleButtons } from '../ui';

export interface StatusViewsProps {
  /** The statuses, in their order (QuoteStatus, OrderStatus…). */
  readonly statuses: AnyEnumeration;
  /** How many records each status holds (a `…Views` or `…GroupSummary` call); none yet while it loads. */
  readonly counts: ReadonlyArray<{ readonly statusId: number; readonly count: number }> | undefined;
  /** All's count when the server gives it; else the sum of the statuses'. */
  readonly total?: number | undefined;
  /** The group's accessible name ('Quote views', 'Orders by status'). */
  readonly label: string;
  /** The status chosen, or none for All. */
  readonly statusId: number | undefined;
  readonly onSelect: (statusId: number | undefined) => void;
}

/**
 * A list's views per status (spec 001 §7 `quoteViews`, `standardizedQuoteViews`, `orderGroupSummary`): All and one
 * toggle per status with its count; choosing one sets the list's status filter. One component for every
 * management screen and dashboard.
 */
export function StatusViews({ statuses, counts, total, label, statusId, onSelect }: StatusViewsProps) {
  const { t } = useTranslation();
  const labels = useLabels();
  const byStatus = new Map((counts ?? []).map((view) => [view.statusId, view.count]));
  const all = total ?? [...byStatus.values()].reduce((sum, count) => sum + count, 0);
  const choices = [
    { key: undefined, label: t('common.viewCount', { status: t('common.allViews'), count: all }) },
    ...labels.options(statuses).map((option) => ({
      key: option.id,
      label: t('common.viewCount', { status: option.name, count: byStatus.get(option.id) ?? 0 }),
    })),
  ];
  return <ToggleButtons label={label} choices={choices} value={statusId} onChange={onSelect} />;
}
