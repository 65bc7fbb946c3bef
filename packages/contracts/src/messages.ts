/**
 * The message catalogue of spec 000 §8 and 001 §8. Exact wording where the spec gives it; where it says the
 * wording is not shown, ours is recorded in docs/decisions/007-unspecified-wording.md. Both the server and the
 * web app take their words from here, and translations key off these ids.
 */

export type FailureVerb =
  'create' | 'update' | 'delete' | 'cancel' | 'reinstate' | 'publish' | 'import' | 'place' | 'open' | 'load';

/** spec 001 §8: 'Could not {verb} X; unable to connect to server. Please try again or contact the admin.' */
export function couldNotMessage(verb: FailureVerb, subject: string): string {
  return `Could not ${verb} ${subject}; unable to connect to server. Please try again or contact the admin.`;
}

/** spec 001 §8: titles follow the 'X Failed' pattern. */
export function failedTitle(subject: string): string {
  return `${subject} Failed`;
}

export type SuccessVerb = 'created' | 'updated' | 'deleted' | 'saved';

/** spec 001 §8: success messages exist for each create, update and delete; wording not shown. */
export function successMessage(subject: string, verb: SuccessVerb): string {
  return `${subject.charAt(0).toUpperCase()}${subject.slice(1)} ${verb} successfully.`;
}

/** spec 000 §8: with remaining attempts. */
export function remainingAttemptsMessage(remainingAttempts: number): string {
  return `Authentication failed, invalid email or password. You have ${remainingAttempts} login attempts remaining before you need to reset your password.`;
}

/** Delete confirmations name the record (issue 4). */
export function deleteConfirmation(subject: string, name: string): string {
  return `Are you sure you want to delete ${subject} "${name}"?`;
}

export function returnToLabel(label: string): string {
  return `Return To ${label}`;
}

export const MESSAGES = {
  loginFailedTitle: 'Login Failed',
  loginFailedDefault: 'This username and/or password does not exist...contact support',
  accountLocked:
    'Your account is locked after too many failed sign-in attempts. You need to reset your password: please contact your administrator.',
  staffOnly: 'This portal is for marketplace staff only. Your account does not have access.',
  accountInactive: 'Your account is inactive. Please contact your administrator.',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a minute and try again.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  invalidEmail: 'Invalid Email',
  passwordEmpty: 'Password is empty.',
  validationFailedTitle: 'Validation Failed',
  validationFailed: 'Your input is invalid.',
  invalidInputTitle: 'Invalid Input',
  invalidInput: 'Please input valid value for all fields.',
  userStatusCannotUpdate: "The user status can't be updated.",
  userActivationNeedsCompany: 'User can be activated only when linked to a company.',
  invalidTaxRate: 'Please input a valid tax rate.',
  invalidFeeRate: 'Please input a valid fee rate.',
  duplicatedKeys: 'Please check for the duplicated keys.',
  maxSpecsReached: 'Cannot add more specs',
  serverError: 'An error has occurred, please contact your system admin and try again later.',
  notAuthenticated: 'You need to sign in to continue.',
  accessDenied: 'You do not have permission to do this.',
  notFound: 'The requested resource was not found.',
  outdatedRecord:
    'Another user changed this record, so your view is outdated. A refresh is required and unsaved changes will be lost.',
  routeCalculationFailedTitle: 'Error',
  routeCalculationFailed: 'Error while calculating a route',
  routeOptimizationFailed: 'Route optimization failed. Please save your work and try again later.',
  sessionExpiringTitle: 'Session Expiring',
  sessionExpiring: 'Your session will expire soon because of inactivity. Click Continue to stay signed in.',
  continue: 'Continue',
  unsavedChangesTitle: 'Unsaved Changes',
  unsavedChanges: 'You have unsaved changes. Do you want to leave this page and lose them?',
  passwordMismatch: 'The new password and its confirmation do not match.',
  currentPasswordWrong: 'The current password is not correct.',
  passwordTooShort: 'The password must have at least 8 characters.',
  taxDisclaimer: 'Taxes shown are state sales tax only; county and municipal taxes are added at invoicing.',
  staticPageText: 'Requested resource is not available.',
} as const;

export const STATIC_PAGES = {
  access: { title: 'ACCESS DENIED', text: MESSAGES.staticPageText, button: 'GO BACK TO HOME PAGE' },
  error: { title: 'ERROR', text: MESSAGES.staticPageText, button: 'GO BACK TO HOME PAGE' },
  notFound: { title: 'NOT FOUND', text: MESSAGES.staticPageText, button: 'GO BACK TO HOME PAGE' },
} as const;
