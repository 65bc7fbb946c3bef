// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  compareQuoteRevisions,
  ItemStatus,
  type QuoteRevisionComparison,
  type QuoteRevisionSummary,
  type RevisionContent,
  type RevisionLine,
} from '@portal/contracts';
import { expectNoAxeViolations } from '../../../../test/axe';
import {
  dataResponse,
  renderWithProviders,
  setUpComponentTests,
  stubApi,
  type ApiRequest,
} from '../../../../test/render';
import { i18n } from '../../../../lib/i18n';
import { RevisionComparison } from './revision-comparison';

setUpComponentTests();

const ACER: RevisionLine = {
  id: 11,
  sequenceNumber: 1,
  productId: 100,
  productName: "Acer rubrum 'October Glory'",
  productSizeId: 200,
  productSizeName: '50mm cal',
  specs: [{ id: 300, name: 'B&B' }],
  quantity: 25,
  statusId: ItemStatus.ids.WIP,
  sellerCompanyId: 1,
  sellerCompanyName: 'Pépinière du Nord',
  sellerUnitPrice: 185,
  markupRate: 35,
  buyerUnitPrice: 249.75,
  sellerPrice: 4625,
  buyerPrice: 6243.75,
  replacesItemId: null,
};
const THUJA: RevisionLine = {
  ...ACER,
  id: 12,
  sequenceNumber: 2,
  productName: "Thuja occidentalis 'Smaragd'",
  productSizeName: '150-175cm',
  specs: [],
  quantity: 120,
};
const HYDRANGEA: RevisionLine = {
  ...ACER,
  id: 13,
  sequenceNumber: 3,
  productName: "Hydrangea paniculata 'Limelight'",
  productSizeName: '#5',
  specs: [],
  quantity: 40,
};
// Added in the hydrangea's place: the removed line shows after the one that now holds its number.
const SPIREA: RevisionLine = { ...HYDRANGEA, id: 14, productName: 'Spiraea japonica' };

const TOTALS: RevisionContent['totals'] = {
  sellerCost: 1000,
  buyerSubtotal: 1350,
  margin: 350,
  discount: 0,
  transport: 0,
  fee: 0,
  taxable: 1350,
  tax: 202.16,
  grandTotal: 1552.16,
  taxRate: 14.975,
  buyerFeeRate: null,
  unpricedLineCount: 0,
};

const REVISION_ONE: RevisionContent = {
  items: [ACER, THUJA, HYDRANGEA],
  discounts: [{ discountId: 1, discountName: 'Volume', amount: 50 }],
  transportCosts: [],
  totals: TOTALS,
};
// Revision 2: the acer re-priced, the thuja re-sourced, the hydrangea removed, a spirea added, the discount raised.
const REVISION_TWO: RevisionContent = {
  items: [
    { ...ACER, sellerUnitPrice: 180, markupRate: 36.111, buyerUnitPrice: 245, buyerPrice: 6125 },
    { ...THUJA, sellerCompanyId: 2, sellerCompanyName: 'Les Serres Laval' },
    SPIREA,
  ],
  discounts: [{ discountId: 1, discountName: 'Volume', amount: 75 }],
  transportCosts: [
    {
      transportTypeId: 2,
      sellerCompanyId: 2,
      sellerCompanyName: 'Les Serres Laval',
      cost: 420,
      transporters: [],
    },
  ],
  totals: { ...TOTALS, discount: 75, transport: 420, grandTotal: 1948.45 },
};
// Now: the thuja's quantity changed since revision 2.
const NOW: RevisionContent = {
  ...REVISION_TWO,
  items: [REVISION_TWO.items[0]!, { ...REVISION_TWO.items[1]!, quantity: 150 }, SPIREA],
};

function summary(revision: number, name: string | null): QuoteRevisionSummary {
  return {
    revision,
    publishedAt: `2026-11-0${revision}T14:30:00.000Z`,
    publishedByUserId: name === null ? null : 3,
    publishedByUserName: name,
    lineCount: 3,
    totals: TOTALS,
  };
}

const CONTENTS: Record<string, RevisionContent> = { '1': REVISION_ONE, '2': REVISION_TWO, now: NOW };

