import { describe, expect, it } from 'vitest';
import {
  cellText,
  isDateFormat,
  numberText,
  serialDateText,
  unescapeSpreadsheetText,
} from './xlsx-cell-text';

describe('xlsx cell text (decision 216)', () => {
  it('tells date and time formats from number formats', () => {
    expect(isDateFormat(14, undefined)).toBe(true);
    expect(isDateFormat(0, undefined)).toBe(false);
    expect(isDateFormat(3, '#,##0')).toBe(false);
    expect(isDateFormat(164, 'yyyy-mm-dd')).toBe(true);
    expect(isDateFormat(165, '[h]:mm')).toBe(true);
    expect(isDateFormat(166, '"days "0')).toBe(false);
    expect(isDateFormat(167, '[Red]0.00;[Blue]-0.00')).toBe(false);
    expect(isDateFormat(168, '0.00E+00')).toBe(false);
    expect(isDateFormat(169, 'General')).toBe(false);
  });

  it('reads serials in both date systems, with and without a time', () => {
    expect(serialDateText(46143, false)).toBe('2026-05-01');
    expect(serialDateText(46143.75, false)).toBe('2026-05-01 18:00');
    expect(serialDateText(0.25, false)).toBe('06:00');
    expect(serialDateText(0.49999999999, false)).toBe('12:00');
    expect(serialDateText(0, true)).toBe('1904-01-01');
  });

  it('shows numbers to fifteen significant digits and decodes escaped characters', () => {
    expect(numberText('0.30000000000000004')).toBe('0.3');
    expect(numberText('1050')).toBe('1050');
    expect(numberText('1.5E-3')).toBe('0.0015');
    expect(unescapeSpreadsheetText('a_x000D__x000A_b')).toBe('a\r\nb');
  });

  it('shows each cell type as Excel does', () => {
    const reading = { sharedStrings: ['Thuja'], dateStyles: [false, true], date1904: false };
    const text = (type: string | undefined, stored: string, style = 0, inline = '') =>
      cellText({ type, stored, inline }, style, reading);
    expect(text('s', '0')).toBe('Thuja');
    expect(text('s', '7')).toBe('');
    expect(text('b', '0')).toBe('FALSE');
    expect(text('d', '2026-05-01T00:00:00Z')).toBe('2026-05-01');
    expect(text(undefined, '46143', 1)).toBe('2026-05-01');
    expect(text('n', '46143', 0)).toBe('46143');
    expect(text('inlineStr', '', 0, '#1 pot')).toBe('#1 pot');
    expect(text(undefined, '')).toBe('');
  });
});
