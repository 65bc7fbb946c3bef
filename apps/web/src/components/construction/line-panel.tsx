import { useId, type ReactNode } from 'react';
import { Button, iconClass } from '../ui';
import type { ConstructionLine } from './priced-lines';

export interface LinePanelProps {
  /** The panel's heading: which line it is about ('Line 3 — Acer rubrum, 45 mm caliper'). */
  readonly title: string;
  /** The close button's label. */
  readonly closeLabel: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

/**
 * A panel about one line of a construction grid, opened from the line's menu under the grid and closed by its
 * own button: the quote workspace's sourcing (who can supply the line, its alternates) and the order workspace's
 * alternates of an item (decision 173).
 */
export function LinePanel({ title, closeLabel, onClose, children }: LinePanelProps) {
  const titleId = useId();
  return (
    <section className="construction-kit__line-panel" aria-labelledby={titleId}>
      <div className="construction-kit__line-panel-header">
        <h2 id={titleId} className="construction-kit__panel-title">
          {title}
        </h2>
        <Button
          type="button"
          size="small"
          text
          icon={iconClass('close')}
          label={closeLabel}
          onClick={onClose}
        />
      </div>
      {children}
    </section>
  );
}

/** What names a line in its panel's title: its number, product and size ('line 3: Acer rubrum, 45 mm caliper'). */
export function linePanelTitleValues(row: ConstructionLine<unknown>): {
  line: number;
  product: string;
  size: string;
} {
  return { line: row.sequenceNumber, product: row.product, size: row.size };
}
