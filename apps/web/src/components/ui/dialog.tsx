import { useEffect, useRef } from 'react';
import { Dialog as PrimeDialog, type DialogProps as PrimeDialogProps } from 'primereact/dialog';
import { useDiscardConfirmation, useUnsavedChangesGuard } from './unsaved-changes';

export interface DialogProps extends PrimeDialogProps {
  /**
   * The editor inside holds unsaved changes (spec 000 §2 unsaved-changes guard): Escape and the X ask before
   * discarding them, and so does leaving the screen while the dialog is open. The Cancel button of the form
   * asks through `useDiscardConfirmation` with the same flag.
   */
  readonly isDirty?: boolean;
}

/** What a user types into: the first of these in the content gets the focus when a dialog opens. */
const FIELD_SELECTOR = [
  'input:not([type="hidden"]):not([disabled]):not([readonly])',
  'textarea:not([disabled]):not([readonly])',
  'select:not([disabled])',
  '[role="combobox"]:not([aria-disabled="true"])',
].join(', ');
/** A list or panel open over the dialog: Escape belongs to it first. */
const OPEN_OVERLAY_SELECTOR =
  '[aria-expanded="true"][aria-haspopup], [role="combobox"][aria-expanded="true"]';

function focusFirstField(content: HTMLElement): boolean {
  const field = content.querySelector<HTMLElement>(FIELD_SELECTOR);
  if (!field) return false;
  field.focus();
  return true;
}

function isEscape(event: unknown): boolean {
  return typeof KeyboardEvent !== 'undefined' && event instanceof KeyboardEvent && event.key === 'Escape';
}

/**
 * Dialogs are fixed in place: dragging or resizing a modal adds nothing for a back-office user and makes e2e
 * clicks position-dependent. PrimeReact renders role="dialog" labelled by the header.
 *
 * Three behaviours on top of PrimeReact's (issue 11):
 * - Escape pressed while a dropdown or picker inside is open closes only that list: PrimeReact's dialog listens
 *   on the document and would otherwise close itself, and the edits with it.
 * - with `isDirty`, Escape and the X ask before discarding, and leaving the screen is guarded;
 * - the dialog opens with the focus on its first field rather than on the X (keyboard users start typing).
 */
export function Dialog({
  draggable = false,
  resizable = false,
  isDirty,
  visible,
  children,
  ...props
}: DialogProps) {
  const dialogRef = useRef<PrimeDialog>(null);
  const escapeClosedOverlay = useRef(false);
  const confirmDiscard = useDiscardConfirmation();

  // Captured before any component sees the key, so the state of the lists is the one the user saw.
  useEffect(() => {
    if (!visible) return undefined;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const element = dialogRef.current?.getElement();
      escapeClosedOverlay.current = element?.querySelector(OPEN_OVERLAY_SELECTOR) != null;
    };
    window.addEventListener('keydown', handleKeyDown, true);
    return () => window.removeEventListener('keydown', handleKeyDown, true);
  }, [visible]);

  // The first field gets the focus as soon as it is in the dialog: PrimeReact mounts the content after the dialog
  // becomes visible, and an editor may show its form only once its record has loaded. A focus the user already put
  // inside the dialog is left alone.
  useEffect(() => {
    if (!visible) return undefined;
    const focusWhenReady = (): boolean => {
      const element = dialogRef.current?.getElement();
      const content = dialogRef.current?.getContent();
      if (!element || !content) return false;
      if (element.contains(document.activeElement)) return true;
      return focusFirstField(content);
    };
    if (focusWhenReady()) return undefined;
    const observer = new MutationObserver(() => {
      if (focusWhenReady()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [visible]);

  // PrimeReact calls onHide with the event that asked for it (the X click or the Escape key).
  const handleHide = (event?: unknown) => {
    if (isEscape(event) && escapeClosedOverlay.current) {
      escapeClosedOverlay.current = false;
      return;
    }
    confirmDiscard(isDirty === true, () => props.onHide());
  };

  return (
    <PrimeDialog
      {...props}
      ref={dialogRef}
      draggable={draggable}
      resizable={resizable}
      visible={visible}
      focusOnShow={false}
      onHide={handleHide}
    >
      {visible && isDirty ? <LeaveGuard /> : null}
      {children}
    </PrimeDialog>
  );
}

/** Mounted while an open dialog holds changes: leaving the screen then asks too (spec 000 §2). */
function LeaveGuard() {
  useUnsavedChangesGuard(true);
  return null;
}
