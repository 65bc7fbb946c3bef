import { createContext, useContext, useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { Dialog } from '../ui';

/** How an EditorFormView tells the dialog around it whether it holds unsaved changes. */
const DirtyReportContext = createContext<((isDirty: boolean) => void) | null>(null);

/**
 * Reports the form's unsaved changes to the EditorDialog around it, if any, and none once the form is gone (saved,
 * cancelled). Outside an EditorDialog it does nothing: a record page or a dialog of its own guards itself.
 */
export function useDirtyReport(isDirty: boolean): void {
  const report = useContext(DirtyReportContext);
  useEffect(() => report?.(isDirty), [isDirty, report]);
  useEffect(() => () => report?.(false), [report]);
}

export interface EditorDialogProps {
  readonly header: string;
  readonly isOpen: boolean;
  readonly onClose: () => void;
  /** The dialog's width ('min(36rem, 96vw)'). */
  readonly width: CSSProperties['width'];
  readonly className?: string;
  /** The editor (an EditorFormView inside); mounted afresh at each opening, so it starts from its record. */
  readonly children: ReactNode;
}

/**
 * An editor in a dialog (issue 12 form kit): the form inside starts afresh each time the dialog opens, and while
 * its EditorFormView holds unsaved changes, Escape, the X and leaving the screen ask first (spec 000 §2).
 */
export function EditorDialog({ header, isOpen, onClose, width, className, children }: EditorDialogProps) {
  const [isDirty, setIsDirty] = useState(false);
  return (
    <Dialog
      header={header}
      visible={isOpen}
      onHide={onClose}
      isDirty={isOpen && isDirty}
      style={{ width }}
      className={className}
    >
      <DirtyReportContext.Provider value={setIsDirty}>{isOpen ? children : null}</DirtyReportContext.Provider>
    </Dialog>
  );
}
