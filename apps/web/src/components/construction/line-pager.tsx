import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { WORKSPACE_PAGE_SIZE_OPTIONS } from '@portal/contracts';
import { Button, iconClass } from '../ui';

export type SequenceOrder = 'asc' | 'desc';

export interface LinePage {
  /** 1-based. */
  readonly page: number;
  readonly size: number;
  readonly order: SequenceOrder;
}

/** The lines of one page, in sequence order (spec 001 §9: default sort sequenceNumber ascending). */
export function pageOf<TEntry>(entries: readonly TEntry[], view: LinePage): TEntry[] {
  const ordered = view.order === 'asc' ? entries : [...entries].reverse();
  const start = (view.page - 1) * view.size;
  return ordered.slice(start, start + view.size);
}

/** The page a view can show: past the last page (lines went), the last one. */
export function clampPage(view: LinePage, count: number): LinePage {
  const last = Math.max(1, Math.ceil(count / view.size));
  return view.page > last ? { ...view, page: last } : view;
}

/** The grid kit's line height in pixels (its default); the header row is as tall. */
const LINE_HEIGHT = 40;
/** A sideways scroll bar under the lines (the columns are wider than a narrow screen). */
const SCROLLBAR_ROOM = 18;
/** Room for the header and two lines, so an empty or short list still reads as a grid. */
const MIN_GRID_HEIGHT = 3 * LINE_HEIGHT + SCROLLBAR_ROOM;

/** A grid just tall enough for its lines, up to `max` (then it scrolls): short lists leave no empty band. */
export function gridHeight(lineCount: number, max: number): number {
  return Math.min(max, Math.max(MIN_GRID_HEIGHT, (lineCount + 1) * LINE_HEIGHT + SCROLLBAR_ROOM));
}

export interface LinePagerProps {
  /** The workspace's dictionary area holding the pager's words (`quoteConstruction`, `orderConstruction`). */
  readonly area: string;
  readonly view: LinePage;
  readonly count: number;
  readonly onChange: (view: LinePage) => void;
}

/**
 * The workspace's page sizes (spec 001 §9: 10, 25, 50, 100, 500, 1000) and the sequence sort, above the grid: a
 * large quote or order is worked a page at a time, and the grid draws only the lines in view within the page.
 */
export function LinePager({ area, view, count, onChange }: LinePagerProps) {
  const { t } = useTranslation();
  const sizeId = useId();
  const last = Math.max(1, Math.ceil(count / view.size));
  const first = count === 0 ? 0 : (view.page - 1) * view.size + 1;
  const end = Math.min(count, view.page * view.size);
  return (
    <div className="construction-kit__pager">
      <label htmlFor={sizeId}>{t(`${area}.linesPerPage`)}</label>
      <select
        id={sizeId}
        value={view.size}
        onChange={(event) => onChange({ ...view, page: 1, size: Number(event.target.value) })}
      >
        {WORKSPACE_PAGE_SIZE_OPTIONS.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
      <Button
        type="button"
        size="small"
        text
        icon={iconClass(view.order === 'asc' ? 'moveUp' : 'moveDown')}
        label={`${t(`${area}.sortBySequence`)}: ${t(
          view.order === 'asc' ? `${area}.ascending` : `${area}.descending`,
        )}`}
        onClick={() => onChange({ ...view, page: 1, order: view.order === 'asc' ? 'desc' : 'asc' })}
      />
      <span className="construction-kit__page-report" aria-live="polite">
        {t(`${area}.pageReport`, { first, last: end, total: count })}
      </span>
      <Button
        type="button"
        size="small"
        text
        label={t(`${area}.previousPage`)}
        disabled={view.page <= 1}
        onClick={() => onChange({ ...view, page: view.page - 1 })}
      />
      <Button
        type="button"
        size="small"
        text
        label={t(`${area}.nextPage`)}
        disabled={view.page >= last}
        onClick={() => onChange({ ...view, page: view.page + 1 })}
      />
    </div>
  );
}
