import { afterEach, describe, expect, it, vi } from 'vitest';
import { Country } from './enumerations';
import {
  avatarUrlOf,
  convertMetres,
  distanceUnitFor,
  formatDateTime,
  formatDecimal,
  formatDistance,
  formatDuration,
  formatInteger,
  formatLanguageOf,
  formatFillRate,
  formatMoney,
  formatShortDate,
  formatTruckLength,
  formatWeight,
  ownerInitials,
  ownerName,
  secondsToMinutes,
} from './format';

describe('formatMoney (spec 000 §9, 001 §5)', () => {
  it.each([
    ['zero', 0],
    ['null', null],
    ['undefined', undefined],
    ['NaN', Number.NaN],
  ])('shows 0.00 for a falsy number (%s)', (_name, value) => {
    expect(formatMoney(value)).toBe('0.00');
  });

  it.each([
    [1234.5, '1,234.50'],
    [1234567.891, '1,234,567.89'],
    [5, '5.00'],
    [0.5, '0.50'],
    [999.999, '1,000.00'],
    [-1234.5, '-1,234.50'],
  ])('shows %d as %s (thousands commas, two decimals)', (value, text) => {
    expect(formatMoney(value)).toBe(text);
  });

  it.each([
    [1234.5, '1 234,50'],
    [1234567.891, '1 234 567,89'],
    [0, '0,00'],
    [null, '0,00'],
  ])('shows %d in French as %s (spaces between thousands, decimal comma)', (value, text) => {
    expect(plainSpaces(formatMoney(value, 'fr'))).toBe(text);
  });
});

/** French separates thousands and units with no-break spaces; the tests read them as plain spaces. */
function plainSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ');
}

describe('numbers per language', () => {
  it('groups thousands of whole numbers per language', () => {
    expect(formatInteger(1234567)).toBe('1,234,567');
    expect(plainSpaces(formatInteger(1234567, 'fr'))).toBe('1 234 567');
  });

  it('shows a rate with its own decimals and the language separator', () => {
    expect(formatDecimal(9.975)).toBe('9.975');
    expect(formatDecimal(9.975, 'fr')).toBe('9,975');
    expect(formatDecimal(5, 'fr')).toBe('5');
    expect(formatDecimal(null)).toBe('');
  });

  it('reads a language code as English or French', () => {
    expect(formatLanguageOf('fr-CA')).toBe('fr');
    expect(formatLanguageOf('fr')).toBe('fr');
    expect(formatLanguageOf('en')).toBe('en');
    expect(formatLanguageOf('es')).toBe('en');
    expect(formatLanguageOf(undefined)).toBe('en');
  });
});

describe('distance (spec 000 §9, 001 §9)', () => {
  it('shows kilometres when the drop-off is in Canada', () => {
    expect(formatDistance(15_400, Country.ids.CANADA)).toBe('15 km');
  });

  it('shows miles when the drop-off is in the US', () => {
    // 15.4 km × 0.621371 = 9.569… → 10
    expect(formatDistance(15_400, Country.ids.US)).toBe('10 mi');
  });

  it('shows kilometres when the drop-off country is unknown', () => {
    expect(formatDistance(15_400)).toBe('15 km');
    expect(formatDistance(15_400, null)).toBe('15 km');
  });

  it('rounds kilometres to a whole number', () => {
    expect(formatDistance(15_500, Country.ids.CANADA)).toBe('16 km');
    expect(formatDistance(15_499, Country.ids.CANADA)).toBe('15 km');
  });

  it('converts 100 km to 62 miles', () => {
    expect(convertMetres(100_000, 'mi')).toBe(62);
    expect(convertMetres(100_000, 'km')).toBe(100);
  });

  it('picks the unit from the drop-off country', () => {
    expect(distanceUnitFor(Country.ids.US)).toBe('mi');
    expect(distanceUnitFor(Country.ids.CANADA)).toBe('km');
  });

  it('shows 0 km for a missing distance', () => {
    expect(formatDistance(null, Country.ids.CANADA)).toBe('0 km');
  });
});

describe('durations (spec 000 §9, 001 §9)', () => {
  it.each([
    [125, '2hr 5min'],
    [0, '0hr 0min'],
    [59, '0hr 59min'],
    [60, '1hr 0min'],
    [600, '10hr 0min'],
  ])("shows %i minutes as '%s'", (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text);
  });

  it("shows a missing duration as '0hr 0min'", () => {
    expect(formatDuration(null)).toBe('0hr 0min');
  });

  it('turns routing seconds into minutes (seconds/60)', () => {
    expect(secondsToMinutes(3600)).toBe(60);
    expect(secondsToMinutes(120)).toBe(2);
    expect(secondsToMinutes(0)).toBe(0);
  });
});

