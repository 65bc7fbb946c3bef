import { describe, expect, it } from 'vitest';
import {
  ActionLogType,
  Language,
  MASKED_CHANGE_VALUE,
  ProductSizeCategory,
  ROUTES,
  UserStatus,
} from '@portal/contracts';
import {
  enumerationOfField,
  formatChangeValue,
  humanizeField,
  recordLinkOf,
  type ChangeWords,
} from './change-format';

const WORDS: ChangeWords = {
  empty: '(empty)',
  masked: '(hidden)',
  yes: 'Yes',
  no: 'No',
  dateTime: (iso) => `at ${iso.slice(0, 10)}`,
  enumeration: (enumeration, id) => enumeration.labelOf(id) ?? String(id),
};

describe('formatChangeValue', () => {
  it('names ids of value lists, and leaves other numbers as they are', () => {
    expect(formatChangeValue(UserStatus.ids.ACTIVE, UserStatus, WORDS)).toBe('Active');
    expect(formatChangeValue(Language.ids.FRENCH, Language, WORDS)).toBe('French');
    expect(formatChangeValue(9.975, undefined, WORDS)).toBe('9.975');
  });

  it('reads nothing, flags, secrets, instants and lists as words', () => {
    expect(formatChangeValue(null, undefined, WORDS)).toBe('(empty)');
    expect(formatChangeValue('', undefined, WORDS)).toBe('(empty)');
    expect(formatChangeValue(true, undefined, WORDS)).toBe('Yes');
    expect(formatChangeValue(false, undefined, WORDS)).toBe('No');
    expect(formatChangeValue(MASKED_CHANGE_VALUE, undefined, WORDS)).toBe('(hidden)');
    expect(formatChangeValue('2026-03-01T15:30:00.000Z', undefined, WORDS)).toBe('at 2026-03-01');
    // A day stays a day: only full instants are dates with a time.
    expect(formatChangeValue('2026-03-01', undefined, WORDS)).toBe('2026-03-01');
    expect(formatChangeValue(['3 gal', '#3'], undefined, WORDS)).toBe('3 gal, #3');
    expect(formatChangeValue([], undefined, WORDS)).toBe('(empty)');
  });
});

describe('enumerationOfField', () => {
  it('takes a field name in the meaning of its record type', () => {
    expect(enumerationOfField(ActionLogType.ids.USER, 'statusId')).toBe(UserStatus);
    expect(enumerationOfField(ActionLogType.ids.PRODUCT_SIZE, 'categoryId')).toBe(ProductSizeCategory);
    expect(enumerationOfField(ActionLogType.ids.PRODUCT, 'categoryId')).toBeUndefined();
  });
});

describe('humanizeField', () => {
  it('turns an API field name into words when no label names it', () => {
    expect(humanizeField('altPhoneNumber')).toBe('Alt phone number');
    expect(humanizeField('warehouseId')).toBe('Warehouse');
    expect(humanizeField('bill_of_lading')).toBe('Bill of lading');
  });
});

describe('recordLinkOf', () => {
  it("opens a record's management screen narrowed to it by the screen's search", () => {
    expect(recordLinkOf(ActionLogType.ids.USER, 'ops@example.com')).toEqual({
      pathname: ROUTES.userManagement,
      search: '?search=ops%40example.com',
    });
    expect(recordLinkOf(ActionLogType.ids.COMPANY, "Pépinière L'Érable")?.search).toBe(
      `?${new URLSearchParams({ search: "Pépinière L'Érable" }).toString()}`,
    );
    expect(recordLinkOf(ActionLogType.ids.TAX_RATE, 'QC')).toEqual({
      pathname: ROUTES.taxRateManagement,
      search: '',
    });
  });

  it('has no link for sign-ins, types without a screen yet, or entries without a number', () => {
    expect(recordLinkOf(ActionLogType.ids.SESSION, 'ops@example.com')).toBeNull();
    expect(recordLinkOf(ActionLogType.ids.QUOTE, 'Q-1')).toBeNull();
    expect(recordLinkOf(ActionLogType.ids.USER, null)).toBeNull();
  });
});
