import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, iconClass, useDiscardConfirmation, type IconName } from '../ui';
import { useDirtyReport } from './editor-dialog';
import { OutdatedNotice } from './outdated-notice';
import type { EditorForm } from './use-editor-form';
import './form-kit.css';

export interface EditorFormViewProps<TInput extends FieldValues, TOutput> {
  readonly editor: EditorForm<TInput, TOutput>;
  /** The form's accessible name (the dialog or page title). */
  readonly label: string;
  /** Cancel (asks before discarding changes); none on a page form whose leaving the page guards. */
  readonly onCancel?: () => void;
  readonly saveLabel?: string;
  readonly saveIcon?: IconName;
  /** Save waits for a change (a form over the user's own stored settings, where saving nothing means nothing). */
  readonly isSaveWaitingForChanges?: boolean;
  readonly className?: string;
  /** Shown above the fields (live presence). */
  readonly header?: ReactNode;
  readonly children: ReactNode;
}

/**
 * An editor's form: the outdated notice at the top, always in view when it matters, the fields, and the save
 * bar kept in view at the bottom (issue 12). Cancel asks before unsaved changes are discarded (spec 000 §2).
 */
export function EditorFormView<TInput extends FieldValues, TOutput>({
  editor,
  label,
  onCancel,
  saveLabel,
  saveIcon = 'check',
  isSaveWaitingForChanges = false,
  className,
  header,
  children,
}: EditorFormViewProps<TInput, TOutput>) {
  const { t } = useTranslation();
  const confirmDiscard = useDiscardConfirmation();
  const { isDirty } = editor.form.formState;
  useDirtyReport(isDirty);
  return (
    <form
      noValidate
      aria-label={label}
      className={className ? `editor-form ${className}` : 'editor-form'}
      onSubmit={editor.onSubmit}
    >
      {header}
      {editor.isOutdated ? <OutdatedNotice onRefresh={editor.refresh} /> : null}
      {children}
      <div className="form-actions editor-form__actions">
        {onCancel ? (
          <Button
            type="button"
            label={t('common.cancel')}
            severity="secondary"
            text
            onClick={() => confirmDiscard(isDirty, onCancel)}
          />
        ) : null}
        <Button
          type="submit"
          label={saveLabel ?? t('form.save')}
          icon={iconClass(saveIcon)}
          loading={editor.isSaving}
          // Save waits until the user has refreshed and seen the other user's change.
          disabled={editor.isOutdated || (isSaveWaitingForChanges && !isDirty)}
        />
      </div>
    </form>
  );
}
