import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatDateTime,
  formatDecimal,
  formatInteger,
  formatLanguageOf,
  formatMoney,
  formatShortDate,
  type FormatLanguage,
} from '@portal/contracts';

export interface Formatters {
  readonly language: FormatLanguage;
  /** spec 000 §9 short date: 'Mar 5, 2026' / '5 mars 2026'. */
  readonly date: (value: string | Date | null | undefined, timeZone?: string) => string;
  /** The short date with the time: 'Nov 23, 2026, 10:52 AM' / '23 nov. 2026, 10 h 52'. */
  readonly dateTime: (value: string | Date | null | undefined, timeZone?: string) => string;
  /** spec 000 §9 money: '1,234.50' / '1 234,50'. */
  readonly money: (value: number | null | undefined) => string;
  readonly integer: (value: number | null | undefined) => string;
  /** A rate or measure with its own decimals: '9.975' / '9,975'. */
  readonly decimal: (value: number | null | undefined) => string;
}

export function formattersFor(code: string | null | undefined): Formatters {
  const language = formatLanguageOf(code);
  return {
    language,
    date: (value, timeZone) => formatShortDate(value, timeZone, language),
    dateTime: (value, timeZone) => formatDateTime(value, timeZone, language),
    money: (value) => formatMoney(value, language),
    integer: (value) => formatInteger(value, language),
    decimal: (value) => formatDecimal(value, language),
  };
}

/** Dates and numbers in the interface language (docs/decisions/071-dates-and-numbers-per-language.md). */
export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => formattersFor(language), [language]);
}
