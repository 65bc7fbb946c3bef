import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PrimeReactProvider } from 'primereact/api';
// The theme lives here because PrimeReact stays behind components/ui (eslint no-restricted-imports).
import 'primereact/resources/themes/lara-light-green/theme.css';
import 'primeicons/primeicons.css';
import { GLOBAL_PASS_THROUGH } from './accessible-pass-through';
import { applyUiLocale } from './ui-locale';

export interface UiProviderProps {
  readonly children: ReactNode;
}

/**
 * House look: Lara light green theme (its colours darkened for contrast, vite-theme.ts), filled inputs, light
 * mode; the kit's own words in the user's language; the markup corrections of accessible-pass-through.ts for the
 * controls PrimeReact renders inside its own components too.
 */
export function UiProvider({ children }: UiProviderProps) {
  const { i18n } = useTranslation();
  // Idempotent, so it can run during render: the first paint already has the kit's words in the language.
  const locale = applyUiLocale(i18n.language);
  const value = useMemo(
    () => ({ inputStyle: 'filled' as const, ripple: false, locale, pt: GLOBAL_PASS_THROUGH }),
    [locale],
  );
  return <PrimeReactProvider value={value}>{children}</PrimeReactProvider>;
}
