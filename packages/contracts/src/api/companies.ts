import { z } from 'zod';
import { booleanQuerySchema, listQuerySchema } from '../list-query';
import { emailSchema, optionalPhoneNumberSchema } from '../validation';
import { pageSchema } from './common';
import { optionalText, searchText } from './fields';

/** spec 001 §3 spatialGenericAddress: WGS 84 degrees, range-checked so a swapped pair is refused. */
export const coordinatesSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type Coordinates = z.infer<typeof coordinatesSchema>;

const nameSchema = z.string().trim().min(1, { message: 'Required' }).max(200);
const optionalEmail = z
  .union([emailSchema, z.literal(''), z.null()])
  .optional()
  .transform((value) => (value ? value : null));
const referenceId = z.number().int().positive();

/** spec 001 §3 Address: an alternative address of a company or a transporter. */
export const addressInputSchema = z.object({
  /** Present for an existing address (kept and updated); absent for a new one. */
  id: z.number().int().positive().optional(),
  locationName: optionalText(200),
  address: z.string().trim().min(1, { message: 'Required' }).max(300),
  city: optionalText(120),
  postalCode: optionalText(20),
  provinceId: referenceId.nullable(),
  countryId: referenceId.nullable(),
  spatialGenericAddress: coordinatesSchema.nullable(),
});
export type AddressInput = z.input<typeof addressInputSchema>;

export const addressSchema = z.object({
  id: z.number().int(),
  locationName: z.string().nullable(),
  address: z.string(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  provinceId: z.number().int().nullable(),
  countryId: z.number().int().nullable(),
  provinceName: z.string().nullable(),
  countryName: z.string().nullable(),
  spatialGenericAddress: coordinatesSchema.nullable(),
});
export type Address = z.infer<typeof addressSchema>;

/** The fields a company and a transporter share (spec 001 §3). */
const partyInputShape = {
  name: nameSchema,
  contactEmail: optionalEmail,
  phoneNumber: optionalPhoneNumberSchema,
  address: optionalText(300),
  city: optionalText(120),
  postalCode: optionalText(20),
  provinceId: referenceId.nullable(),
  countryId: referenceId.nullable(),
  timezoneId: referenceId.nullable(),
  spatialGenericAddress: coordinatesSchema.nullable(),
  altAddresses: z.array(addressInputSchema).max(50).default([]),
};

export const companyInputSchema = z.object({
  ...partyInputShape,
  companyTypeId: referenceId,
  /** spec 001 §3: Tier 1/2/3, or null for Unassigned. */
  tier: z.number().int().min(1).max(3).nullable(),
  registered: z.boolean(),
  preferred: z.boolean(),
});
export type CompanyInput = z.input<typeof companyInputSchema>;
export const createCompanyRequestSchema = companyInputSchema;
export const updateCompanyRequestSchema = companyInputSchema.extend({ id: z.number().int().positive() });
export type UpdateCompanyRequest = z.input<typeof updateCompanyRequestSchema>;

const partyShape = {
  id: z.number().int(),
  name: z.string(),
  contactEmail: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  provinceId: z.number().int().nullable(),
  countryId: z.number().int().nullable(),
  timezoneId: z.number().int().nullable(),
  provinceName: z.string().nullable(),
  countryName: z.string().nullable(),
  spatialGenericAddress: coordinatesSchema.nullable(),
  version: z.number().int(),
};

export const companyRowSchema = z.object({
  ...partyShape,
  companyTypeId: z.number().int(),
  companyTypeName: z.string(),
  tier: z.number().int().nullable(),
  registered: z.boolean(),
  preferred: z.boolean(),
});
export type CompanyRow = z.infer<typeof companyRowSchema>;
export const companySchema = companyRowSchema.extend({ altAddresses: z.array(addressSchema) });
export type Company = z.infer<typeof companySchema>;
export const companyPageSchema = pageSchema(companyRowSchema);
export type CompanyPage = z.infer<typeof companyPageSchema>;

/** The filters every party list has: a text searched in name and city (accents and case ignored), a province. */
const partyFilters = {
  search: searchText(200),
  provinceId: z.coerce.number().int().positive().optional(),
};

export const COMPANY_SORT_FIELDS = ['name', 'city', 'companyTypeId', 'tier', 'provinceName', 'id'] as const;
/** spec 001 §7 companies: the list query of every table (decision 085: 1-based pages) with the company filters. */
export const companyListQuerySchema = listQuerySchema({
  sortFields: COMPANY_SORT_FIELDS,
  defaultSort: { field: 'name', order: 'asc' },
  filters: {
    ...partyFilters,
    companyTypeId: z.coerce.number().int().positive().optional(),
    /** 1, 2 or 3, or 'unassigned' for companies with no tier (spec 001 §3: Unassigned has a null id). */
    tier: z.union([z.literal('unassigned'), z.coerce.number().int().min(1).max(3)]).optional(),
    registered: booleanQuerySchema.optional(),
    preferred: booleanQuerySchema.optional(),
  },
});
export type CompanyListQuery = z.infer<typeof companyListQuerySchema>;
export type CompanyListQueryInput = z.input<typeof companyListQuerySchema>;

/** spec 001 §7 companiesByTypeId/{id}: a picker, so a bounded list filtered by a search text. */
export const COMPANY_PICKER_MAX = 50;
export const companyPickerQuerySchema = z.object({
  search: searchText(200),
  limit: z.coerce.number().int().min(1).max(COMPANY_PICKER_MAX).default(COMPANY_PICKER_MAX),
});
export const companyOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string().nullable(),
  companyTypeId: z.number().int(),
});
export type CompanyOption = z.infer<typeof companyOptionSchema>;

// Transporters (spec 001 §3 Transporter): a company's fields without type, tier and flags.
export const transporterInputSchema = z.object(partyInputShape);
export type TransporterInput = z.input<typeof transporterInputSchema>;
export const createTransporterRequestSchema = transporterInputSchema;
export const updateTransporterRequestSchema = transporterInputSchema.extend({
  id: z.number().int().positive(),
});
export type UpdateTransporterRequest = z.input<typeof updateTransporterRequestSchema>;
export const transporterRowSchema = z.object(partyShape);
export type TransporterRow = z.infer<typeof transporterRowSchema>;
export const transporterSchema = transporterRowSchema.extend({ altAddresses: z.array(addressSchema) });
export type Transporter = z.infer<typeof transporterSchema>;
export const transporterPageSchema = pageSchema(transporterRowSchema);
export type TransporterPage = z.infer<typeof transporterPageSchema>;

export const TRANSPORTER_SORT_FIELDS = ['name', 'city', 'provinceName', 'id'] as const;
export const transporterListQuerySchema = listQuerySchema({
  sortFields: TRANSPORTER_SORT_FIELDS,
  defaultSort: { field: 'name', order: 'asc' },
  filters: partyFilters,
});
export type TransporterListQuery = z.infer<typeof transporterListQuerySchema>;
export type TransporterListQueryInput = z.input<typeof transporterListQuerySchema>;
