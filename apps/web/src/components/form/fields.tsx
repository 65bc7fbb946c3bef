import type { ReactNode } from 'react';
import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { Checkbox, Dropdown, InputText, InputTextarea } from '../ui';
import { FieldError } from './field-error';
import type { EditorForm } from './use-editor-form';

/**
 * The fields of the form kit (issue 12): each carries its label, its error under it (lib/form-field-error.tsx,
 * the catalogue's wording) and the ARIA that ties them together. Ids derive from the form's id prefix and the
 * field's path, so two editors on one page never share an id.
 */
interface FieldBase<TInput extends FieldValues, TOutput> {
  readonly editor: EditorForm<TInput, TOutput>;
  readonly name: FieldPath<TInput>;
  readonly label: string;
  /** The id prefix of the form ('user', 'company'). */
  readonly idPrefix: string;
  readonly hint?: ReactNode;
  readonly disabled?: boolean;
  /** A rule's message shown before any save (e.g. activation needs a company). */
  readonly ruleMessage?: string | undefined;
}

function fieldId(idPrefix: string, name: string): string {
  return `${idPrefix}-${name.replace(/\./g, '-')}`;
}

function describedBy(...ids: Array<string | null>): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

function Hint({ id, hint }: { readonly id: string; readonly hint: ReactNode }) {
  return (
    <small id={id} className="field-hint">
      {hint}
    </small>
  );
}

/** A field whose control is a registered text input: its label, ARIA, hint and error, around the control. */
function RegisteredTextField<TInput extends FieldValues, TOutput>({
  editor,
  name,
  label,
  idPrefix,
  hint,
  disabled,
  ruleMessage,
  className = 'form-field',
  control,
}: FieldBase<TInput, TOutput> & {
  readonly className?: string;
  readonly control: (props: {
    id: string;
    disabled: boolean;
    invalid: boolean;
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}) {
  const id = fieldId(idPrefix, name);
  const message = ruleMessage ?? editor.messageOf(name);
  const invalid = message !== undefined;
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      {control({
        id,
        disabled: disabled ?? false,
        invalid,
        'aria-invalid': invalid,
        'aria-describedby': describedBy(invalid ? `${id}-error` : null, hint ? `${id}-hint` : null),
      })}
      {hint ? <Hint id={`${id}-hint`} hint={hint} /> : null}
      <FieldError id={`${id}-error`} label={label} message={message} />
    </div>
  );
}

export function TextField<TInput extends FieldValues, TOutput>({
  type = 'text',
  ...props
}: FieldBase<TInput, TOutput> & { readonly type?: 'text' | 'email' | 'tel' | 'url' | 'date' }) {
  return (
    <RegisteredTextField
      {...props}
      control={(control) => (
        <InputText {...control} type={type} {...props.editor.form.register(props.name)} />
      )}
    />
  );
}

/** Several lines of text (a pasted plant list); `rows` is its height, it grows no further (it scrolls). */
export function TextAreaField<TInput extends FieldValues, TOutput>({
  rows = 8,
  ...props
}: FieldBase<TInput, TOutput> & { readonly rows?: number }) {
  return (
    <RegisteredTextField
      {...props}
      className="form-field form-field--wide"
      control={(control) => (
        <InputTextarea
          {...control}
          rows={rows}
          autoResize={false}
          {...props.editor.form.register(props.name)}
        />
      )}
    />
  );
}

export interface SelectOption {
  readonly id: number | string;
  readonly name: string;
}

export function SelectField<TInput extends FieldValues, TOutput>({
  editor,
  name,
  label,
  idPrefix,
  hint,
  disabled,
  ruleMessage,
  options,
  nullAs,
  filter,
}: FieldBase<TInput, TOutput> & {
  readonly options: readonly SelectOption[];
  /** A dropdown cannot hold null as an option: the option id that stands for null (Unassigned). */
  readonly nullAs?: number;
  /** Offer a filter box (long lists: timezones, provinces). */
  readonly filter?: boolean;
}) {
  const id = fieldId(idPrefix, name);
  const message = ruleMessage ?? editor.messageOf(name);
  const invalid = message !== undefined;
  return (
    <div className="form-field">
      <label htmlFor={id} id={`${id}-label`}>
        {label}
      </label>
      <Controller
        control={editor.form.control}
        name={name}
        render={({ field }) => (
          <Dropdown
            inputId={id}
            aria-labelledby={`${id}-label`}
            aria-describedby={describedBy(invalid ? `${id}-error` : null, hint ? `${id}-hint` : null)}
            aria-invalid={invalid}
            invalid={invalid}
            value={field.value === null && nullAs !== undefined ? nullAs : field.value}
            options={[...options]}
            optionLabel="name"
            optionValue="id"
            disabled={disabled ?? false}
            filter={filter ?? false}
            onChange={(event) => {
              const value = event.value as number | string | null | undefined;
              field.onChange(
                value === undefined || (nullAs !== undefined && value === nullAs) ? null : value,
              );
            }}
            onBlur={field.onBlur}
          />
        )}
      />
      {hint ? <Hint id={`${id}-hint`} hint={hint} /> : null}
      <FieldError id={`${id}-error`} label={label} message={message} />
    </div>
  );
}

export function CheckboxField<TInput extends FieldValues, TOutput>({
  editor,
  name,
  label,
  idPrefix,
  disabled,
}: FieldBase<TInput, TOutput>) {
  const id = fieldId(idPrefix, name);
  return (
    <div className="form-field form-field--inline">
      <Controller
        control={editor.form.control}
        name={name}
        render={({ field }) => (
          <Checkbox
            inputId={id}
            checked={field.value === true}
            disabled={disabled ?? false}
            onChange={(event) => field.onChange(event.checked === true)}
            onBlur={field.onBlur}
          />
        )}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
