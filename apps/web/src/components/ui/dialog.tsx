import { Dialog as PrimeDialog, type DialogProps as PrimeDialogProps } from 'primereact/dialog';

export type DialogProps = PrimeDialogProps;

/**
 * Dialogs are fixed in place: dragging or resizing a modal adds nothing for a back-office user and makes e2e
 * clicks position-dependent. PrimeReact renders role="dialog" labelled by the header.
 */
export function Dialog({ draggable = false, resizable = false, ...props }: DialogProps) {
  return <PrimeDialog draggable={draggable} resizable={resizable} {...props} />;
}
