import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contracts';
import { fieldErrorText } from './form-errors';

describe('fieldErrorText (spec 001 §8 validation messages, issue 11)', () => {
  it('says nothing for a valid field', () => {
    expect(fieldErrorText(undefined)).toBeNull();
    expect(fieldErrorText(null)).toBeNull();
  });

  it.each([
    ['Required'],
    ['Too small: expected string to have >=1 characters'],
    ['Invalid input: expected number, received NaN'],
    ['This field is required.'],
    [''],
  ])(
    "turns '%s' into the catalogue's 'Invalid Input: Please input valid value for all fields.'",
    (message) => {
      const text = fieldErrorText(message);
      expect(text?.title?.text).toBe(MESSAGES.invalidInputTitle);
      expect(text?.body.text).toBe(MESSAGES.invalidInput);
    },
  );

  it.each([[MESSAGES.invalidTaxRate], [MESSAGES.invalidMinimumAmount], [MESSAGES.maxSpecsReached]])(
    "keeps a rule's own catalogue message '%s', without the generic title",
    (message) => {
      expect(fieldErrorText(message)).toEqual({
        title: null,
        body: { name: expect.any(String) as string, text: message },
      });
    },
  );

  it.each([['A user with this email already exists.'], ['Use a date after the job date.']])(
    "keeps a specific reason '%s' as it is, since the generic text would hide it",
    (message) => {
      expect(fieldErrorText(message)).toEqual({ title: null, body: { name: null, text: message } });
    },
  );

  it('names the catalogue message so the dictionary can translate it', () => {
    expect(fieldErrorText(MESSAGES.invalidFeeRate)?.body.name).toBe('invalidFeeRate');
    expect(fieldErrorText('Required')?.body.name).toBe('invalidInput');
  });
});
