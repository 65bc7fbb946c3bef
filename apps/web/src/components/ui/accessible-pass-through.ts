/**
 * Corrections to the markup PrimeReact 10 renders, found by axe (issue 12, decision 113). Each wrapper applies its
 * own part, so a component is accessible wherever it is rendered; UiProvider also sets them globally, for the
 * instances PrimeReact renders inside its own components (the paginator's rows-per-page dropdown).
 *
 * A pass-through value of `undefined` removes an attribute PrimeReact sets (its mergeProps assigns it as is).
 */

/** What the dropdown's pass-through options receive: its props. */
interface DropdownPassThroughContext {
  readonly props: { readonly disabled?: boolean | undefined };
}

export const DROPDOWN_PASS_THROUGH = {
  // A copy of the value for forms, visually hidden but still in the accessibility tree as a second, unnamed
  // control (axe select-name); the focusable input beside it is the combobox users and screen readers reach.
  select: { 'aria-hidden': true },
  // The chevron is a mouse target only (not focusable): as role="button" without a name it is an unnamed
  // command (axe aria-command-name). The combobox already announces and opens the list.
  trigger: { 'aria-hidden': true },
  // The wrapper is no control: PrimeReact repeats the name on it (the combobox inside has it) and, while focused,
  // points an aria-activedescendant from it (axe aria-allowed-attr). A disabled dropdown is drawn at 60% opacity;
  // saying it is disabled exempts it from the contrast rule as WCAG 1.4.3 does (inactive components).
  root: ({ props }: DropdownPassThroughContext) => ({
    'aria-activedescendant': undefined,
    'aria-label': undefined,
    'aria-labelledby': undefined,
    ...(props.disabled ? { 'aria-disabled': true as const } : {}),
  }),
} as const;

export const INPUT_SWITCH_PASS_THROUGH = {
  // PrimeReact draws role="checkbox" on the wrapper around the real input (role="switch"): two nested controls
  // (axe nested-interactive), and the wrapper repeats the name. The input alone is the switch.
  root: { role: undefined, 'aria-checked': undefined, 'aria-label': undefined, 'aria-labelledby': undefined },
} as const;

/** A checkbox's wrapper as a plain box: the input inside is the control, with its own name and state. */
const CHECKBOX_WRAPPER = { role: undefined, 'aria-checked': undefined, 'aria-label': undefined } as const;

export const SELECTION_COLUMN_PASS_THROUGH = {
  // A selectable table's header and row checkboxes: PrimeReact draws role="checkbox" and the name on the wrapper
  // around the real input, a control without its state around another control (axe aria-required-attr,
  // nested-interactive). The input alone is the checkbox, as for the switch.
  headerCheckbox: { root: CHECKBOX_WRAPPER },
  rowCheckbox: { root: CHECKBOX_WRAPPER },
} as const;

export const CHIPS_PASS_THROUGH = {
  // PrimeReact's chips are a listbox whose last item is the text box: a listbox may only own options, and the
  // text box's item is a list item outside a list (axe aria-required-children, listitem). As a plain list of
  // items (the entered values, then the text box) every part has its proper role, and the text box keeps its
  // label.
  container: { role: undefined, 'aria-orientation': undefined, 'aria-activedescendant': undefined },
  token: { role: undefined, 'aria-label': undefined, 'aria-selected': undefined },
} as const;

/** UiProvider's global pass-through options, keyed by PrimeReact's component names. */
export const GLOBAL_PASS_THROUGH = {
  dropdown: DROPDOWN_PASS_THROUGH,
  inputswitch: INPUT_SWITCH_PASS_THROUGH,
  chips: CHIPS_PASS_THROUGH,
};
