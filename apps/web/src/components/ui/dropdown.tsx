import { Dropdown as PrimeDropdown, type DropdownProps as PrimeDropdownProps } from 'primereact/dropdown';
import { DROPDOWN_PASS_THROUGH } from './accessible-pass-through';

export type { DropdownChangeEvent } from 'primereact/dropdown';

/**
 * How the dropdown's focusable combobox gets its accessible name (WCAG 4.1.2): the id of the input a visible
 * `<label htmlFor>` names, the id of a visible label element, or a name of its own for a dropdown without a
 * visible label.
 */
export type DropdownName =
  | { readonly inputId: string; readonly 'aria-labelledby'?: string; readonly 'aria-label'?: string }
  | { readonly 'aria-labelledby': string; readonly inputId?: string; readonly 'aria-label'?: string }
  | { readonly 'aria-label': string; readonly inputId?: string; readonly 'aria-labelledby'?: string };

export type DropdownProps = Omit<PrimeDropdownProps, 'pt' | 'inputId' | 'aria-label' | 'aria-labelledby'> &
  DropdownName;

/** PrimeReact's dropdown, with a name it cannot be rendered without and its extra markup kept out of the way. */
export function Dropdown(props: DropdownProps) {
  return <PrimeDropdown {...props} pt={DROPDOWN_PASS_THROUGH} />;
}