let revisions: QuoteRevisionSummary[];
let requests: ApiRequest[];

function comparisonAnswer(url: URL): QuoteRevisionComparison {
  const from = url.searchParams.get('from') ?? '';
  const to = url.searchParams.get('to') ?? 'now';
  const side = (key: string) => ({
    revision: key === 'now' ? null : Number(key),
    publishedAt: null,
    publishedByUserName: null,
  });
  return {
    quoteId: 5,
    from: side(from),
    to: side(to),
    ...compareQuoteRevisions(CONTENTS[from]!, CONTENTS[to]!),
  };
}

beforeEach(() => {
  revisions = [summary(1, 'Marc Gagnon'), summary(2, null)];
  requests = stubApi((request) => {
    const url = new URL(request.url, 'http://portal');
    if (url.pathname === '/api/quoteRevisions/5') return dataResponse(revisions);
    if (url.pathname === '/api/quoteRevisionComparison/5') return dataResponse(comparisonAnswer(url));
    return undefined;
  });
});

const linesTable = () => screen.findByRole('table', { name: 'Lines compared' });
const rowOf = async (name: RegExp) => within(await linesTable()).getByRole('row', { name });
const comparisonCalls = () =>
  requests.map((request) => request.url).filter((url) => url.startsWith('/api/quoteRevisionComparison'));

/** What a dropdown shows chosen (its focusable box holds the chosen option's text). */
const dropdownValue = (label: string) => screen.getByLabelText<HTMLInputElement>(label).value;

/** The cells of a row, by their column in the table (line and product first). */
function cellsOf(row: HTMLElement) {
  return within(row).getAllByRole('cell');
}

