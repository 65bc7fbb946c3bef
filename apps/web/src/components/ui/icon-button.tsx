import { Button } from 'primereact/button';
import { iconClass, type IconName } from './icons';

export interface IconButtonProps {
  readonly icon: IconName;
  /** The accessible name and the tooltip: an icon-only button always says what it does (WCAG 4.1.2). */
  readonly label: string;
  readonly onClick: () => void;
  readonly disabled?: boolean;
  /** Why the button is disabled, read by screen readers and shown as the tooltip. */
  readonly disabledReason?: string;
  readonly tone?: 'default' | 'danger';
  readonly describedBy?: string;
}

/** A round, text-only icon button for row actions and toolbars. */
export function IconButton({
  icon,
  label,
  onClick,
  disabled,
  disabledReason,
  tone,
  describedBy,
}: IconButtonProps) {
  const tooltip = disabled && disabledReason ? disabledReason : label;
  return (
    <Button
      type="button"
      icon={iconClass(icon)}
      rounded
      text
      {...(tone === 'danger' ? { severity: 'danger' as const } : {})}
      disabled={disabled ?? false}
      aria-label={label}
      {...(describedBy ? { 'aria-describedby': describedBy } : {})}
      tooltip={tooltip}
      tooltipOptions={{ showOnDisabled: true, position: 'top' }}
      onClick={onClick}
    />
  );
}
