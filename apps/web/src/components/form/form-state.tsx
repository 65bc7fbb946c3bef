import type { ReactElement } from 'react';
import {
  Controller,
  useController,
  useFieldArray,
  useForm,
  useWatch,
  type ArrayPath,
  type ControllerRenderProps,
  type DefaultValues,
  type FieldArray,
  type FieldPath,
  type FieldPathValue,
  type FieldPathValues,
  type FieldValues,
  type PathValue,
  type Resolver,
  type UseFieldArrayReturn,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';

/*
 * The form kit's hold on a form's state (issue 37): what an editor reads and writes of its form beyond the kit's
 * fields — a value it watches, a list of sub-records, a control drawn by hand, a form that is no record's editor.
 * Screens use these instead of importing react-hook-form, so the portal's forms are written one way. This module
 * imports nothing but react-hook-form: the login page (first chunk, decision 077) uses it too.
 */

/** The form an editor holds (`useEditorForm(…).form`, `usePlainForm(…)`). */
export type FormOf<TInput extends FieldValues, TOutput = TInput> = UseFormReturn<TInput, unknown, TOutput>;
/** A field's path in a form's values ('email', 'items.0.specs'). */
export type FormFieldPath<TInput extends FieldValues> = FieldPath<TInput>;
/** The value at a field's path. */
export type FormFieldValue<TInput extends FieldValues, TPath extends FieldPath<TInput>> = PathValue<
  TInput,
  TPath
>;
/** A form's check of its values (the contracts schema through its resolver). */
export type FormResolver<TInput extends FieldValues, TOutput> = Resolver<TInput, unknown, TOutput>;
/** A field as a hand-drawn control takes it: value, onChange, onBlur, name, ref. */
export type FormFieldBinding<
  TInput extends FieldValues,
  TPath extends FieldPath<TInput>,
> = ControllerRenderProps<TInput, TPath>;

export interface PlainFormOptions<TInput extends FieldValues, TOutput> {
  readonly resolver: FormResolver<TInput, TOutput>;
  readonly values: DefaultValues<TInput>;
  /** When fields are checked: on submit by default, and on each change after a submit. */
  readonly mode?: UseFormProps<TInput>['mode'];
  readonly reValidateMode?: UseFormProps<TInput>['reValidateMode'];
}

/**
 * A form that is not a record's editor (no record, version or save of its own: the sign-in, a saved view's name, a
 * change kept in a workspace until its Save): its values checked by the resolver given.
 */
export function usePlainForm<TInput extends FieldValues, TOutput>({
  resolver,
  values,
  mode,
  reValidateMode,
}: PlainFormOptions<TInput, TOutput>): FormOf<TInput, TOutput> {
  return useForm<TInput, unknown, TOutput>({
    resolver,
    defaultValues: values,
    ...(mode ? { mode } : {}),
    ...(reValidateMode ? { reValidateMode } : {}),
  });
}

/** A field's value as the user edits it: the component renders again when it changes. */
export function useFormValue<TInput extends FieldValues, TOutput, TPath extends FieldPath<TInput>>(
  form: FormOf<TInput, TOutput>,
  name: TPath,
): FieldPathValue<TInput, TPath> {
  return useWatch({ control: form.control, name });
}

/** Several fields' values as the user edits them, in the order named. */
export function useFormValues<
  TInput extends FieldValues,
  TOutput,
  const TPaths extends readonly FieldPath<TInput>[],
>(form: FormOf<TInput, TOutput>, names: readonly [...TPaths]): FieldPathValues<TInput, TPaths> {
  return useWatch<TInput, TPaths, TOutput>({ control: form.control, name: names });
}

/** A list of sub-records in the form (a product's sizes, a company's other addresses), each keyed by `key`. */
export function useFormList<TInput extends FieldValues, TOutput, TPath extends ArrayPath<TInput>>(
  form: FormOf<TInput, TOutput>,
  name: TPath,
): UseFieldArrayReturn<TInput, TPath, 'key'> {
  return useFieldArray<TInput, TPath, 'key', TOutput>({ control: form.control, name, keyName: 'key' });
}

/** One entry of a form list as `append` takes it. */
export type FormListEntry<TInput extends FieldValues, TPath extends ArrayPath<TInput>> = FieldArray<
  TInput,
  TPath
>;

/** A field bound to a control the component draws itself (a map pin): its value, onChange and onBlur. */
export function useFormField<TInput extends FieldValues, TOutput, TPath extends FieldPath<TInput>>(
  form: FormOf<TInput, TOutput>,
  name: TPath,
): FormFieldBinding<TInput, TPath> {
  return useController<TInput, TPath, TOutput>({ control: form.control, name }).field;
}

export interface FormControlProps<TInput extends FieldValues, TOutput, TPath extends FieldPath<TInput>> {
  readonly form: FormOf<TInput, TOutput>;
  readonly name: TPath;
  /** The control, given the field (value, onChange, onBlur, name, ref). */
  readonly render: (field: FormFieldBinding<TInput, TPath>) => ReactElement;
}

/**
 * A control drawn by hand inside the form, where the kit's fields (`ControlledField`, `TextField`…) do not fit
 * its markup: the sign-in's password box, an address box with suggestions.
 */
export function FormControl<TInput extends FieldValues, TOutput, TPath extends FieldPath<TInput>>({
  form,
  name,
  render,
}: FormControlProps<TInput, TOutput, TPath>) {
  return <Controller control={form.control} name={name} render={({ field }) => render(field)} />;
}