async function choose(
  user: ReturnType<typeof renderWithProviders>['user'],
  label: string,
  option: string | RegExp,
) {
  (await screen.findByLabelText(label)).focus();
  await user.keyboard('{Enter}');
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('RevisionComparison (issue 14 Versions, decision 157)', () => {
  it('opens the last two revisions with the summary line and only the lines that changed', async () => {
    renderWithProviders(<RevisionComparison quoteId={5} />);
    expect((await screen.findByRole('status')).textContent).toContain(
      '1 added, 1 removed, 1 re-priced, 1 re-sourced',
    );
    expect(comparisonCalls()).toEqual(['/api/quoteRevisionComparison/5?from=1&to=2']);
    const rows = within(await linesTable())
      .getAllByRole('row')
      .slice(2);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['1', '2', '3', '3']);
    expect(rows.map((row) => cellsOf(row)[0]?.textContent)).toEqual([
      "Acer rubrum 'October Glory', 50mm cal, B&B",
      "Thuja occidentalis 'Smaragd', 150-175cm",
      'Spiraea japonica, #5',
      "Hydrangea paniculata 'Limelight', #5",
    ]);
    expect(dropdownValue('Compare')).toContain('Revision 1 — Nov 1, 2026');
    expect(dropdownValue('Compare')).toContain('Marc Gagnon');
    expect(dropdownValue('With')).toContain('Revision 2');
    await expectNoAxeViolations(document.body);
  });

  it('marks the changed cells on both sides, in words too, and leaves the others plain', async () => {
    renderWithProviders(<RevisionComparison quoteId={5} />);
    const acer = await rowOf(/Acer rubrum/);
    expect(within(acer).getByText('Re-priced')).toBeTruthy();
    const changed = cellsOf(acer).filter((cell) => cell.dataset.changed === 'true');
    // Seller unit price, markup, buyer unit price and buyer price: before and after each.
    expect(changed.map((cell) => cell.textContent)).toEqual([
      '185.00',
      '180.00 (changed)',
      '35',
      '36.111 (changed)',
      '249.75',
      '245.00 (changed)',
      '6,243.75',
      '6,125.00 (changed)',
    ]);
    const thuja = await rowOf(/Thuja occidentalis/);
    expect(within(thuja).getByText('Re-sourced')).toBeTruthy();
    expect(
      cellsOf(thuja)
        .filter((cell) => cell.dataset.changed === 'true')
        .map((cell) => cell.textContent),
    ).toEqual(['Pépinière du Nord', 'Les Serres Laval (changed)']);
    const removed = await rowOf(/Hydrangea/);
    expect(within(removed).getByText('Removed')).toBeTruthy();
    const added = await rowOf(/Spiraea/);
    expect(within(added).getByText('Added')).toBeTruthy();
    // A whole line added or removed is said once, by its tag, not by each of its cells.
    for (const row of [removed, added]) {
      expect(cellsOf(row).filter((cell) => cell.dataset.changed === 'true')).toEqual([]);
    }
  });

  it('shows the discounts, transport costs and totals side by side', async () => {
    renderWithProviders(<RevisionComparison quoteId={5} />);
    const discounts = await screen.findByRole('table', { name: 'Discounts' });
    const volume = within(discounts).getByRole('row', { name: /Volume/ });
    expect(cellsOf(volume).map((cell) => cell.textContent)).toEqual(['Changed', '50.00', '75.00 (changed)']);
    const transport = screen.getByRole('table', { name: 'Transport Costs' });
    expect(within(transport).getByRole('row', { name: /Les Serres Laval/ }).textContent).toContain('Added');
    const totals = screen.getByRole('table', { name: 'Totals' });
    const grandTotal = within(totals).getByRole('row', { name: /Grand Total/ });
    expect(cellsOf(grandTotal).map((cell) => cell.textContent)).toEqual([
      '1,552.16',
      '1,948.45 (changed)',
      '+396.29',
    ]);
    const margin = within(totals).getByRole('row', { name: /Margin/ });
    expect(cellsOf(margin).map((cell) => cell.textContent)).toEqual(['350.00', '350.00', '—']);
  });

  it('shows the unchanged lines when asked', async () => {
    revisions = [summary(1, 'Marc Gagnon'), summary(2, 'Marc Gagnon')];
    const { user } = renderWithProviders(<RevisionComparison quoteId={5} />);
    await choose(user, 'With', 'Now (as it is being built)');
    await waitFor(() => expect(comparisonCalls()).toContain('/api/quoteRevisionComparison/5?from=1'));
    await choose(user, 'Compare', /^Revision 2 — Nov 2, 2026.*Marc Gagnon$/);
    await waitFor(() => expect(comparisonCalls()).toContain('/api/quoteRevisionComparison/5?from=2'));
    // From revision 2 to now only the thuja's quantity changed.
    expect((await screen.findByRole('status')).textContent).toContain('1 with a new quantity');
    const rows = () =>
      within(screen.getByRole('table', { name: 'Lines compared' }))
        .getAllByRole('row')
        .slice(2);
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.click(screen.getByRole('checkbox', { name: 'Show unchanged lines' }));
    expect(rows()).toHaveLength(3);
  });

  it('speaks French to a French user', async () => {
    await i18n.changeLanguage('fr');
    renderWithProviders(<RevisionComparison quoteId={5} />);
    expect((await screen.findByRole('status')).textContent).toContain(
      'Lignes ajoutées : 1, retirées : 1, reprisées : 1, changées de vendeur : 1',
    );
    expect(screen.getByRole('table', { name: 'Lignes comparées' })).toBeTruthy();
    expect(
      within(screen.getByRole('table', { name: 'Totaux' })).getByRole('row', { name: /Total général/ }),
    ).toBeTruthy();
  });

  it('says there is nothing to compare before the first publish, and asks nothing', async () => {
    revisions = [];
    renderWithProviders(<RevisionComparison quoteId={5} />);
    expect(
      await screen.findByText('This quote has not been published yet: there is no version to compare.'),
    ).toBeTruthy();
    expect(comparisonCalls()).toEqual([]);
  });

  it('compares the only revision with the quote as it is now', async () => {
    revisions = [summary(1, 'Marc Gagnon')];
    renderWithProviders(<RevisionComparison quoteId={5} />);
    await linesTable();
    expect(comparisonCalls()).toEqual(['/api/quoteRevisionComparison/5?from=1']);
    expect(dropdownValue('With')).toContain('Now (as it is being built)');
  });
});
