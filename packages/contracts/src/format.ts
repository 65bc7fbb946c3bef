import { KILOMETRES_TO_MILES } from './constants';
import { Country } from './enumerations';
import { isValidDateOnly } from './validation';

/** The interface languages (spec 001 §3 languages): numbers and dates follow the user's. */
export type FormatLanguage = 'en' | 'fr';

/**
 * The locale of each interface language: American English, and Canadian French for Quebec staff (spaces as
 * thousands separators, a decimal comma, '10 h 52'). docs/decisions/071-dates-and-numbers-per-language.md.
 */
const LOCALES: Readonly<Record<FormatLanguage, string>> = { en: 'en-US', fr: 'fr-CA' };

/** Any language code ('fr', 'fr-CA', 'en') to a supported language; unknown ones are English. */
export function formatLanguageOf(code: string | null | undefined): FormatLanguage {
  return code?.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

const numberFormatters = new Map<string, Intl.NumberFormat>();

function numberFormatter(language: FormatLanguage, minimum: number, maximum: number): Intl.NumberFormat {
  const cacheKey = `${language}:${minimum}:${maximum}`;
  let formatter = numberFormatters.get(cacheKey);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALES[language], {
      minimumFractionDigits: minimum,
      maximumFractionDigits: maximum,
    });
    numberFormatters.set(cacheKey, formatter);
  }
  return formatter;
}

/**
 * spec 000 §9 and 001 §5: thousands separators; 0.00 for a falsy number, otherwise two decimals. English
 * writes '1,234.50', French '1 234,50'.
 */
export function formatMoney(value: number | null | undefined, language: FormatLanguage = 'en'): string {
  const formatter = numberFormatter(language, 2, 2);
  if (!value || !Number.isFinite(value)) return formatter.format(0);
  return formatter.format(value);
}

export function formatInteger(value: number | null | undefined, language: FormatLanguage = 'en'): string {
  if (!value || !Number.isFinite(value)) return '0';
  return numberFormatter(language, 0, 0).format(value);
}

/** A rate or measure as typed, with the language's separators and no trailing zeros: '9.975', '9,975'. */
export function formatDecimal(
  value: number | null | undefined,
  language: FormatLanguage = 'en',
  maximumFractionDigits = 3,
): string {
  if (value == null || !Number.isFinite(value)) return '';
  return numberFormatter(language, 0, maximumFractionDigits).format(value);
}

export type DistanceUnit = 'km' | 'mi';

/** spec 000 §9: km when the drop-off is in Canada, miles when the drop-off country is the US. */
export function distanceUnitFor(dropOffCountryId: number | null | undefined): DistanceUnit {
  return dropOffCountryId === Country.ids.US ? 'mi' : 'km';
}

/** spec 000 §9: km = metres/1000 rounded; miles = km × 0.621371 rounded to a whole number. */
export function convertMetres(metres: number, unit: DistanceUnit): number {
  const kilometres = metres / 1000;
  return unit === 'mi' ? Math.round(kilometres * KILOMETRES_TO_MILES) : Math.round(kilometres);
}

export function formatDistance(metres: number | null | undefined, dropOffCountryId?: number | null): string {
  const unit = distanceUnitFor(dropOffCountryId);
  return `${formatInteger(convertMetres(metres ?? 0, unit))} ${unit}`;
}

/** spec 001 §9: routing duration is minutes from seconds/60. */
export function secondsToMinutes(seconds: number): number {
  return Math.round(seconds / 60);
}

/** spec 000 §9: durations are shown as 'Nhr Nmin'. */
export function formatDuration(totalMinutes: number | null | undefined): string {
  const minutes = Math.max(0, Math.round(totalMinutes ?? 0));
  return `${Math.floor(minutes / 60)}hr ${minutes % 60}min`;
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(
  language: FormatLanguage,
  withTime: boolean,
  timeZone: string | undefined,
): Intl.DateTimeFormat {
  const cacheKey = `${language}:${withTime}:${timeZone ?? ''}`;
  let formatter = dateFormatters.get(cacheKey);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALES[language], {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      ...(withTime ? { hour: 'numeric', minute: '2-digit' } : {}),
      ...(timeZone ? { timeZone } : {}),
    });
    dateFormatters.set(cacheKey, formatter);
  }
  return formatter;
}

function toDate(value: string | Date): Date | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * spec 000 §9: short dates are month name, day, year: 'Mar 5, 2026' in English, '5 mars 2026' in French. A
 * date-only string is read as a calendar date (no timezone shift); a timestamp is shown in the given IANA
 * timezone (default: the browser's or server's).
 */
export function formatShortDate(
  value: string | Date | null | undefined,
  timeZone?: string,
  language: FormatLanguage = 'en',
): string {
  if (value == null || value === '') return '';
  if (typeof value === 'string') {
    const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (dateOnly) {
      // An impossible date-only value (month 13, February 30) is not a date: show nothing, like any invalid value.
      if (!isValidDateOnly(value)) return '';
      const calendarDay = new Date(
        Date.UTC(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3])),
      );
      return dateFormatter(language, false, 'UTC').format(calendarDay);
    }
  }
  const date = toDate(value);
  return date ? dateFormatter(language, false, timeZone).format(date) : '';
}

/**
 * The short date with the time of day (spec 000 §9 short date): 'Nov 23, 2026, 10:52 AM' in English,
 * '23 nov. 2026, 10 h 52' in French.
 */
export function formatDateTime(
  value: string | Date | null | undefined,
  timeZone?: string,
  language: FormatLanguage = 'en',
): string {
  if (value == null || value === '') return '';
  const date = toDate(value);
  return date ? dateFormatter(language, true, timeZone).format(date) : '';
}

/** spec 000 §9: fill rate is shown as a rounded percentage (×100). */
export function formatFillRate(fillRate: number | null | undefined): string {
  return `${Math.round((fillRate ?? 0) * 100)}%`;
}

/** spec 000 §9: truck weight is rounded. */
export function formatWeight(weight: number | null | undefined): string {
  return formatInteger(Math.round(weight ?? 0));
}

/** spec 000 §9: truck length is feet with an apostrophe: 53'. */
export function formatTruckLength(feet: number | null | undefined): string {
  return feet == null ? '' : `${feet}'`;
}

/** spec 001 §3: owner initials are the upper-cased first letters of first and last name. */
export function ownerInitials(firstName?: string | null, lastName?: string | null): string {
  return `${firstName?.trim().charAt(0) ?? ''}${lastName?.trim().charAt(0) ?? ''}`.toUpperCase();
}

/** spec 001 §3: owner name is first plus last name only if both exist, otherwise N/A. */
export function ownerName(firstName?: string | null, lastName?: string | null): string {
  const first = firstName?.trim();
  const last = lastName?.trim();
  return first && last ? `${first} ${last}` : 'N/A';
}

/**
 * Where a user's avatar is served (spec 001 §7 `GET /api/avatar/{id}`, bearer token required, decision 032), or
 * null when the user has none. The one rule behind every `avatarUrl` the API sends: the session user, user rows,
 * owners and live visitors.
 */
export function avatarUrlOf(userId: number, hasAvatar: boolean): string | null {
  return hasAvatar ? `/api/avatar/${userId}` : null;
}
