import { describe, expect, it } from 'vitest';
import { signInRequestSchema } from './api/auth';
import { optionalText, requiredText, searchText } from './api/fields';
import { MESSAGES } from './messages';
import {
  dateOnlySchema,
  emailSchema,
  findControlCharacters,
  isValidDateOnly,
  isValidEmail,
  isValidPhoneNumber,
  numberTextSchema,
  optionalPhoneNumberSchema,
  parseNumberText,
} from './validation';

describe('email check (spec 000 §5, 001 §5)', () => {
  it.each([
    ['a local part with dots and a plus', 'a.b+c@example.co'],
    ['upper case (case-insensitive)', 'USER@EXAMPLE.COM'],
    ['a bracketed IPv4 address', 'x@[192.168.0.1]'],
    ['sub-domains', 'first.last@mail.example.org'],
    ['a hyphenated domain', 'ops@my-company.ca'],
    ['the highest IPv4 octets', 'x@[255.255.255.255]'],
  ])('accepts %s: %s', (_why, email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    ['a domain without a top level', 'a@b'],
    ['a one-letter top level', 'a@b.c'],
    ['a top level that is not letters', 'a@example.c0'],
    ['an IPv4 octet above 255', 'a@[256.1.1.1]'],
    ['an IPv4 address with three octets', 'a@[1.2.3]'],
    ['an IPv4 address without brackets', 'a@192.168.0.1'],
    ['an empty local part', '@x.com'],
    ['a space in the local part', 'a b@x.com'],
    ['no at sign', 'user.example.com'],
    ['two at signs', 'a@b@example.com'],
    ['an empty string', ''],
  ])('rejects %s: %s', (_why, email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it("reports 'Invalid Email' for an invalid address", () => {
    const result = emailSchema.safeParse('a@b');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain('Invalid Email');
  });

  it('accepts a valid address through the schema', () => {
    expect(emailSchema.parse('USER@EXAMPLE.COM')).toBe('USER@EXAMPLE.COM');
  });
});

describe('sign-in input (spec 000 §5)', () => {
  it("flags the password with 'Password is empty.' when it is empty", () => {
    const result = signInRequestSchema.safeParse({ email: 'ops@example.com', password: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['password'], message: 'Password is empty.' }),
    ]);
  });

  it("flags the email with 'Invalid Email' when it is not valid", () => {
    const result = signInRequestSchema.safeParse({ email: 'a@b.c', password: 'secret' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['email'], message: 'Invalid Email' }),
    ]);
  });

  it('requires both fields', () => {
    const result = signInRequestSchema.safeParse({});
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(['email', 'password']);
  });

  it('accepts a valid email with a non-empty password', () => {
    expect(signInRequestSchema.safeParse({ email: 'ops@example.com', password: 'x' }).success).toBe(true);
  });
});

describe('date-only values (spec 000 §5, 001 §5)', () => {
  it.each([
    ['a leap day in a leap year', '2024-02-29'],
    ['a leap day in a century divisible by 400', '2000-02-29'],
    ['the last day of a 31-day month', '2024-12-31'],
    ['the first day of the year', '2026-01-01'],
    ['a year below 100 written with four digits', '0099-12-31'],
  ])('accepts %s: %s', (_why, value) => {
    expect(isValidDateOnly(value)).toBe(true);
  });

  it.each([
    ['a leap day in a common year', '2023-02-29'],
    ['a leap day in a century not divisible by 400', '1900-02-29'],
    ['a one-digit month', '2024-2-01'],
    ['a one-digit day', '2024-02-1'],
    ['month 13', '2024-13-01'],
    ['month 00', '2024-00-10'],
    ['day 00', '2024-01-00'],
    ['April 31', '2024-04-31'],
    ['a two-digit year', '24-01-01'],
    ['a timestamp', '2024-01-01T00:00:00Z'],
    ['slashes', '2024/01/01'],
    ['an empty string', ''],
  ])('rejects %s: %s', (_why, value) => {
    expect(isValidDateOnly(value)).toBe(false);
  });

  it('refuses an impossible date through the schema', () => {
    expect(dateOnlySchema.safeParse('2023-02-29').success).toBe(false);
    expect(dateOnlySchema.parse('2024-02-29')).toBe('2024-02-29');
  });
});

describe('numbers given as text (spec 000 §5, 001 §5)', () => {
  it.each([
    ['1,234.50', 1234.5],
    ['1,234,567', 1234567],
    ['-2,500.75', -2500.75],
    ['42', 42],
    ['0', 0],
    ['.5', 0.5],
    [' 1,000 ', 1000],
  ])('reads %j as %d after removing thousands commas', (text, expected) => {
    expect(parseNumberText(text)).toBe(expected);
  });

  it.each([[''], ['   '], ['abc'], ['12abc'], ['1.2.3'], [',']])('gives no number for %j', (text) => {
    expect(parseNumberText(text)).toBeUndefined();
  });

  it('passes finite numbers through and refuses NaN, infinity, null and undefined', () => {
    expect(parseNumberText(12.5)).toBe(12.5);
    expect(parseNumberText(Number.NaN)).toBeUndefined();
    expect(parseNumberText(Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(parseNumberText(null)).toBeUndefined();
    expect(parseNumberText(undefined)).toBeUndefined();
  });

  it('converts through the schema and fails on text that is not a number', () => {
    expect(numberTextSchema.parse('1,234.50')).toBe(1234.5);
    expect(numberTextSchema.parse(7)).toBe(7);
    expect(numberTextSchema.safeParse('abc').success).toBe(false);
  });
});

describe('North American phone numbers (issue 11 §6)', () => {
  it.each([
    '514-555-0199',
    '(514) 555-0199',
    '+1 514 555 0199 x123',
    '514-555-0199 ext. 45',
    '1-800-555-0199',
    '514.555.0199',
    '5145550199',
    '(450)555-0142 extension 7',
  ])('accepts %s', (value) => {
    expect(isValidPhoneNumber(value)).toBe(true);
    expect(optionalPhoneNumberSchema.parse(value)).toBe(value);
  });

  it.each(['abc', '12', '555-0199', '014-555-0199', '514-055-0199', '+44 20 7946 0958', '514-555-0199 x'])(
    'refuses %s with the phone message',
    (value) => {
      expect(isValidPhoneNumber(value)).toBe(false);
      const result = optionalPhoneNumberSchema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(MESSAGES.invalidPhoneNumber);
    },
  );

  it('treats empty and absent as no number', () => {
    expect(optionalPhoneNumberSchema.parse('')).toBeNull();
    expect(optionalPhoneNumberSchema.parse('   ')).toBeNull();
    expect(optionalPhoneNumberSchema.parse(undefined)).toBeNull();
    expect(optionalPhoneNumberSchema.parse(null)).toBeNull();
  });
});

describe('control characters', () => {
  it('finds every string that carries one, by its path, and lets tabs and line breaks through', () => {
    expect(
      findControlCharacters({
        search: 'a\u0000b',
        note: 'line\r\nnext\tcolumn',
        lines: [{ text: 'bell\u0007' }],
      }),
    ).toEqual([['search'], ['lines', 0, 'text']]);
    expect(findControlCharacters(['\u007f', '\u0085', 'é'])).toEqual([[0], [1]]);
  });

  it('are refused by the text fields, with the catalogue message', () => {
    const result = searchText(200).safeParse('\u0000');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(MESSAGES.controlCharacters);
    expect(requiredText(10).safeParse('ok\u001b').success).toBe(false);
    expect(optionalText(10).safeParse(' fine ').data).toBe('fine');
  });
});
