import {
  ActionLogType,
  CompanyTier,
  CompanyType,
  Country,
  Language,
  MASKED_CHANGE_VALUE,
  ProductSizeCategory,
  ProductSizeType,
  ProductSizeUnit,
  ProductSizeValueType,
  Province,
  Role,
  ROUTES,
  Timezone,
  UserStatus,
  type ChangeValue,
} from '@portal/contracts';
import type { LabelHelpers } from '../../lib/i18n-labels';

/**
 * How a logged change reads (issue 12 "the action log answers 'what changed'", decision 109): the field by its
 * label in the interface language, and ids of value lists by their names. Pure functions, shared by the Action
 * Log screen and a record's history.
 */

type LabelEnumeration = Parameters<LabelHelpers['enumeration']>[0];

/** Fields whose value is an id of a value list, whatever the record. */
const FIELD_ENUMERATIONS: Readonly<Record<string, LabelEnumeration>> = {
  roleId: Role,
  statusId: UserStatus,
  languageId: Language,
  timezoneId: Timezone,
  provinceId: Province,
  countryId: Country,
  companyTypeId: CompanyType,
  tier: CompanyTier,
};

/** Where a field name means another list for one type of record. */
const RECORD_FIELD_ENUMERATIONS: Readonly<Record<number, Readonly<Record<string, LabelEnumeration>>>> = {
  [ActionLogType.ids.PRODUCT_SIZE]: {
    typeId: ProductSizeType,
    categoryId: ProductSizeCategory,
    valueTypeId: ProductSizeValueType,
    unitId: ProductSizeUnit,
  },
};

export function enumerationOfField(recordType: number, field: string): LabelEnumeration | undefined {
  return RECORD_FIELD_ENUMERATIONS[recordType]?.[field] ?? FIELD_ENUMERATIONS[field];
}

/** 'altPhoneNumber' → 'Alt phone number': the label of a field no dictionary entry names yet. */
export function humanizeField(field: string): string {
  const words = field
    .replace(/Id$/, '')
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

export interface ChangeWords {
  readonly empty: string;
  readonly masked: string;
  readonly yes: string;
  readonly no: string;
  readonly dateTime: (iso: string) => string;
  readonly enumeration: LabelHelpers['enumeration'];
}

/** One value as a person reads it: names for ids, Yes/No, dates in the user's format, lists joined. */
export function formatChangeValue(
  value: ChangeValue,
  enumeration: LabelEnumeration | undefined,
  words: ChangeWords,
): string {
  if (value === null || value === '') return words.empty;
  if (Array.isArray(value)) {
    const parts = value.map((item) => formatChangeValue(item, enumeration, words));
    return parts.length > 0 ? parts.join(', ') : words.empty;
  }
  if (value === MASKED_CHANGE_VALUE) return words.masked;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number' && enumeration) return words.enumeration(enumeration, value);
  if (typeof value === 'string' && ISO_INSTANT.test(value)) return words.dateTime(value);
  return String(value);
}

export interface RecordLink {
  readonly pathname: string;
  readonly search: string;
}

/**
 * Where a logged record is seen today (decision 110): its management screen, narrowed to it by the screen's own
 * search where it has one (users by email, parties, discounts and sizes by name, products by their name).
 * Records get pages of their own later; this table is where their addresses go then.
 */
const RECORD_SCREENS: Readonly<Record<number, { readonly route: string; readonly searchParam?: string }>> = {
  [ActionLogType.ids.USER]: { route: ROUTES.userManagement, searchParam: 'search' },
  [ActionLogType.ids.COMPANY]: { route: ROUTES.companyManagement, searchParam: 'search' },
  [ActionLogType.ids.TRANSPORTER]: { route: ROUTES.transporterManagement, searchParam: 'search' },
  [ActionLogType.ids.DISCOUNT]: { route: ROUTES.discountManagement, searchParam: 'search' },
  [ActionLogType.ids.PRODUCT]: { route: ROUTES.productManagement, searchParam: 'search' },
  [ActionLogType.ids.PRODUCT_SIZE]: { route: ROUTES.productSizeManagement, searchParam: 'search' },
  [ActionLogType.ids.CATEGORY]: { route: ROUTES.categoryManagement },
  [ActionLogType.ids.TAX_RATE]: { route: ROUTES.taxRateManagement },
  [ActionLogType.ids.TRANSACTION_FEE]: { route: ROUTES.transactionFeeManagement },
  [ActionLogType.ids.TRANSLATION]: { route: ROUTES.translationManagement },
};

/** The record's screen, or null where it has none (a sign-in, a deleted record, a type without a screen yet). */
export function recordLinkOf(recordType: number, recordNumber: string | null): RecordLink | null {
  const screen = RECORD_SCREENS[recordType];
  if (!screen || !recordNumber) return null;
  const search = screen.searchParam
    ? `?${new URLSearchParams({ [screen.searchParam]: recordNumber }).toString()}`
    : '';
  return { pathname: screen.route, search };
}
