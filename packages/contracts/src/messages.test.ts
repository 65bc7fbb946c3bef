import { describe, expect, it } from 'vitest';
import { MAX_CATEGORIES } from './api/catalog';
import { ORDER_PICTURE_UPLOAD_MAX_FILES } from './api/order-pictures';
import {
  couldNotMessage,
  failedTitle,
  MESSAGES,
  remainingAttemptsMessage,
  returnToLabel,
  STATIC_PAGES,
  type FailureVerb,
} from './messages';

describe('sign-in messages (spec 000 §8, 001 §8)', () => {
  it('uses the spec wording for a failed login', () => {
    expect(MESSAGES.loginFailedDefault).toBe(
      'This username and/or password does not exist...contact support',
    );
  });

  it('substitutes the remaining attempts into the spec sentence', () => {
    expect(remainingAttemptsMessage(3)).toBe(
      'Authentication failed, invalid email or password. You have 3 login attempts remaining before you need to reset your password.',
    );
  });

  it('substitutes zero remaining attempts as 0, not as an empty string', () => {
    expect(remainingAttemptsMessage(0)).toContain('You have 0 login attempts remaining');
  });

  it("flags an invalid email with 'Invalid Email' and an empty password with 'Password is empty.'", () => {
    expect(MESSAGES.invalidEmail).toBe('Invalid Email');
    expect(MESSAGES.passwordEmpty).toBe('Password is empty.');
  });
});

describe("the 'Could not … X' failure pattern (spec 001 §8)", () => {
  it('reads exactly as the spec for creating a company', () => {
    expect(couldNotMessage('create', 'company')).toBe(
      'Could not create company; unable to connect to server. Please try again or contact the admin.',
    );
  });

  const SPEC_VERBS: FailureVerb[] = [
    'create',
    'update',
    'delete',
    'cancel',
    'reinstate',
    'publish',
    'import',
    'place',
    'open',
  ];

  it.each(SPEC_VERBS)("fills in the verb '%s' and the subject", (verb) => {
    expect(couldNotMessage(verb, 'standardized quote item')).toBe(
      `Could not ${verb} standardized quote item; unable to connect to server. Please try again or contact the admin.`,
    );
  });

  it("titles a failure 'X Failed'", () => {
    expect(failedTitle('Company')).toBe('Company Failed');
    expect(failedTitle('Quote Request')).toBe('Quote Request Failed');
  });
});

describe('validation and settings messages (spec 001 §5 and §8)', () => {
  it.each([
    ['invalidTaxRate', 'Please input a valid tax rate.'],
    ['invalidFeeRate', 'Please input a valid fee rate.'],
    ['duplicatedKeys', 'Please check for the duplicated keys.'],
    ['userActivationNeedsCompany', 'User can be activated only when linked to a company.'],
    ['userStatusCannotUpdate', "The user status can't be updated."],
    ['maxSpecsReached', 'Cannot add more specs'],
    ['serverError', 'An error has occurred, please contact your system admin and try again later.'],
  ] as const)('words %s exactly as the spec', (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });

  it("joins title and text into 'Validation Failed: Your input is invalid.'", () => {
    expect(`${MESSAGES.validationFailedTitle}: ${MESSAGES.validationFailed}`).toBe(
      'Validation Failed: Your input is invalid.',
    );
  });

  it("joins title and text into 'Invalid Input: Please input valid value for all fields.'", () => {
    expect(`${MESSAGES.invalidInputTitle}: ${MESSAGES.invalidInput}`).toBe(
      'Invalid Input: Please input valid value for all fields.',
    );
  });

  it('asks to save the work and try again later when route optimization fails', () => {
    expect(MESSAGES.routeOptimizationFailed.toLowerCase()).toContain('save your work and try again later');
  });

  it('says the tax is state sales tax only, county and municipal taxes added at invoicing', () => {
    expect(MESSAGES.taxDisclaimer).toContain('state sales tax only');
    expect(MESSAGES.taxDisclaimer).toContain('county and municipal taxes are added at invoicing');
  });
});

describe('route calculation failure (spec 000 §8, 001 §8)', () => {
  it("is titled Error with the message 'Error while calculating a route'", () => {
    expect(MESSAGES.routeCalculationFailedTitle).toBe('Error');
    expect(MESSAGES.routeCalculationFailed).toBe('Error while calculating a route');
  });
});

describe('static pages (spec 000 §2)', () => {
  it.each([
    ['access', 'ACCESS DENIED'],
    ['error', 'ERROR'],
    ['notFound', 'NOT FOUND'],
  ] as const)("titles the %s page '%s' and says 'Requested resource is not available.'", (page, title) => {
    expect(STATIC_PAGES[page].title).toBe(title);
    expect(STATIC_PAGES[page].text).toBe('Requested resource is not available.');
  });

  it("labels the access-denied button 'GO BACK TO HOME PAGE'", () => {
    expect(STATIC_PAGES.access.button).toBe('GO BACK TO HOME PAGE');
  });
});

describe('previous-page link (spec 000 §2)', () => {
  it("reads 'Return To {label}'", () => {
    expect(returnToLabel('Order Board')).toBe('Return To Order Board');
  });
});

describe('the picture manager refusals (decision 168)', () => {
  it('names the same upload limit as the rule it explains', () => {
    expect(MESSAGES.tooManyPictures).toContain(`At most ${ORDER_PICTURE_UPLOAD_MAX_FILES} pictures`);
    expect(MESSAGES.tooManyCategories).toContain(
      `At most ${MAX_CATEGORIES.toLocaleString('en-US')} categories`,
    );
  });
});
