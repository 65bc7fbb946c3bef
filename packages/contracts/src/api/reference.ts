import { z } from 'zod';
import { searchText } from './fields';

export const lookupSchema = z.object({ id: z.number().int(), name: z.string() });
export type Lookup = z.infer<typeof lookupSchema>;

export const roleSchema = z.object({ id: z.number().int(), name: z.string(), code: z.string() });
export const timezoneSchema = z.object({ id: z.number().int(), name: z.string(), ianaName: z.string() });
export const countrySchema = z.object({ id: z.number().int(), name: z.string(), code: z.string() });
export const provinceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  countryId: z.number().int(),
});
export const companyTypeSchema = lookupSchema;
export const languageSchema = z.object({ id: z.number().int(), name: z.string(), code: z.string() });

/** spec 001 §3: the owner view adds initials and a name defaulting to N/A. */
export const ownerUserSchema = z.object({
  id: z.number().int(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  initials: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
});
export type OwnerUser = z.infer<typeof ownerUserSchema>;

/** GET activeUsers/{role}: at most this many users, whatever the query asks (a bounded reference list). */
export const ACTIVE_USERS_MAX = 500;
/**
 * GET activeUsers/{role}?search=&limit=&companyId= (decisions 121, 144): the spec's call, with an optional text
 * matched in name and email (accents and case ignored), a smaller cap, and the company the users belong to, so a
 * user picker searches as staff type — a request's buyer contact among its buyer company's people only.
 */
export const activeUsersQuerySchema = z.object({
  search: searchText(200),
  limit: z.coerce.number().int().min(1).max(ACTIVE_USERS_MAX).default(ACTIVE_USERS_MAX),
  companyId: z.coerce.number().int().positive().optional(),
});
export type ActiveUsersQuery = z.input<typeof activeUsersQuerySchema>;

/** GET /api/teams: the operator's staff teams, one per staff role (docs/decisions/009-teams.md). */
export const teamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  members: z.array(ownerUserSchema),
});
export type Team = z.infer<typeof teamSchema>;

// Delivery reference data (spec 001 §7 deliveryTimes, truckSubTypes, truckSubTypeLengths, truckAddOns,
// vehicleTypes; spec 000 §4 vehicleConfig). Bounded tables seeded on every start with stable ids
// (docs/decisions/062-delivery-reference-data-and-calls.md).

/** spec 001 §3 'Delivery time: id, name, description': a job site's delivery window, times local to the site. */
export const deliveryTimeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** 'HH:MM', 24-hour; null when the window is not a fixed time (an appointment). */
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
});
export type DeliveryTime = z.infer<typeof deliveryTimeSchema>;

/** The truck types of spec 001 §3 (Straight Truck 1, Tractor/Truck & Trailer 2), with their typical payload. */
export const vehicleTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
});
export type VehicleType = z.infer<typeof vehicleTypeSchema>;

export const truckSubTypeSchema = z.object({
  id: z.number().int(),
  /** The vehicle (truck) type this body belongs to: spec 000 §4 truckType. */
  truckTypeId: z.number().int(),
  name: z.string(),
  description: z.string(),
});
export type TruckSubType = z.infer<typeof truckSubTypeSchema>;

/** spec 000 §4 truckLength {id, feet}: the lengths offered per sub type, with the capacity delivery planning uses. */
export const truckSubTypeLengthSchema = z.object({
  id: z.number().int(),
  truckSubTypeId: z.number().int(),
  feet: z.number().int(),
  /** Usable deck or box floor, square feet (fill rate, decision 050). */
  deckAreaSqFt: z.number().int(),
  /** Legal payload, pounds (truck weight). */
  maxPayloadLb: z.number().int(),
});
export type TruckSubTypeLength = z.infer<typeof truckSubTypeLengthSchema>;

export const truckAddOnSchema = z.object({ id: z.number().int(), name: z.string(), description: z.string() });
export type TruckAddOn = z.infer<typeof truckAddOnSchema>;

/** POST test/timezone (spec 001 §7): the server's view of one of the portal's timezones. */
export const testTimezoneRequestSchema = z.object({ timezoneId: z.number().int().positive() });
export type TestTimezoneRequest = z.infer<typeof testTimezoneRequestSchema>;
export const testTimezoneResponseSchema = z.object({
  timezoneId: z.number().int(),
  name: z.string(),
  /** The IANA zone the server computes with, e.g. America/Toronto. */
  ianaName: z.string(),
  /** The current time there, ISO 8601 with its offset: 2026-03-05T10:52:13-05:00. */
  localTime: z.string(),
  /** '-05:00'; daylight saving time included when it applies now. */
  utcOffset: z.string(),
  offsetMinutes: z.number().int(),
  /** The server clock, UTC. */
  serverTime: z.string(),
});
export type TestTimezoneResponse = z.infer<typeof testTimezoneResponseSchema>;

/** GET roles?assignable=true: only the roles the signed-in user may give an account (decision 060). */
export const rolesQuerySchema = z.object({
  assignable: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
