import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { InputTextarea, type InputTextareaProps } from 'primereact/inputtextarea';
import { MESSAGES } from '@portal/contracts';
import { formattersFor } from '../../lib/i18n-format';

export interface LimitedTextAreaProps extends Omit<InputTextareaProps, 'value' | 'onChange' | 'maxLength'> {
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  /** The schema's limit, in characters. */
  readonly maxLength: number;
}

/** Whether a text is past its field's limit: the save refuses it rather than cutting it (decision 199). */
export function isOverLimit(text: string, maxLength: number): boolean {
  return text.length > maxLength;
}

/**
 * A long text with its limit shown and counted as it is typed ('1,250 / 4,000'). A paste past the limit is kept
 * whole and flagged with the catalogue's warning, never cut silently: the screen refuses to save it until it is
 * shortened (issue 34, decision 199).
 */
export function LimitedTextArea({ value, onValueChange, maxLength, ...props }: LimitedTextAreaProps) {
  const { t, i18n } = useTranslation();
  const counterId = useId();
  const warningId = useId();
  const format = formattersFor(i18n.language);
  const isOver = isOverLimit(value, maxLength);
  const describedBy = [props['aria-describedby'], counterId, isOver ? warningId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <>
      <InputTextarea
        {...props}
        value={value}
        invalid={props.invalid === true || isOver}
        aria-invalid={props['aria-invalid'] === true || isOver}
        aria-describedby={describedBy}
        onChange={(event) => onValueChange(event.target.value)}
      />
      <small id={counterId} className={isOver ? 'text-counter text-counter--over p-error' : 'text-counter'}>
        {t('form.characterCount', {
          defaultValue: '{{count}} / {{max}} characters',
          count: format.integer(value.length),
          max: format.integer(maxLength),
        })}
      </small>
      {isOver ? (
        <small id={warningId} className="p-error field-error" role="alert">
          {t('message.textTooLong', { defaultValue: MESSAGES.textTooLong })}
        </small>
      ) : null}
    </>
  );
}
