import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InputText, type InputTextProps } from 'primereact/inputtext';
import { atLeastMessage, atMostMessage, MESSAGES, MONEY_DECIMALS, type NumberRule } from '@portal/contracts';
import { formattersFor } from '../../lib/i18n-format';
import {
  isSameNumber,
  numberFromText,
  numberRefusal,
  textOfNumber,
  type NumberRefusal,
} from '../../lib/form-number';

export { InputNumber, type InputNumberProps, type InputNumberValueChangeEvent } from 'primereact/inputnumber';

export interface NumberInputProps extends Omit<
  InputTextProps,
  'value' | 'onChange' | 'type' | 'inputMode' | 'defaultValue'
> {
  readonly value: number | null | undefined;
  /** The number typed: null when the box is empty, NaN when its text is not a number or its rule refuses it. */
  readonly onValueChange: (value: number | null) => void;
  /** A unit shown after the box ('lb', '%'). */
  readonly suffix?: string;
  /**
   * What the box refuses as it is typed (contracts' MONEY_RULE, QUANTITY_RULE…): letters, a negative, a figure past
   * the limit, a decimal too many. The reason shows under the box in the user's language (decision 199).
   */
  readonly rule?: NumberRule;
}

type Translate = (key: string, options: Record<string, unknown>) => string;

/** A refusal in the interface language: the catalogue's entries, the bound templates with the figure formatted. */
export function numberRefusalText(refusal: NumberRefusal, translate: Translate, language: string): string {
  const format = formattersFor(language);
  switch (refusal.kind) {
    case 'notANumber':
      return translate('message.notANumber', { defaultValue: MESSAGES.notANumber });
    case 'negative':
      return translate('message.negativeNumber', { defaultValue: MESSAGES.negativeNumber });
    case 'atMost':
      return translate('template.atMost', {
        defaultValue: atMostMessage('{{limit}}'),
        limit: format.decimal(refusal.limit),
      });
    case 'atLeast':
      return translate('template.atLeast', {
        defaultValue: atLeastMessage('{{limit}}'),
        limit: format.decimal(refusal.limit),
      });
    case 'decimals':
      return refusal.decimals === MONEY_DECIMALS
        ? translate('message.amountDecimals', { defaultValue: MESSAGES.amountDecimals })
        : translate('message.quantityDecimals', { defaultValue: MESSAGES.quantityDecimals });
  }
}

/**
 * A box for a typed number, the one every form uses (issue 11): it shows exactly what the user typed
 * ('1,500.25' stays '1,500.25') and reports the number read from it with the contracts' parseNumberText
 * (1500.25). A new value from outside (a reset, a reload) replaces the text only when it is a different number,
 * so a save that stores what was typed leaves the box as the user wrote it. With a `rule`, a text the rule refuses
 * is reported as NaN (no total is computed from it) and the reason is shown under the box as it is typed.
 */
export function NumberInput({ value, onValueChange, suffix, rule, ...inputProps }: NumberInputProps) {
  const { t, i18n } = useTranslation();
  const refusalId = useId();
  const [text, setText] = useState(() => textOfNumber(value));
  const [shownValue, setShownValue] = useState(value);
  const refusal = rule === undefined ? null : numberRefusal(text, rule);
  // Adjusted during render rather than in an effect, so the box never shows a stale figure for a frame.
  if (!isSameNumber(shownValue, value)) {
    setShownValue(value);
    const typed = refusal === null ? numberFromText(text) : Number.NaN;
    if (!isSameNumber(typed, value)) setText(textOfNumber(value));
  }
  const describedBy =
    [inputProps['aria-describedby'], refusal === null ? null : refusalId].filter(Boolean).join(' ') ||
    undefined;

  const input = (
    <InputText
      {...inputProps}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={text}
      invalid={inputProps.invalid === true || refusal !== null}
      aria-invalid={inputProps['aria-invalid'] === true || refusal !== null}
      aria-describedby={describedBy}
      onChange={(event) => {
        setText(event.target.value);
        const refused = rule !== undefined && numberRefusal(event.target.value, rule) !== null;
        const typed = refused ? Number.NaN : numberFromText(event.target.value);
        setShownValue(typed);
        onValueChange(typed);
      }}
    />
  );
  const box = suffix ? (
    <span className="p-inputgroup number-input">
      {input}
      <span className="p-inputgroup-addon" aria-hidden="true">
        {suffix}
      </span>
    </span>
  ) : (
    input
  );
  // One shape whether or not the text is refused, so the box is never remounted (and loses focus) as it is typed.
  return (
    <>
      {box}
      {refusal === null ? null : (
        <small id={refusalId} className="p-error field-error number-input__refusal" role="alert">
          {numberRefusalText(refusal, t, i18n.language)}
        </small>
      )}
    </>
  );
}
