import { ErrorCode, MESSAGES, type FieldIssue, notFoundMessage } from '@portal/contracts';

/** One code → one HTTP status; the error handler is the only place that turns errors into answers. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  [ErrorCode.VALIDATION_FAILED]: 400,
  [ErrorCode.UNAUTHENTICATED]: 401,
  [ErrorCode.SIGN_IN_FAILED]: 401,
  [ErrorCode.FORBIDDEN]: 403,
  [ErrorCode.NOT_STAFF]: 403,
  [ErrorCode.NOT_FOUND]: 404,
  [ErrorCode.CONFLICT]: 409,
  [ErrorCode.OUTDATED]: 409,
  // A conflict with the record's state, told apart from a stale version by its code (decision 193).
  [ErrorCode.TRANSITION_REFUSED]: 409,
  [ErrorCode.REFERENCED]: 409,
  [ErrorCode.PAYLOAD_TOO_LARGE]: 413,
  [ErrorCode.UNSUPPORTED_MEDIA]: 415,
  [ErrorCode.BUSINESS_RULE]: 422,
  [ErrorCode.ACCOUNT_LOCKED]: 423,
  [ErrorCode.RATE_LIMITED]: 429,
  [ErrorCode.INTERNAL]: 500,
};

export interface AppErrorDetails {
  issues?: FieldIssue[];
  remainingAttempts?: number;
}

/** An expected failure whose message is safe to show to the user. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: AppErrorDetails;

  constructor(code: ErrorCode, message: string, details: AppErrorDetails = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }

  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }
}

/**
 * A refusal of the services' field-level rules (docs/decisions/060): 403 with the reason. Thrown before any
 * write, so a refusal changes nothing and leaves no action-log entry; the error handler logs it.
 */
export function forbidden(message: string): AppError {
  return new AppError(ErrorCode.FORBIDDEN, message);
}

/**
 * A request the schema let through but a rule refuses (400): each issue names its field, so the web puts the
 * message under it. `message` is the toast's sentence; by default the title and every field's reason.
 */
export function invalidFields(issues: FieldIssue[], message?: string): AppError {
  // A catalogue sentence (spec 001 §8, 'Some standardized quote items are incomplete…') is the answer as it
  // stands, so the web translates it; otherwise the issues are summed up after the title.
  const text =
    message ??
    `${MESSAGES.validationFailedTitle}: ${issues.map((issue) => `${issue.field}: ${issue.message}`).join('; ')}`;
  return new AppError(ErrorCode.VALIDATION_FAILED, text, { issues });
}

export function notFound(subject: string): AppError {
  return new AppError(ErrorCode.NOT_FOUND, notFoundMessage(subject));
}

/** spec 001 §8 notices: another user changed the record, the view is outdated (409). */
export function outdated(): AppError {
  return new AppError(ErrorCode.OUTDATED, MESSAGES.outdatedRecord);
}
