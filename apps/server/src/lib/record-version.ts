import type { FastifyRequest } from 'fastify';
import { ErrorCode, MESSAGES, VERSION_HEADER } from '@portal/contracts';
import { AppError } from './app-error';

/**
 * spec 000 §4: an update carries the version it read in the x-record-version header.
 *
 * @deprecated Declare `headers: versionHeaderSchema` (contracts) on the route and read
 * `request.headers[VERSION_HEADER]`: validated the same way, and in the OpenAPI document (decision 087). Kept
 * until the routes still calling this (companies, transporters, discounts) move over.
 */
export function readRecordVersion(request: FastifyRequest): number {
  const raw = request.headers[VERSION_HEADER];
  const value = Number(Array.isArray(raw) ? raw[0] : raw);
  if (!Number.isInteger(value) || value < 1) {
    const message = `${VERSION_HEADER} header: a positive record version is required`;
    throw new AppError(ErrorCode.VALIDATION_FAILED, `${MESSAGES.validationFailedTitle}: ${message}`, {
      issues: [{ field: VERSION_HEADER, message }],
    });
  }
  return value;
}

/** spec 001 §8 notices: another user changed the record, the view is outdated (409). */
export function outdated(): AppError {
  return new AppError(ErrorCode.OUTDATED, MESSAGES.outdatedRecord);
}