describe('short dates (spec 000 §9, 001 §9)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("shows '2026-03-05' as 'Mar 5, 2026', and as '5 mars 2026' in French", () => {
    expect(formatShortDate('2026-03-05')).toBe('Mar 5, 2026');
    expect(plainSpaces(formatShortDate('2026-03-05', undefined, 'fr'))).toBe('5 mars 2026');
  });

  it('does not shift a date-only value into the previous day west of UTC', () => {
    vi.stubEnv('TZ', 'America/Los_Angeles');
    expect(formatShortDate('2026-01-01')).toBe('Jan 1, 2026');
    expect(formatShortDate('2026-03-05')).toBe('Mar 5, 2026');
  });

  it('shows a timestamp on the calendar day of the given timezone', () => {
    const lateEveningInToronto = new Date('2026-03-05T02:00:00Z');
    expect(formatShortDate(lateEveningInToronto, 'America/Toronto')).toBe('Mar 4, 2026');
    expect(formatShortDate(lateEveningInToronto, 'UTC')).toBe('Mar 5, 2026');
  });

  it('shows a timestamp with its time of day in each language', () => {
    const instant = '2026-11-23T15:52:13Z';
    expect(plainSpaces(formatDateTime(instant, 'America/Toronto'))).toBe('Nov 23, 2026, 10:52 AM');
    expect(plainSpaces(formatDateTime(instant, 'America/Toronto', 'fr'))).toBe('23 nov. 2026, 10 h 52');
    expect(plainSpaces(formatDateTime(instant, 'UTC'))).toBe('Nov 23, 2026, 3:52 PM');
  });

  it('shows no date and time for a missing or invalid value', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('yesterday')).toBe('');
  });

  it('shows nothing for a missing value', () => {
    expect(formatShortDate(null)).toBe('');
    expect(formatShortDate(undefined)).toBe('');
    expect(formatShortDate('')).toBe('');
  });

  it.each([['2026-13-05'], ['2026-02-30'], ['2026-00-10'], ['not a date']])(
    'shows nothing for %j, which is not a real date',
    (value) => {
      expect(formatShortDate(value)).toBe('');
    },
  );
});

describe('fill rate, weight and truck length (spec 000 §9)', () => {
  it.each([
    [0.876, '88%'],
    [1, '100%'],
    [0.004, '0%'],
    [0.125, '13%'],
  ])('shows a fill rate of %d as %s', (rate, text) => {
    expect(formatFillRate(rate)).toBe(text);
  });

  it('shows a missing fill rate as 0%', () => {
    expect(formatFillRate(null)).toBe('0%');
  });

  it('rounds the truck weight', () => {
    expect(formatWeight(1234.6)).toBe('1,235');
    expect(formatWeight(12.4)).toBe('12');
  });

  it("shows a truck length as feet with an apostrophe: 53'", () => {
    expect(formatTruckLength(53)).toBe("53'");
    expect(formatTruckLength(26)).toBe("26'");
  });

  it('shows nothing for a missing truck length', () => {
    expect(formatTruckLength(null)).toBe('');
  });
});

describe('owner initials and name (spec 001 §3)', () => {
  it('upper-cases the first letters of first and last name', () => {
    expect(ownerInitials('jane', 'doe')).toBe('JD');
    expect(ownerInitials('Marie-Ève', 'tremblay')).toBe('MT');
  });

  it('joins first and last name when both exist', () => {
    expect(ownerName('Jane', 'Doe')).toBe('Jane Doe');
  });

  it.each([
    ['only a first name', 'Jane', null],
    ['only a last name', null, 'Doe'],
    ['an empty first name', '', 'Doe'],
    ['a blank last name', 'Jane', '   '],
    ['no names', undefined, undefined],
  ])("falls back to 'N/A' with %s", (_why, first, last) => {
    expect(ownerName(first, last)).toBe('N/A');
  });
});

describe('avatar address (spec 001 §7, decision 032)', () => {
  it("points at the user's own GET /api/avatar/{id}", () => {
    expect(avatarUrlOf(42, true)).toBe('/api/avatar/42');
  });

  it('is null for a user without an avatar, so the screens show initials', () => {
    expect(avatarUrlOf(42, false)).toBeNull();
  });
});
