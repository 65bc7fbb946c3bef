import { Chips as PrimeChips, type ChipsProps as PrimeChipsProps } from 'primereact/chips';
import { CHIPS_PASS_THROUGH } from './accessible-pass-through';

export type { ChipsChangeEvent } from 'primereact/chips';

/** The text box's name comes from a `<label htmlFor={inputId}>`, as for a plain text field. */
export type ChipsProps = Omit<PrimeChipsProps, 'pt' | 'inputId'> & { readonly inputId: string };

/** A field of several short values: a list of the values entered, then the labelled text box for the next one. */
export function Chips(props: ChipsProps) {
  return <PrimeChips {...props} pt={CHIPS_PASS_THROUGH} />;
}
