import { KILOMETRES_TO_MILES } from './constants';
import { Country } from './enumerations';
import { isValidDateOnly } from './validation';

const moneyFormatter = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const integerFormatter = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** spec 000 §9 and 001 §5: thousands commas; 0.00 for a falsy number, otherwise two decimals. */
export function formatMoney(value: number | null | undefined): string {
  if (!value || !Number.isFinite(value)) return '0.00';
  return moneyFormatter.format(value);
}

export function formatInteger(value: number | null | undefined): string {
  if (!value || !Number.isFinite(value)) return '0';
  return integerFormatter.format(value);
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

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * spec 000 §9: short dates are month name, day, year: 'March 5, 2026'. A date-only string is read as a calendar
 * date (no timezone shift); a timestamp is shown in the given IANA timezone (default: the browser's or server's).
 */
export function formatShortDate(value: string | Date | null | undefined, timeZone?: string): string {
  if (value == null || value === '') return '';
  if (typeof value === 'string') {
    const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (dateOnly) {
      // An impossible date-only value (month 13, February 30) is not a date: show nothing, like any invalid value.
      if (!isValidDateOnly(value)) return '';
      return `${MONTH_NAMES[Number(dateOnly[2]) - 1]} ${Number(dateOnly[3])}, ${dateOnly[1]}`;
    }
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  }).format(date);
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
