import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../ui';
import { fieldErrorText, VALIDATION_FAILED, type CatalogueText } from '../../lib/form-errors';

/** A catalogue message in the user's language: the dictionary's `message.<id>`, else the spec's English. */
export function useCatalogueText(): (text: CatalogueText) => string {
  const { t } = useTranslation();
  return useCallback((text: CatalogueText) => t(`message.${text.name}`, { defaultValue: text.text }), [t]);
}

export interface FieldErrorProps {
  /** The id the field points at with aria-describedby. */
  readonly id?: string;
  /** The field's label: the message names the field it is about. */
  readonly label: string;
  /** The form's message for the field (zod, the server, a rule), or nothing when the field is valid. */
  readonly message: string | undefined | null;
}

/**
 * The one validation message under a field, for every form (issue 11, decision 066): the field named, then the
 * catalogue's text — 'Name — Invalid Input: Please input valid value for all fields.' for an empty or unreadable
 * value, or the rule's own catalogue message ('Tax rate — Please input a valid tax rate.').
 */
export function FieldError({ id, label, message }: FieldErrorProps) {
  const catalogue = useCatalogueText();
  const text = fieldErrorText(message);
  if (!text) return null;
  return (
    <small id={id} className="p-error field-error">
      <span className="field-error-field">{label}</span>
      {' — '}
      {text.title ? `${catalogue(text.title)}: ` : ''}
      {text.body.name ? catalogue(text.body) : text.body.text}
    </small>
  );
}

/**
 * The toast of a save refused before any call (spec 001 §8): title 'Validation Failed', body 'Your input is
 * invalid.'; each flagged field says why under it. For react-hook-form's handleSubmit(onValid, onInvalid).
 */
export function useValidationFailedToast(): () => void {
  const toast = useToast();
  const catalogue = useCatalogueText();
  return useCallback(
    () => toast.showError(catalogue(VALIDATION_FAILED.body), catalogue(VALIDATION_FAILED.title)),
    [toast, catalogue],
  );
}
