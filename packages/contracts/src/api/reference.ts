import { z } from 'zod';

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

/** GET /api/teams: the operator's staff teams, one per staff role (docs/decisions/009-teams.md). */
export const teamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  members: z.array(ownerUserSchema),
});
export type Team = z.infer<typeof teamSchema>;
