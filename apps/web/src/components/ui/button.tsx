import type { ReactNode } from 'react';
import { Button as PrimeButton, type ButtonProps as PrimeButtonProps } from 'primereact/button';

/**
 * A button always has an accessible name (WCAG 4.1.2): its visible label, content of its own, or — for an
 * icon-only button — an `aria-label` (IconButton names its buttons the same way). A visible label that differs
 * from the name breaks speech control (WCAG 2.5.3): an `aria-label` next to a `label` must start with it
 * ('Remove' → 'Remove size B&B 125-150cm').
 */
export type ButtonName =
  | { readonly label: string }
  | { readonly 'aria-label': string }
  | { readonly 'aria-labelledby': string }
  | { readonly children: ReactNode };

export type ButtonProps = PrimeButtonProps & ButtonName;

export function Button(props: ButtonProps) {
  return <PrimeButton {...props} />;
}
