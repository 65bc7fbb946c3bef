import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ErrorCode, MESSAGES, type ErrorBody, type FieldIssue } from '@portal/contracts';
import { AppError, ERROR_STATUS } from '../lib/app-error';
import { translateConstraintError } from '../lib/database-errors';
import { loggableError } from '../lib/loggable-error';

function validationIssues(
  error: FastifyError & { validation: Array<{ instancePath: string; message?: string }> },
) {
  const context = error.validationContext ?? 'body';
  return error.validation.map<FieldIssue>((issue) => {
    const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    return { field: path === '' ? context : path, message: issue.message ?? 'Invalid value' };
  });
}

export function describeIssues(issues: FieldIssue[]): string {
  return `${MESSAGES.validationFailedTitle}: ${issues.map((issue) => `${issue.field}: ${issue.message}`).join('; ')}`;
}

function send(reply: FastifyReply, status: number, body: ErrorBody): FastifyReply {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/**
 * The one error handler (docs/architecture.md#errors): validation → 400 naming the fields; AppError → its
 * status; Fastify's own client errors → their 4xx with a plain message; anything else → 500 with the spec's
 * server-error message, the detail only in the log.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = validationIssues(error);
      return send(reply, 400, { code: ErrorCode.VALIDATION_FAILED, message: describeIssues(issues), issues });
    }
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: loggableError(error) }, 'application error');
      // A refusal is recorded in the log only (never in the action log): who tried what (decision 060).
      if (error.code === ErrorCode.FORBIDDEN) {
        request.log.warn(
          { userId: request.session?.userId ?? null, method: request.method, url: request.url },
          `refused: ${error.message}`,
        );
      }
      return send(reply, error.statusCode, { code: error.code, message: error.message, ...error.details });
    }
    // A unique or foreign-key violation no service translated (two writers raced past a check): the same 409
    // naming the field, or 'in use', never a 500 (lib/database-errors.ts, decision 088).
    const constraint = translateConstraintError(error);
    if (constraint) {
      return send(reply, constraint.statusCode, {
        code: constraint.code,
        message: constraint.message,
        ...constraint.details,
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return send(reply, 429, { code: ErrorCode.RATE_LIMITED, message: MESSAGES.tooManyAttempts });
    }
    if (status === 413) {
      return send(reply, 413, {
        code: ErrorCode.PAYLOAD_TOO_LARGE,
        message: 'The request body is too large.',
      });
    }
    if (status === 415) {
      return send(reply, 415, { code: ErrorCode.UNSUPPORTED_MEDIA, message: 'Unsupported content type.' });
    }
    if (status >= 400 && status < 500) {
      // Fastify's client errors (malformed JSON, empty body…) carry safe, generic messages.
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'Malformed JSON in the request body.'
          : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? 'The request body is empty.'
            : error.message;
      const issues: FieldIssue[] = [{ field: 'body', message }];
      return send(reply, status, { code: ErrorCode.VALIDATION_FAILED, message, issues });
    }
    // Never the failed statement's parameters: they are what users typed (lib/loggable-error.ts).
    request.log.error({ err: loggableError(error) }, 'unhandled error');
    return send(reply, ERROR_STATUS[ErrorCode.INTERNAL], {
      code: ErrorCode.INTERNAL,
      message: MESSAGES.serverError,
    });
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.method !== 'GET') {
      return send(reply, 404, { code: ErrorCode.NOT_FOUND, message: MESSAGES.notFound });
    }
    // Hash routing: any other path the browser asks for is a page the app does not have.
    return reply.redirect('/#/pages/notfound');
  });
}
