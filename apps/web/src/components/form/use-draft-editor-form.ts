import { useCallback, type FormEvent } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useValidationFailedToast } from './field-error';
import { usePlainForm, type FormFieldPath, type FormOf, type FormResolver } from './form-state';
import { errorAt, type EditorForm } from './use-editor-form';

export interface SchemaFormOptions<TInput extends FieldValues, TOutput> {
  /** The contracts schema the values are checked with. */
  readonly schema: z.ZodType<TOutput, TInput>;
  readonly values: DefaultValues<TInput>;
}

/** A plain form (`usePlainForm`) checked with a zod schema: a saved view's name, a workspace's draft. */
export function useSchemaForm<TInput extends FieldValues, TOutput>({
  schema,
  values,
}: SchemaFormOptions<TInput, TOutput>): FormOf<TInput, TOutput> {
  return usePlainForm<TInput, TOutput>({
    resolver: zodResolver(schema as never) as unknown as FormResolver<TInput, TOutput>,
    values,
  });
}

/**
 * The form kit's editor for a change kept in a workspace until the workspace's Save (an alternate of a line): the
 * kit's fields and view, validated with the schema, but no server call, no version and no 'saved' toast —
 * nothing is stored until the record is. A valid submit hands the values to `onValid`; an invalid one shows the
 * validation toast. The message under an empty field is the rule's own, not 'Required'.
 */
export function useDraftEditorForm<TInput extends FieldValues, TOutput>(
  options: SchemaFormOptions<TInput, TOutput> & { readonly onValid: (values: TOutput) => void },
): EditorForm<TInput, TOutput> {
  const { onValid } = options;
  const showValidationFailed = useValidationFailedToast();
  const form = useSchemaForm(options);
  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      // A dialog's form may sit inside the workspace's own form: its submit stays its own.
      event.stopPropagation();
      void form.handleSubmit(onValid, showValidationFailed)(event);
    },
    [form, onValid, showValidationFailed],
  );
  const { errors } = form.formState;
  const messageOf = useCallback((name: FormFieldPath<TInput>) => errorAt(errors, name), [errors]);
  return {
    form,
    onSubmit,
    isSaving: false,
    isNew: false,
    isOutdated: false,
    refresh: () => undefined,
    messageOf,
  };
}
