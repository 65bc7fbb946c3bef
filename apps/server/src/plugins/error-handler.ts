import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  describeIssues as describeIssuesIn,
  ErrorCode,
  issueMessageText,
  keepEnglish,
  Language,
  MESSAGES,
  translateCatalogueText,
  translateToShippedFrench,
  type ErrorBody,
  type FieldIssue,
  type Translate,
} from '@portal/contracts';
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

/** The issues as the user reads them, in English: 'Line 3 — Quantity: at most 10,000,000' (decision 199). */
export function describeIssues(issues: FieldIssue[]): string {
  return describeIssuesIn(issues, keepEnglish, 'en-US');
}

interface UserLanguage {
  readonly translate: Translate;
  readonly locale: string;
}

/**
 * The signed-in user's language setting (Account Settings); English before sign-in (decision 199). French reads the
 * dictionary as Translation Settings has it (decision 225).
 */
function languageOf(request: FastifyRequest, french: Translate): UserLanguage {
  return request.session?.user.languageId === Language.ids.FRENCH
    ? { translate: french, locale: 'fr-CA' }
    : { translate: keepEnglish, locale: 'en-US' };
}

/** A summary the services build from their issues ('Validation Failed: items.2.quantity: …'), not a sentence. */
function isIssueSummary(message: string): boolean {
  return message.startsWith(`${MESSAGES.validationFailedTitle}: `);
}

/**
 * Every refusal in the user's words and language (decision 199): a catalogue sentence or template in the user's
 * language, each issue's reason in the catalogue's words ('at most 10,000,000', not zod's), and a summary of issues
 * naming the fields by their labels and lines counted from 1, never their paths.
 */
function localised(request: FastifyRequest, body: ErrorBody, french: Translate): ErrorBody {
  const { translate, locale } = languageOf(request, french);
  const issues = body.issues;
  const message =
    issues !== undefined && issues.length > 0 && isIssueSummary(body.message)
      ? describeIssuesIn(issues, translate, locale)
      : translateCatalogueText(body.message, translate);
  if (issues === undefined) return { ...body, message };
  return {
    ...body,
    message,
    issues: issues.map((issue) => ({
      field: issue.field,
      message: issueMessageText(issue.message, translate, locale),
    })),
  };
}

function sender(french: Translate) {
  return (reply: FastifyReply, status: number, body: ErrorBody): FastifyReply =>
    reply
      .status(status)
      .type('application/json; charset=utf-8')
      .send(localised(reply.request, body, french));
}

/**
 * The one error handler (docs/architecture.md#errors): validation → 400 naming the fields; AppError → its
 * status; Fastify's own client errors → their 4xx with a plain message; anything else → 500 with the spec's
 * server-error message, the detail only in the log.
 */
export function registerErrorHandler(
  app: FastifyInstance,
  /** A catalogue key in French (the dictionary's, decision 225); the shipped French when not given. */
  french: Translate = translateToShippedFrench,
): void {
  const send = sender(french);
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = validationIssues(error);
      const message = `${MESSAGES.validationFailedTitle}: ${issues.map((issue) => `${issue.field}: ${issue.message}`).join('; ')}`;
      return send(reply, 400, { code: ErrorCode.VALIDATION_FAILED, message, issues });
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
        message: MESSAGES.requestBodyTooLarge,
      });
    }
    if (status === 415) {
      return send(reply, 415, {
        code: ErrorCode.UNSUPPORTED_MEDIA,
        message: MESSAGES.unsupportedContentType,
      });
    }
    if (status >= 400 && status < 500) {
      // Fastify's client errors (malformed JSON, empty body…) carry safe, generic messages.
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? MESSAGES.malformedJson
          : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? MESSAGES.emptyRequestBody
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
