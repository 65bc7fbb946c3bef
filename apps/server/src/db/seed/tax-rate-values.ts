/**
 * Reference sales-tax rates for 2026 (DOMAIN.md "Sales tax"), in percent. Seeded once per province or state
 * (existing rows are never overwritten, so staff edits survive restarts); after that the Tax Rate Settings
 * screen is the source of truth. US rates are the state rate only: county and municipal taxes are added at
 * invoicing (spec 001 §8, MESSAGES.taxDisclaimer).
 */
export const TAX_RATES_EFFECTIVE_FROM = '2026-01-01';

export interface TaxRateSeed {
  provinceCode: string;
  countryId: 1 | 2;
  gstRate?: number;
  pstRate?: number;
  qstRate?: number;
  hstRate?: number;
  stateRate?: number;
}

const CANADA: TaxRateSeed[] = [
  { provinceCode: 'QC', countryId: 1, gstRate: 5, qstRate: 9.975 },
  { provinceCode: 'ON', countryId: 1, hstRate: 13 },
  { provinceCode: 'BC', countryId: 1, gstRate: 5, pstRate: 7 },
  { provinceCode: 'AB', countryId: 1, gstRate: 5 },
  // Manitoba's retail sales tax (RST) is its provincial component.
  { provinceCode: 'MB', countryId: 1, gstRate: 5, pstRate: 7 },
  { provinceCode: 'SK', countryId: 1, gstRate: 5, pstRate: 6 },
  { provinceCode: 'NS', countryId: 1, hstRate: 14 },
  { provinceCode: 'NB', countryId: 1, hstRate: 15 },
  { provinceCode: 'NL', countryId: 1, hstRate: 15 },
  { provinceCode: 'PE', countryId: 1, hstRate: 15 },
  { provinceCode: 'NT', countryId: 1, gstRate: 5 },
  { provinceCode: 'YT', countryId: 1, gstRate: 5 },
  { provinceCode: 'NU', countryId: 1, gstRate: 5 },
];

const US_STATE_RATES: Record<string, number> = {
  AL: 4,
  AK: 0,
  AZ: 5.6,
  AR: 6.5,
  CA: 7.25,
  CO: 2.9,
  CT: 6.35,
  DE: 0,
  DC: 6,
  FL: 6,
  GA: 4,
  HI: 4,
  ID: 6,
  IL: 6.25,
  IN: 7,
  IA: 6,
  KS: 6.5,
  KY: 6,
  LA: 5,
  ME: 5.5,
  MD: 6,
  MA: 6.25,
  MI: 6,
  MN: 6.875,
  MS: 7,
  MO: 4.225,
  MT: 0,
  NE: 5.5,
  NV: 6.85,
  NH: 0,
  NJ: 6.625,
  NM: 4.875,
  NY: 4,
  NC: 4.75,
  ND: 5,
  OH: 5.75,
  OK: 4.5,
  OR: 0,
  PA: 6,
  RI: 7,
  SC: 6,
  SD: 4.2,
  TN: 7,
  TX: 6.25,
  UT: 6.1,
  VT: 6,
  VA: 5.3,
  WA: 6.5,
  WV: 6,
  WI: 5,
  WY: 4,
};

export const TAX_RATE_SEEDS: readonly TaxRateSeed[] = [
  ...CANADA,
  ...Object.entries(US_STATE_RATES).map(([provinceCode, stateRate]) => ({
    provinceCode,
    countryId: 2 as const,
    stateRate,
  })),
];
