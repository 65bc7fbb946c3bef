import type { ReactNode } from 'react';
import { Controller, type ControllerRenderProps, type FieldPath, type FieldValues } from 'react-hook-form';
import {
  Checkbox,
  Chips,
  Dropdown,
  InputText,
  InputTextarea,
  LimitedTextArea,
  NumberInput,
  Password,
  type NumberInputProps,
} from '../ui';
import { FieldError } from './field-error';
import type { EditorForm } from './use-editor-form';

/**
 * The fields of the form kit (issue 12): each carries its label, its error under it (field-error.tsx, the
 * catalogue's wording) and the ARIA that ties them together, all drawn by one FieldShell. Ids derive from the
 * form's id prefix and the field's path, so two editors on one page never share an id.
 */
export interface FieldBase<TInput extends FieldValues, TOutput> {
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

/** What a field's control and its shell share: its id, the message under it and the ARIA pointing at both. */
export interface FieldFrame {
  readonly id: string;
  readonly message: string | undefined;
  readonly invalid: boolean;
  readonly describedBy: string | undefined;
}

/** The frame of a field of the form: id `${idPrefix}-${path with dashes}`, the rule's or the form's message. */
export function fieldFrameOf<TInput extends FieldValues, TOutput>({
  editor,
  name,
  idPrefix,
  hint,
  ruleMessage,
}: FieldBase<TInput, TOutput>): FieldFrame {
  const id = `${idPrefix}-${name.replace(/\./g, '-')}`;
  const message = ruleMessage ?? editor.messageOf(name);
  const invalid = message !== undefined;
  const describedBy = [invalid ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return { id, message, invalid, describedBy: describedBy === '' ? undefined : describedBy };
}

export interface FieldShellProps {
  readonly frame: FieldFrame;
  readonly label: string;
  readonly hint?: ReactNode;
  /** The label's own id, for a control named by aria-labelledby (a dropdown). */
  readonly labelId?: string;
  readonly className?: string;
  readonly children: ReactNode;
}

/** The one wrapper of every field and picker: the label, the control, the hint, the error, tied by their ids. */
export function FieldShell({
  frame,
  label,
  hint,
  labelId,
  className = 'form-field',
  children,
}: FieldShellProps) {
  return (
    <div className={className}>
      <label htmlFor={frame.id} id={labelId}>
        {label}
      </label>
      {children}
      {hint ? (
        <small id={`${frame.id}-hint`} className="field-hint">
          {hint}
        </small>
      ) : null}
      <FieldError id={`${frame.id}-error`} label={label} message={frame.message} />
    </div>
  );
}

/** The ARIA and state a control takes from its frame. */
function controlPropsOf(frame: FieldFrame, disabled: boolean | undefined) {
  return {
    disabled: disabled ?? false,
    invalid: frame.invalid,
    'aria-invalid': frame.invalid,
    'aria-describedby': frame.describedBy,
  };
}

export interface ControlledFieldProps<TInput extends FieldValues, TOutput> extends FieldBase<
  TInput,
  TOutput
> {
  readonly className?: string;
  /** The control names itself by aria-labelledby (a dropdown): the label gets an id to point at. */
  readonly isLabelledById?: boolean;
  /** The control, given the form's field (value, onChange, onBlur) and the frame's id and ARIA. */
  readonly render: (field: ControllerRenderProps<TInput, FieldPath<TInput>>, frame: FieldFrame) => ReactNode;
}

/** A field whose control react-hook-form holds through a Controller (a dropdown, a number box, a picker). */
export function ControlledField<TInput extends FieldValues, TOutput>({
  className,
  isLabelledById = false,
  render,
  ...props
}: ControlledFieldProps<TInput, TOutput>) {
  const frame = fieldFrameOf(props);
  return (
    <FieldShell
      frame={frame}
      label={props.label}
      hint={props.hint}
      className={className}
      labelId={isLabelledById ? `${frame.id}-label` : undefined}
    >
      <Controller
        control={props.editor.form.control}
        name={props.name}
        render={({ field }) => <>{render(field, frame)}</>}
      />
    </FieldShell>
  );
}

export function TextField<TInput extends FieldValues, TOutput>({
  type = 'text',
  autoComplete,
  maxLength,
  ...props
}: FieldBase<TInput, TOutput> & {
  readonly type?: 'text' | 'email' | 'tel' | 'url' | 'date' | 'password';
  readonly autoComplete?: string;
  /** The schema's own limit, so the box stops there rather than refusing on save. */
  readonly maxLength?: number;
}) {
  const frame = fieldFrameOf(props);
  return (
    <FieldShell frame={frame} label={props.label} hint={props.hint}>
      <InputText
        id={frame.id}
        type={type}
        autoComplete={autoComplete}
        maxLength={maxLength}
        {...controlPropsOf(frame, props.disabled)}
        {...props.editor.form.register(props.name)}
      />
    </FieldShell>
  );
}

/**
 * Several lines of text (a pasted plant list); `rows` is its height, it grows no further (it scrolls). With
 * `maxLength` the limit is shown and counted, and a paste past it is flagged, never cut (decision 199).
 */
export function TextAreaField<TInput extends FieldValues, TOutput>({
  rows = 8,
  maxLength,
  ...props
}: FieldBase<TInput, TOutput> & { readonly rows?: number; readonly maxLength?: number }) {
  const frame = fieldFrameOf(props);
  if (maxLength !== undefined) {
    return (
      <ControlledField
        {...props}
        className="form-field form-field--wide"
        render={(field, controlFrame) => (
          <LimitedTextArea
            id={controlFrame.id}
            rows={rows}
            autoResize={false}
            maxLength={maxLength}
            value={typeof field.value === 'string' ? field.value : ''}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            {...controlPropsOf(controlFrame, props.disabled)}
          />
        )}
      />
    );
  }
  return (
    <FieldShell frame={frame} label={props.label} hint={props.hint} className="form-field form-field--wide">
      <InputTextarea
        id={frame.id}
        rows={rows}
        autoResize={false}
        {...controlPropsOf(frame, props.disabled)}
        {...props.editor.form.register(props.name)}
      />
    </FieldShell>
  );
}

/**
 * A typed number (components/ui NumberInput: '1,500.25' stays as typed and is read as 1500.25); an empty box is
 * null. `accessibleName` names a box repeated per line ('Unit weight of #5 gal') beyond its visible label.
 */
export function NumberField<TInput extends FieldValues, TOutput>({
  suffix,
  accessibleName,
  placeholder,
  rule,
  ...props
}: FieldBase<TInput, TOutput> & {
  readonly suffix?: string;
  readonly accessibleName?: string;
  /** What an empty box stands for ('0' where empty means none). */
  readonly placeholder?: string;
  /** What the box refuses as it is typed, said under it (decision 199). */
  readonly rule?: NumberInputProps['rule'];
}) {
  return (
    <ControlledField
      {...props}
      render={(field, frame) => (
        <NumberInput
          id={frame.id}
          aria-label={accessibleName}
          placeholder={placeholder}
          value={typeof field.value === 'number' ? field.value : null}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
          suffix={suffix}
          rule={rule}
          {...controlPropsOf(frame, props.disabled)}
        />
      )}
    />
  );
}

/** A secret typed twice or proven (the account's passwords): masked, with a button that shows it. */
export function PasswordField<TInput extends FieldValues, TOutput>({
  autoComplete,
  ...props
}: FieldBase<TInput, TOutput> & { readonly autoComplete: 'current-password' | 'new-password' }) {
  return (
    <ControlledField
      {...props}
      render={(field, frame) => (
        <Password
          inputId={frame.id}
          inputRef={field.ref}
          name={field.name}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          autoComplete={autoComplete}
          {...controlPropsOf(frame, props.disabled)}
        />
      )}
    />
  );
}

/** Several short texts (a size's other spellings): each one typed then Enter or a comma, no two the same. */
export function ChipsField<TInput extends FieldValues, TOutput>(props: FieldBase<TInput, TOutput>) {
  return (
    <ControlledField
      {...props}
      render={(field, frame) => (
        <Chips
          inputId={frame.id}
          value={Array.isArray(field.value) ? field.value : []}
          onChange={(event) => field.onChange(event.value ?? [])}
          onBlur={field.onBlur}
          allowDuplicate={false}
          addOnBlur
          separator=","
          disabled={props.disabled ?? false}
          aria-describedby={frame.describedBy}
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
  options,
  nullAs,
  filter,
  onChosen,
  ...props
}: FieldBase<TInput, TOutput> & {
  readonly options: readonly SelectOption[];
  /** A dropdown cannot hold null as an option: the option id that stands for null (Unassigned). */
  readonly nullAs?: number;
  /** Offer a filter box (long lists: timezones, provinces). */
  readonly filter?: boolean;
  /** The user chose an option (not a reset): for a rule that follows the choice (a type's categories). */
  readonly onChosen?: (id: number | string | null) => void;
}) {
  return (
    <ControlledField
      {...props}
      isLabelledById
      render={(field, frame) => (
        <Dropdown
          inputId={frame.id}
          aria-labelledby={`${frame.id}-label`}
          {...controlPropsOf(frame, props.disabled)}
          value={field.value === null && nullAs !== undefined ? nullAs : field.value}
          options={[...options]}
          optionLabel="name"
          optionValue="id"
          filter={filter ?? false}
          onChange={(event) => {
            const value = event.value as number | string | null | undefined;
            const chosen = value === undefined || (nullAs !== undefined && value === nullAs) ? null : value;
            field.onChange(chosen);
            onChosen?.(chosen);
          }}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

export function CheckboxField<TInput extends FieldValues, TOutput>(props: FieldBase<TInput, TOutput>) {
  const { id } = fieldFrameOf(props);
  return (
    <div className="form-field form-field--inline">
      <Controller
        control={props.editor.form.control}
        name={props.name}
        render={({ field }) => (
          <Checkbox
            inputId={id}
            checked={field.value === true}
            disabled={props.disabled ?? false}
            onChange={(event) => field.onChange(event.checked === true)}
            onBlur={field.onBlur}
          />
        )}
      />
      <label htmlFor={id}>{props.label}</label>
    </div>
  );
}
