import { z } from 'zod';
import { MESSAGES } from '../messages';
import { emailSchema, newPasswordSchema, optionalPhoneNumberSchema } from '../validation';

export const signInRequestSchema = z.object({
  email: emailSchema,
  password: z.string({ error: MESSAGES.passwordEmpty }).min(1, { message: MESSAGES.passwordEmpty }).max(200),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

export const sessionUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  roleId: z.number().int(),
  languageId: z.number().int(),
  timezoneId: z.number().int().nullable(),
  phoneNumber: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** spec 000 §3: the login response carries token, roleId and email; we add the user for the profile panel. */
export const signInResponseSchema = z.object({
  token: z.string(),
  roleId: z.number().int(),
  email: z.string(),
  expiresAt: z.string(),
  user: sessionUserSchema,
});
export type SignInResponse = z.infer<typeof signInResponseSchema>;

export const keepaliveResponseSchema = z.object({ expiresAt: z.string() });

export const updateAccountRequestSchema = z.object({
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  phoneNumber: optionalPhoneNumberSchema,
  languageId: z.number().int(),
});
export type UpdateAccountRequest = z.infer<typeof updateAccountRequestSchema>;

export const updatePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1).max(200),
  newPassword: newPasswordSchema,
});
export type UpdatePasswordRequest = z.infer<typeof updatePasswordRequestSchema>;
