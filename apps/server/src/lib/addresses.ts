import { ErrorCode, MESSAGES, type Coordinates } from '@portal/contracts';
import { AppError } from './app-error';

/** spec 001 §3 spatialGenericAddress: both columns set, or no coordinates at all. */
export function toCoordinates(latitude: number | null, longitude: number | null): Coordinates | null {
  return latitude === null || longitude === null ? null : { latitude, longitude };
}

const REFERENCE_FIELDS: ReadonlyArray<[string, string]> = [
  ['company_type_id', 'companyTypeId'],
  ['province_id', 'provinceId'],
  ['country_id', 'countryId'],
  ['timezone_id', 'timezoneId'],
];

/** A foreign key to a reference table failed: name the request field it came from (a 400, not a 500). */
export function referenceViolationError(constraint: string | null): AppError {
  const field = REFERENCE_FIELDS.find(([column]) => constraint?.includes(column))?.[1] ?? 'reference';
  return new AppError(ErrorCode.VALIDATION_FAILED, `${MESSAGES.validationFailedTitle}: ${field}: unknown`, {
    issues: [{ field, message: 'Unknown value' }],
  });
}
