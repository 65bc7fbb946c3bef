import type { ReactNode } from 'react';
import { PrimeReactProvider } from 'primereact/api';
// The theme lives here because PrimeReact stays behind components/ui (eslint no-restricted-imports).
import 'primereact/resources/themes/lara-light-green/theme.css';
import 'primeicons/primeicons.css';

export interface UiProviderProps {
  readonly children: ReactNode;
}

/** House look: Lara light green theme, filled inputs, light mode. */
export function UiProvider({ children }: UiProviderProps) {
  return <PrimeReactProvider value={{ inputStyle: 'filled', ripple: false }}>{children}</PrimeReactProvider>;
}
