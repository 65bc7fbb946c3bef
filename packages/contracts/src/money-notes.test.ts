import { describe, expect, it } from 'vitest';
import { formatMoney } from './format';
import { taxKindsOf, taxNote, transportSplitNote } from './money-notes';

const rate = (overrides: Partial<Parameters<typeof taxKindsOf>[0] & object> = {}) => ({
  provinceCode: 'QC',
  gstRate: null,
  pstRate: null,
  qstRate: null,
  hstRate: null,
  stateRate: null,
  ...overrides,
});

describe('taxNote (decision 202; DOMAIN.md sales tax)', () => {
  it('names GST/QST in Quebec, HST in Ontario, GST/RST in Manitoba, in English and French', () => {
    const quebec = {
      countryId: 1,
      provinceName: 'Quebec',
      taxKinds: taxKindsOf(rate({ gstRate: 5, qstRate: 9.975 })),
    };
    expect(taxNote(quebec, 'en')).toBe('Taxes shown: GST/QST (Quebec).');
    expect(taxNote(quebec, 'fr')).toBe('Taxes affichées : TPS/TVQ (Quebec).');
    expect(taxNote(quebec, 'en')).not.toContain('state sales tax');
    const ontario = {
      countryId: 1,
      provinceName: 'Ontario',
      taxKinds: taxKindsOf(rate({ provinceCode: 'ON', hstRate: 13 })),
    };
    expect(taxNote(ontario, 'en')).toBe('Taxes shown: HST (Ontario).');
    expect(taxNote(ontario, 'fr')).toBe('Taxes affichées : TVH (Ontario).');
    const manitoba = taxKindsOf(rate({ provinceCode: 'MB', gstRate: 5, pstRate: 7 }));
    expect(manitoba).toEqual(['GST', 'RST']);
    expect(taxKindsOf(rate({ provinceCode: 'BC', gstRate: 5, pstRate: 7 }))).toEqual(['GST', 'PST']);
  });

  it("says a US state's sales tax only, with county and municipal taxes at invoicing", () => {
    const newYork = {
      countryId: 2,
      provinceName: 'New York',
      taxKinds: taxKindsOf(rate({ provinceCode: 'NY', stateRate: 4 })),
    };
    expect(taxNote(newYork, 'en')).toBe(
      'Taxes shown are New York state sales tax only; county and municipal taxes are added at invoicing.',
    );
    expect(taxNote(newYork, 'fr')).toContain("taxe de vente de l'État (New York)");
    const newHampshire = {
      countryId: 2,
      provinceName: 'New Hampshire',
      taxKinds: taxKindsOf(rate({ stateRate: 0 })),
    };
    expect(taxNote(newHampshire, 'en')).toBe('No sales tax is charged in New Hampshire.');
  });

  it('has no note of its own when the delivery province is not known', () => {
    expect(taxNote({ countryId: null, provinceName: null, taxKinds: [] }, 'en')).toBeNull();
  });
});

describe('transportSplitNote (decision 202)', () => {
  const split = {
    total: 450,
    shares: [
      { orderId: 1, phaseNumber: 1, cost: 418.36, isThisOrder: true },
      { orderId: 2, phaseNumber: 2, cost: 31.64, isThisOrder: false },
    ],
  };
  const dollars = (value: number) => `$${formatMoney(value, 'en')}`;

  it('says the whole cost and each phase share, this order first', () => {
    expect(transportSplitNote(split, 'en', dollars)).toBe(
      '$450.00, split: $418.36 on this order, $31.64 on P2',
    );
    expect(transportSplitNote(split, 'fr', (value) => `${formatMoney(value, 'fr')} $`)).toBe(
      '450,00 $, réparti : 418,36 $ sur cette commande, 31,64 $ sur P2',
    );
  });

  it('reads from the other phase too', () => {
    const fromP2 = {
      total: 450,
      shares: [
        { orderId: 2, phaseNumber: 2, cost: 31.64, isThisOrder: true },
        { orderId: 1, phaseNumber: 1, cost: 418.36, isThisOrder: false },
      ],
    };
    expect(transportSplitNote(fromP2, 'en', dollars)).toBe(
      '$450.00, split: $31.64 on this order, $418.36 on P1',
    );
  });
});
