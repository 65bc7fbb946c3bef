// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { MESSAGES, type QuoteMoney } from '@portal/contracts';
import { i18n } from '../../lib/i18n';
import { renderWithProviders, setUpComponentTests } from '../../test/render';
import { TotalsPanel } from './totals-panel';
import { TransportSplitNotes } from './transport-split-notes';

setUpComponentTests();

const MONEY: QuoteMoney = {
  sellerCostCents: 10_000,
  buyerSubtotalCents: 13_000,
  marginCents: 3_000,
  discountCents: 0,
  transportCents: 0,
  feeCents: 0,
  taxableCents: 13_000,
  taxCents: 1_947,
  grandTotalCents: 14_947,
  unpricedLineCount: 0,
};

function renderTotals(tax?: Parameters<typeof TotalsPanel>[0]['tax']) {
  return renderWithProviders(
    <TotalsPanel
      area="quoteConstruction"
      disclaimer={MESSAGES.taxDisclaimer}
      tax={tax}
      money={MONEY}
      taxRate={14.975}
      buyerFeeRate={null}
      isDirty={false}
    />,
  );
}

describe('the tax note of the totals (decision 202)', () => {
  it("names Quebec's GST/QST, never 'state sales tax', in English and French", async () => {
    renderTotals({ countryId: 1, provinceName: 'Quebec', taxKinds: ['GST', 'QST'] });
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('Taxes shown: GST/QST (Quebec).')).toBeTruthy();
    expect(within(totals).queryByText(/state sales tax/)).toBeNull();
    await act(() => i18n.changeLanguage('fr'));
    expect(await screen.findByText('Taxes affichées : TPS/TVQ (Quebec).')).toBeTruthy();
  });

  it("names Ontario's HST", () => {
    renderTotals({ countryId: 1, provinceName: 'Ontario', taxKinds: ['HST'] });
    expect(screen.getByText('Taxes shown: HST (Ontario).')).toBeTruthy();
  });

  it("names a US state's sales tax, with county and municipal taxes at invoicing", () => {
    renderTotals({ countryId: 2, provinceName: 'Vermont', taxKinds: ['STATE'] });
    expect(
      screen.getByText(
        'Taxes shown are Vermont state sales tax only; county and municipal taxes are added at invoicing.',
      ),
    ).toBeTruthy();
  });

  it("shows the catalogue's disclaimer when the province is not known", () => {
    renderTotals({ countryId: null, provinceName: null, taxKinds: [] });
    expect(
      screen.getByText(
        'Taxes shown are state sales tax only; county and municipal taxes are added at invoicing.',
      ),
    ).toBeTruthy();
  });
});

describe('TransportSplitNotes (decision 202)', () => {
  it('says each split cost with its shares, this order first, and nothing for a cost never split', async () => {
    renderWithProviders(
      <TransportSplitNotes
        label="Transport costs split between phases"
        costs={[
          {
            sellerCompanyName: 'Pépinière Nord',
            split: {
              total: 450,
              shares: [
                { orderId: 1, phaseNumber: 1, cost: 418.36, isThisOrder: true },
                { orderId: 2, phaseNumber: 2, cost: 31.64, isThisOrder: false },
              ],
            },
          },
          { sellerCompanyName: 'Jardins Sud', split: null },
        ]}
      />,
    );
    const notes = screen.getByRole('list', { name: 'Transport costs split between phases' });
    expect(
      within(notes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Pépinière Nord: $450.00, split: $418.36 on this order, $31.64 on P2']);
    await act(() => i18n.changeLanguage('fr'));
    expect(
      await within(notes).findByText(
        'Pépinière Nord: 450,00 $, réparti : 418,36 $ sur cette commande, 31,64 $ sur P2',
      ),
    ).toBeTruthy();
  });

  it('renders nothing when no cost is split', () => {
    renderWithProviders(
      <TransportSplitNotes label="Splits" costs={[{ sellerCompanyName: 'Jardins Sud', split: null }]} />,
    );
    expect(screen.queryByRole('list', { name: 'Splits' })).toBeNull();
  });
});
