import { useState } from 'react';
import { InputText, type InputTextProps } from 'primereact/inputtext';
import { isSameNumber, numberFromText, textOfNumber } from '../../lib/form-number';

export { InputNumber, type InputNumberProps, type InputNumberValueChangeEvent } from 'primereact/inputnumber';

export interface NumberInputProps extends Omit<
  InputTextProps,
  'value' | 'onChange' | 'type' | 'inputMode' | 'defaultValue'
> {
  readonly value: number | null | undefined;
  /** The number typed: null when the box is empty, NaN when its text is not a number. */
  readonly onValueChange: (value: number | null) => void;
  /** A unit shown after the box ('lb', '%'). */
  readonly suffix?: string;
}

/**
 * A box for a typed number, the one every form uses (issue 11): it shows exactly what the user typed
 * ('1,500.25' stays '1,500.25') and reports the number read from it with the contracts' parseNumberText
 * (1500.25). A new value from outside (a reset, a reload) replaces the text only when it is a different number,
 * so a save that stores what was typed leaves the box as the user wrote it.
 */
export function NumberInput({ value, onValueChange, suffix, ...inputProps }: NumberInputProps) {
  const [text, setText] = useState(() => textOfNumber(value));
  const [shownValue, setShownValue] = useState(value);
  // Adjusted during render rather than in an effect, so the box never shows a stale figure for a frame.
  if (!isSameNumber(shownValue, value)) {
    setShownValue(value);
    if (!isSameNumber(numberFromText(text), value)) setText(textOfNumber(value));
  }

  const input = (
    <InputText
      {...inputProps}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        const typed = numberFromText(event.target.value);
        setShownValue(typed);
        onValueChange(typed);
      }}
    />
  );
  if (!suffix) return input;
  return (
    <span className="p-inputgroup number-input">
      {input}
      <span className="p-inputgroup-addon" aria-hidden="true">
        {suffix}
      </span>
    </span>
  );
}
