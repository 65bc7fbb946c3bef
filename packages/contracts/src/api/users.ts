import { z } from 'zod';
import { DEFAULT_TIMEZONE_ID } from '../constants';
import { booleanQuerySchema, listQuerySchema } from '../list-query';
import { Language, UserStatus } from '../enumerations';
import { Role } from '../roles';
import { emailSchema, newPasswordSchema, optionalPhoneNumberSchema } from '../validation';
import { lookupSchema } from './reference';
import { optionalText, searchText } from './fields';

/** spec 001 §3: a user as User Management shows it, with the owner view (initials, 'N/A' name) and the avatar. */
export const userRowSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  altPhoneNumber: z.string().nullable(),
  signupCompany: z.string().nullable(),
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  roleId: z.number().int(),
  statusId: z.number().int(),
  status: lookupSchema,
  languageId: z.number().int(),
  timezoneId: z.number().int().nullable(),
  initials: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  locked: z.boolean(),
  version: z.number().int(),
});
export type UserRow = z.infer<typeof userRowSchema>;

/**
 * spec 001 §3: every User field with its defaults (status inactive, role buyer, language English, timezone
 * Eastern). Creating a user is POST /api/user (docs/decisions/030-user-create-and-delete.md).
 */
export const saveUserRequestSchema = z.object({
  email: emailSchema,
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  phoneNumber: optionalPhoneNumberSchema,
  altPhoneNumber: optionalPhoneNumberSchema,
  signupCompany: optionalText(200),
  companyId: z.number().int().positive().nullable().default(null),
  roleId: z.number().int().default(Role.ids.BUYER),
  statusId: z.number().int().default(UserStatus.ids.INACTIVE),
  languageId: z.number().int().default(Language.ids.ENGLISH),
  timezoneId: z.number().int().nullable().default(DEFAULT_TIMEZONE_ID),
});
export type SaveUserRequest = z.input<typeof saveUserRequestSchema>;
export type SaveUserValues = z.output<typeof saveUserRequestSchema>;

/** PUT /api/user carries the id in the body (spec 001 §7 lists `user` without an id); the version in the header. */
export const updateUserRequestSchema = saveUserRequestSchema.extend({ id: z.number().int().positive() });
export type UpdateUserRequest = z.input<typeof updateUserRequestSchema>;

export const setUserPasswordRequestSchema = z.object({ newPassword: newPasswordSchema });
export type SetUserPasswordRequest = z.infer<typeof setUserPasswordRequestSchema>;

/** The sort fields the user table offers; each is backed by an index on app_user. */
export const USER_SORT_FIELDS = ['id', 'email', 'lastName', 'firstName', 'roleId', 'statusId'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];
export const DEFAULT_USER_SORT_FIELD: UserSortField = 'id';

/**
 * spec 001 §7: userPageableResult takes "a map of filters, paging and sort; fields not shown". Ours: the list
 * query of every table (listQuerySchema: 1-based page, size, whitelisted sort) with the user table's filters.
 */
export const userPageQuerySchema = listQuerySchema({
  sortFields: USER_SORT_FIELDS,
  defaultSort: { field: DEFAULT_USER_SORT_FIELD, order: 'asc' },
  filters: {
    search: searchText(200),
    roleId: z.coerce.number().int().positive().optional(),
    statusId: z.coerce.number().int().positive().optional(),
    companyId: z.coerce.number().int().positive().optional(),
    locked: booleanQuerySchema.optional(),
  },
});
export type UserPageQuery = z.input<typeof userPageQuerySchema>;
export type UserPageQueryValues = z.output<typeof userPageQuerySchema>;

export const companyLookupQuerySchema = z.object({ search: searchText(200) });
export const COMPANY_LOOKUP_LIMIT = 20;
