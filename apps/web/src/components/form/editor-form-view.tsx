import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, iconClass, useDiscardConfirmation } from '../ui';
import { OutdatedNotice } from './outdated-notice';
import type { EditorForm } from './use-editor-form';
import './form-kit.css';

export interface EditorFormViewProps<TInput extends FieldValues, TOutput> {
  readonly editor: EditorForm<TInput, TOutput>;
  /** The form's accessible name (the dialog or page title). */
  readonly label: string;
  readonly onCancel: () => void;
  readonly saveLabel?: string;
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
  header,
  children,
}: EditorFormViewProps<TInput, TOutput>) {
  const { t } = useTranslation();
  const confirmDiscard = useDiscardConfirmation();
  const { isDirty } = editor.form.formState;
  return (
    <form noValidate aria-label={label} className="editor-form" onSubmit={editor.onSubmit}>
      {header}
      {editor.isOutdated ? <OutdatedNotice onRefresh={editor.refresh} /> : null}
      {children}
      <div className="form-actions editor-form__actions">
        <Button
          type="button"
          label={t('common.cancel')}
          severity="secondary"
          text
          onClick={() => confirmDiscard(isDirty, onCancel)}
        />
        <Button
          type="submit"
          label={saveLabel ?? t('form.save')}
          icon={iconClass('check')}
          loading={editor.isSaving}
          // Save waits until the user has refreshed and seen the other user's change.
          disabled={editor.isOutdated}
        />
      </div>
    </form>
  );
}
