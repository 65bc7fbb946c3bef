import {
  InputSwitch as PrimeInputSwitch,
  type InputSwitchProps as PrimeInputSwitchProps,
} from 'primereact/inputswitch';
import { INPUT_SWITCH_PASS_THROUGH } from './accessible-pass-through';

export type { InputSwitchChangeEvent } from 'primereact/inputswitch';

/** Its name: the id of the input a visible `<label htmlFor>` names, a visible label's id, or its own. */
export type InputSwitchName =
  { readonly inputId: string } | { readonly 'aria-labelledby': string } | { readonly 'aria-label': string };

export type InputSwitchProps = Omit<PrimeInputSwitchProps, 'pt'> & InputSwitchName;

/** An on/off switch: one control (role="switch") with its name, not a checkbox wrapped around a switch. */
export function InputSwitch(props: InputSwitchProps) {
  return <PrimeInputSwitch {...props} pt={INPUT_SWITCH_PASS_THROUGH} />;
}
