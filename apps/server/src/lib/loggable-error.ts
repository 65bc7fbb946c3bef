/**
 * What the log keeps of an unexpected error. A failed query's message (drizzle's `Failed query: … params: …`) and
 * stack carry the statement's parameters — whatever the user typed, a password's hash, personal data — so they are
 * cut after the statement's text; the database's `detail` (which quotes values) is left out (issue 35,
 * docs/decisions/194). The type, message, code, stack and cause stay, enough to find the fault.
 */
export interface LoggableError {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  cause?: LoggableError | string;
}

const PARAMETERS_PATTERN = /\nparams: [\s\S]*?(?=\n {4}at |$)/;

function withoutParameters(text: string): string {
  return text.replace(PARAMETERS_PATTERN, '\nparams: [left out of the log]');
}

export function loggableError(error: unknown, depth = 0): LoggableError | string {
  if (!(error instanceof Error)) return typeof error === 'string' ? withoutParameters(error) : String(error);
  const { code } = error as { code?: unknown };
  const loggable: LoggableError = {
    type: error.constructor.name || error.name,
    message: withoutParameters(error.message),
  };
  if (typeof code === 'string') loggable.code = code;
  if (error.stack) loggable.stack = withoutParameters(error.stack);
  if (error.cause !== undefined && depth < 3) loggable.cause = loggableError(error.cause, depth + 1);
  return loggable;
}
