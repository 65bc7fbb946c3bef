import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PrimeReactProvider } from 'primereact/api';
// The theme lives here because PrimeReact stays behind components/ui (eslint no-restricted-imports).
import 'primereact/resources/themes/lara-light-green/theme.css';
import 'primeicons/primeicons.css';
import { applyUiLocale } from './ui-locale';

export interface UiProviderProps {
  readonly children: ReactNode;
}

/** House look: Lara light green theme, filled inputs, light mode; the kit's own words in the user's language. */
export function UiProvider({ children }: UiProviderProps) {
  const { i18n } = useTranslation();
  // Idempotent, so it can run during render: the first paint already has the kit's words in the language.
  const locale = applyUiLocale(i18n.language);
  const value = useMemo(() => ({ inputStyle: 'filled' as const, ripple: false, locale }), [locale]);
  return <PrimeReactProvider value={value}>{children}</PrimeReactProvider>;
}
