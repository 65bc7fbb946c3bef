import {
  COMPANY_SORT_FIELDS,
  DEFAULT_PAGE_SIZE,
  TABLE_PAGE_SIZE_OPTIONS,
  TRANSPORTER_SORT_FIELDS,
  type CompanyListQueryInput,
  type TransporterListQueryInput,
} from '@portal/contracts';

/**
 * A management table's view as URL search parameters (issue 4: filters, sort and page are kept in the URL so a
 * view can be bookmarked and shared). Unknown or invalid values fall back to the defaults. Transporters use the
 * subset without type, tier and flags.
 */
export interface PartyTableState {
  page: number;
  size: number;
  sortField: string;
  sortOrder: 'asc' | 'desc';
  search: string;
  provinceId: number | null;
  companyTypeId: number | null;
  /** 1–3, or 'unassigned' (spec 001 §3: Unassigned is the null tier). */
  tier: number | 'unassigned' | null;
  registered: boolean | null;
  preferred: boolean | null;
}

export const DEFAULT_PARTY_TABLE_STATE: PartyTableState = {
  page: 0,
  size: DEFAULT_PAGE_SIZE,
  sortField: 'name',
  sortOrder: 'asc',
  search: '',
  provinceId: null,
  companyTypeId: null,
  tier: null,
  registered: null,
  preferred: null,
};

function positiveInteger(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const parsed = Number(value);
  return parsed > 0 ? parsed : null;
}

function flag(value: string | null): boolean | null {
  return value === 'true' ? true : value === 'false' ? false : null;
}

export function readPartyTableState(
  params: URLSearchParams,
  kind: 'company' | 'transporter',
): PartyTableState {
  const size = positiveInteger(params.get('size'));
  const sortFields: readonly string[] = kind === 'company' ? COMPANY_SORT_FIELDS : TRANSPORTER_SORT_FIELDS;
  const sortField = params.get('sort');
  const tier = params.get('tier');
  const tierNumber = positiveInteger(tier);
  const isCompany = kind === 'company';
  return {
    page: Math.max(0, (positiveInteger(params.get('page')) ?? 1) - 1),
    size:
      size !== null && (TABLE_PAGE_SIZE_OPTIONS as readonly number[]).includes(size)
        ? size
        : DEFAULT_PAGE_SIZE,
    sortField: sortField !== null && sortFields.includes(sortField) ? sortField : 'name',
    sortOrder: params.get('order') === 'desc' ? 'desc' : 'asc',
    search: params.get('search')?.trim() ?? '',
    provinceId: positiveInteger(params.get('province')),
    companyTypeId: isCompany ? positiveInteger(params.get('type')) : null,
    tier: !isCompany
      ? null
      : tier === 'unassigned'
        ? 'unassigned'
        : tierNumber !== null && tierNumber <= 3
          ? tierNumber
          : null,
    registered: isCompany ? flag(params.get('registered')) : null,
    preferred: isCompany ? flag(params.get('preferred')) : null,
  };
}

/** Only values that differ from the defaults go in the URL, so the plain route stays clean. */
export function writePartyTableState(state: PartyTableState): URLSearchParams {
  const params = new URLSearchParams();
  const defaults = DEFAULT_PARTY_TABLE_STATE;
  // Pages are 1-based in the URL, as people read them.
  if (state.page !== defaults.page) params.set('page', String(state.page + 1));
  if (state.size !== defaults.size) params.set('size', String(state.size));
  if (state.sortField !== defaults.sortField) params.set('sort', state.sortField);
  if (state.sortOrder !== defaults.sortOrder) params.set('order', state.sortOrder);
  if (state.search !== '') params.set('search', state.search);
  if (state.provinceId !== null) params.set('province', String(state.provinceId));
  if (state.companyTypeId !== null) params.set('type', String(state.companyTypeId));
  if (state.tier !== null) params.set('tier', String(state.tier));
  if (state.registered !== null) params.set('registered', String(state.registered));
  if (state.preferred !== null) params.set('preferred', String(state.preferred));
  return params;
}

function common(state: PartyTableState) {
  return {
    page: state.page,
    size: state.size,
    sortOrder: state.sortOrder,
    ...(state.search !== '' ? { search: state.search } : {}),
    ...(state.provinceId !== null ? { provinceId: state.provinceId } : {}),
  };
}

export function toCompanyListQuery(state: PartyTableState): CompanyListQueryInput {
  return {
    ...common(state),
    sortField: COMPANY_SORT_FIELDS.find((field) => field === state.sortField) ?? 'name',
    ...(state.companyTypeId !== null ? { companyTypeId: state.companyTypeId } : {}),
    ...(state.tier !== null ? { tier: state.tier } : {}),
    ...(state.registered !== null ? { registered: state.registered ? 'true' : 'false' } : {}),
    ...(state.preferred !== null ? { preferred: state.preferred ? 'true' : 'false' } : {}),
  };
}

export function toTransporterListQuery(state: PartyTableState): TransporterListQueryInput {
  return {
    ...common(state),
    sortField: TRANSPORTER_SORT_FIELDS.find((field) => field === state.sortField) ?? 'name',
  };
}
