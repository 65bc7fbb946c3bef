import { Button, iconClass, type IconName } from '../ui';

/** A status move as the screens offer it (the quote's and the order's status calls, a standardized quote's). */
export interface StatusMove {
  /** The move's own label ('Cancel', 'Move to Planning Delivery'). */
  readonly shortLabel: string;
  readonly icon: IconName;
  readonly tone: 'default' | 'danger';
}

export interface StatusMoveButtonProps {
  readonly move: StatusMove;
  /** The button's words when the screen names the move otherwise; the move's own label by default. */
  readonly label?: string;
  readonly disabled?: boolean;
  readonly onClick: () => void;
}

/**
 * A status move of the transitions table (spec 001 §4) as a button beside a record's title or in a workspace's
 * actions: the move's label and icon, outlined beside the screen's main action, red when the move is a dangerous
 * one (a cancel).
 */
export function StatusMoveButton({
  move,
  label = move.shortLabel,
  disabled,
  onClick,
}: StatusMoveButtonProps) {
  return (
    <Button
      type="button"
      label={label}
      icon={iconClass(move.icon)}
      severity={move.tone === 'danger' ? 'danger' : 'secondary'}
      outlined
      disabled={disabled}
      onClick={onClick}
    />
  );
}
