import { useId } from 'react';
import { IconButton, type IconName } from '../ui';

export interface RowAction {
  /** Unique within the row. */
  readonly key: string;
  readonly icon: IconName;
  /** The accessible name, naming the row ('Edit Ada Lovelace'). */
  readonly label: string;
  readonly onClick: () => void;
  /** Left out of the row (the user may not do it here). */
  readonly hidden?: boolean;
  readonly disabled?: boolean;
  /** Why it is disabled; read by screen readers and shown as the tooltip (say why before any call). */
  readonly disabledReason?: string;
  readonly tone?: 'default' | 'danger';
}

/** A row's Open: the record's workspace or page, named after the row ('Open Quote CQ-1042'). */
export function openRowAction(label: string, onClick: () => void): RowAction {
  return { key: 'open', icon: 'open', label, onClick };
}

/** The actions of one row, in one column, as named icon buttons (issue 12: dense rows, actions in one column). */
export function RowActions({ actions }: { readonly actions: readonly RowAction[] }) {
  const idPrefix = useId();
  const shown = actions.filter((action) => !action.hidden);
  if (shown.length === 0) return null;
  return (
    <div className="row-actions">
      {shown.map((action) => {
        const reasonId = action.disabled && action.disabledReason ? `${idPrefix}-${action.key}` : undefined;
        return (
          <span key={action.key} className="row-actions__item">
            <IconButton
              icon={action.icon}
              label={action.label}
              onClick={action.onClick}
              {...(action.disabled ? { disabled: true } : {})}
              {...(action.disabledReason ? { disabledReason: action.disabledReason } : {})}
              {...(action.tone ? { tone: action.tone } : {})}
              {...(reasonId ? { describedBy: reasonId } : {})}
            />
            {reasonId ? (
              <span id={reasonId} className="visually-hidden">
                {action.disabledReason}
              </span>
            ) : null}
          </span>
        );
      })}
    </div>
  );
}
