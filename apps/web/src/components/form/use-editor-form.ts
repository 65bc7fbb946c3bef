import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { ErrorCode, failedTitle, successMessage } from '@portal/contracts';
import { useToast } from '../ui';
import { isApiError } from '../../lib/api-client';
import { failureMessage, fieldIssuesOf } from '../../lib/failure-message';
import { useValidationFailedToast } from './field-error';

/** A record as an editor holds it: which one, and the version it was read at. */
export interface EditedRecord {
  readonly id: number;
  readonly version: number;
}

/** A save refused because someone else changed the record since it was read (409 with the OUTDATED code). */
export function isOutdatedError(error: unknown): boolean {
  return isApiError(error) && error.status === 409 && error.code === ErrorCode.OUTDATED;
}

export interface EditorFormOptions<TInput extends FieldValues, TOutput, TSaved = unknown> {
  /** The request's contracts schema: the form validates with what the server validates with. */
  readonly schema: z.ZodType<TOutput, TInput>;
  /** The form's values for the record (or a new one's defaults); the form resets when the record changes. */
  readonly values: TInput;
  /** The edited record; null for a new one (or for a form of something that always exists, see isUpdateOnly). */
  readonly record: EditedRecord | null;
  /**
   * The form edits something that always exists and has no version of its own (the signed-in user's profile, a
   * password): every save is an update, so the toasts say 'updated' and 'Could not update'.
   */
  readonly isUpdateOnly?: boolean;
  /** Sends the save; resolves when stored. */
  readonly save: (values: TOutput, record: EditedRecord | null) => Promise<TSaved>;
  /**
   * The catalogue's subject ('user', 'company') for 'User created successfully.' and 'Could not update user', or
   * a function of the values saved where they decide it (a size or a spec, by its type).
   */
  readonly subject: string | ((values: TOutput) => string);
  /**
   * The failure title's subject ('User' → 'User Create Failed', 'User Update Failed'), or the catalogue's own
   * title per verb where it words them otherwise ('Discount Creation'), or a function of the values saved.
   */
  readonly title: FailureTitle | ((values: TOutput) => FailureTitle);
  /** After a stored save (closes the dialog, leaves the page). */
  readonly onSaved?: (saved: TSaved) => void;
  /**
   * A form that stays open after a save starts again from these values, unchanged: what the server stored (the
   * profile), or empty boxes (a password).
   */
  readonly valuesAfterSave?: (saved: TSaved) => TInput;
  /** Reads the record again (the outdated notice's Refresh). */
  readonly refresh?: () => unknown;
  /** A rule the schema cannot see (needs another field); returning true stops the save with the validation toast. */
  readonly isBlocked?: (values: TOutput) => boolean;
}

export interface EditorForm<TInput extends FieldValues, TOutput> {
  readonly form: UseFormReturn<TInput, unknown, TOutput>;
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  readonly isSaving: boolean;
  readonly isNew: boolean;
  /**
   * The server refused the save as outdated and the editor still holds the refused version: the notice shows and
   * Save stays disabled until the user has refreshed and seen the other user's change.
   */
  readonly isOutdated: boolean;
  readonly refresh: () => void;
  /** The message under a field, with an empty required value said as 'Required' (the catalogue's Invalid Input). */
  readonly messageOf: (name: FieldPath<TInput>) => string | undefined;
}

type FailureTitle = string | { readonly create: string; readonly update: string };

function failureSubjectOf(title: FailureTitle, verb: 'create' | 'update'): string {
  if (typeof title !== 'string') return title[verb];
  return `${title} ${verb === 'update' ? 'Update' : 'Create'}`;
}

/** The message react-hook-form holds for a field's path ('items.0.specs'), if any. */
export function errorAt(errors: unknown, path: string): string | undefined {
  let current: unknown = errors;
  for (const part of path.split('.')) {
    current = current && typeof current === 'object' ? (current as Record<string, unknown>)[part] : undefined;
  }
  const message = (current as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

/**
 * The one editor form of the portal (issue 12 form kit): react-hook-form with the contracts schema, reset when the
 * record (or its version) changes, server field issues put on their fields, the outdated notice on a 409, and
 * the catalogue's toasts. Screens render fields with components/form/fields.tsx inside <EditorFormView>.
 */
export function useEditorForm<TInput extends FieldValues, TOutput, TSaved = unknown>(
  options: EditorFormOptions<TInput, TOutput, TSaved>,
): EditorForm<TInput, TOutput> {
  const { schema, values, record } = options;
  const toast = useToast();
  const showValidationFailed = useValidationFailedToast();
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(schema as never) as unknown as Resolver<TInput, unknown, TOutput>,
    defaultValues: values as DefaultValues<TInput>,
  });
  const [isSaving, setSaving] = useState(false);
  const [refused, setRefused] = useState<EditedRecord | null>(null);
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });

  // A new record, or a newer version of this one (a refresh, a live change), starts the form from its values.
  const recordKey = record ? `${record.id}:${record.version}` : 'new';
  const { reset } = form;
  useEffect(() => {
    reset(optionsRef.current.values);
  }, [recordKey, reset]);

  const isOutdated =
    refused !== null && record !== null && refused.id === record.id && refused.version === record.version;

  const submit = useCallback(
    async (parsed: TOutput) => {
      const current = optionsRef.current;
      if (current.isBlocked?.(parsed)) {
        showValidationFailed();
        return;
      }
      const verb = current.record || current.isUpdateOnly ? 'update' : 'create';
      const subject = typeof current.subject === 'function' ? current.subject(parsed) : current.subject;
      const title = typeof current.title === 'function' ? current.title(parsed) : current.title;
      setSaving(true);
      try {
        const saved = await current.save(parsed, current.record);
        if (current.valuesAfterSave) form.reset(current.valuesAfterSave(saved));
        toast.showSuccess(successMessage(subject, verb === 'update' ? 'updated' : 'created'));
        current.onSaved?.(saved);
      } catch (error) {
        if (isOutdatedError(error) && current.record) setRefused(current.record);
        for (const issue of fieldIssuesOf(error)) {
          form.setError(issue.field as FieldPath<TInput>, { type: 'server', message: issue.message });
        }
        toast.showError(failureMessage(error, verb, subject), failedTitle(failureSubjectOf(title, verb)));
      } finally {
        setSaving(false);
      }
    },
    [form, showValidationFailed, toast],
  );

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      void form.handleSubmit(submit, showValidationFailed)(event);
    },
    [form, submit, showValidationFailed],
  );

  const refresh = useCallback(() => {
    void optionsRef.current.refresh?.();
  }, []);

  const { errors } = form.formState;
  const messageOf = useCallback(
    (name: FieldPath<TInput>) => {
      const message = errorAt(errors, name);
      if (message === undefined) return undefined;
      const value: unknown = form.getValues(name);
      // An empty required field says the catalogue's 'Invalid Input' text, not a format rule's ('Invalid Email').
      return value == null || (typeof value === 'string' && value.trim() === '') ? 'Required' : message;
    },
    [errors, form],
  );

  return {
    form,
    onSubmit,
    isSaving,
    isNew: record === null && options.isUpdateOnly !== true,
    isOutdated,
    refresh,
    messageOf,
  };
}
