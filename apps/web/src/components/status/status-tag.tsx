import { Tag } from '../ui';
import { useLabels, type AnyEnumeration } from '../../lib/i18n-labels';
import { statusTone } from './status-tones';

export interface StatusTagProps {
  /** The status list (OrderStatus, ItemStatus …): its label in the user's language and its tone. */
  readonly enumeration: AnyEnumeration;
  readonly statusId: number | null | undefined;
  /** Words other than the list's own (the Order Dashboard's inventory variant, spec 001 §4). */
  readonly label?: string;
  readonly className?: string;
}

/** A status of the flow as a badge: its name in the user's language, in its one tone (status-tones.ts). */
export function StatusTag({ enumeration, statusId, label, className }: StatusTagProps) {
  const labels = useLabels();
  return (
    <Tag
      value={label ?? labels.enumeration(enumeration, statusId)}
      severity={statusTone(enumeration, statusId)}
      {...(className ? { className } : {})}
    />
  );
}
