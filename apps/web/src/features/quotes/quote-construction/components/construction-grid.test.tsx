// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@portal/contracts';
import {
  LinePager,
  TotalsPanel,
  usePagedPricingModel,
  type LinePage,
} from '../../../../components/construction';
import { constructionCellOf } from '../../../../components/construction/test-construction';
import { LineItemGrid, useLineItemRows } from '../../../../components/grid';
import { renderWithProviders, setUpComponentTests } from '../../../../test/render';
import { rowOf, type ConstructionRow } from '../construction-rows';
import { testItem } from '../test-quote';
import { BulkEditDialog, type BulkEdit } from './bulk-dialogs';
import { useConstructionColumns } from './construction-columns';

setUpComponentTests();

const ROWS: ConstructionRow[] = Array.from({ length: 30 }, (_, index) =>
  rowOf(testItem(index + 1, { quantity: 25, sellerUnitPrice: index === 0 ? 100 : null })),
);

/** The workspace's lines grid: its columns, one page of the lines, the prices deriving each other. */
function ConstructionGrid({ view }: { readonly view: LinePage }) {
  const model = useLineItemRows<ConstructionRow>({ rows: ROWS, getRowKey: (row) => row.id, resetKey: 1 });
  const pageModel = usePagedPricingModel(model, view);
  const columns = useConstructionColumns({
    conflicts: new Map([['2', { sellerCompany: { id: 9, name: 'Pépinière Villeneuve' } }]]),
    conflictAuthor: 'Marc Gagnon',
  });
  return <LineItemGrid model={pageModel} columns={columns} label="Quote Items" isReorderable={false} />;
}

const cellOf = (line: number, header: string) => constructionCellOf('Quote Items', line, header);

describe('the construction grid', () => {
  it('gives the buyer unit price and line price of a markup typed, and the markup of a buyer price typed', async () => {
    const { user } = renderWithProviders(<ConstructionGrid view={{ page: 1, size: 25, order: 'asc' }} />);
    await user.click(cellOf(1, 'Markup %'));
    await user.keyboard('25{Enter}');
    expect(cellOf(1, 'Buyer Unit Price').textContent).toContain('125.00');
    expect(cellOf(1, 'Buyer Price').textContent).toContain('3,125.00');
    await user.click(cellOf(1, 'Buyer Unit Price'));
    await user.keyboard('{Control>}a{/Control}110{Enter}');
    expect(cellOf(1, 'Markup %').textContent?.trim()).toBe('10');
  });

  it('shows one page of the lines in the order asked', () => {
    renderWithProviders(<ConstructionGrid view={{ page: 2, size: 10, order: 'desc' }} />);
    // 30 lines, newest sequence first: the second page holds lines 20 down to 11.
    expect(cellOf(1, 'Line').textContent?.trim()).toBe('20');
    expect(cellOf(10, 'Line').textContent?.trim()).toBe('11');
  });

  it('marks a cell the other user changed too, naming their value, and offers no line move', async () => {
    const { user } = renderWithProviders(<ConstructionGrid view={{ page: 1, size: 25, order: 'asc' }} />);
    expect(
      within(cellOf(2, 'Seller')).getByText('Marc Gagnon set Pépinière Villeneuve; your value is kept.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Actions for line 1' }));
    expect(await screen.findByRole('menuitem', { name: 'Delete', hidden: true })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Move Up', hidden: true })).toBeNull();
  });
});

describe('LinePager', () => {
  it("offers spec 001 §9's page sizes, turns pages and the sequence order", async () => {
    const onChange = vi.fn();
    const view: LinePage = { page: 1, size: 25, order: 'asc' };
    const { user } = renderWithProviders(
      <LinePager area="quoteConstruction" view={view} count={60} onChange={onChange} />,
    );
    const sizes = screen.getByLabelText('Lines per page');
    expect(
      within(sizes)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10', '25', '50', '100', '500', '1000']);
    expect(screen.getByText('Lines 1–25 of 60')).toBeTruthy();
    await user.selectOptions(sizes, '100');
    expect(onChange).toHaveBeenLastCalledWith({ page: 1, size: 100, order: 'asc' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 2, size: 25, order: 'asc' });
    expect(screen.getByRole('button', { name: 'Previous page' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Sequence: Ascending' }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 1, size: 25, order: 'desc' });
  });
});

describe('TotalsPanel', () => {
  it('shows each total in the money format, the rates, the lines not priced and the tax disclaimer', () => {
    renderWithProviders(
      <TotalsPanel
        area="quoteConstruction"
        disclaimer={MESSAGES.taxDisclaimer}
        money={{
          sellerCostCents: 770_000,
          buyerSubtotalCents: 984_500,
          marginCents: 214_500,
          discountCents: 5_000,
          transportCents: 12_000,
          feeCents: 1_000,
          taxableCents: 992_500,
          taxCents: 148_627,
          grandTotalCents: 1_141_127,
          unpricedLineCount: 2,
        }}
        taxRate={14.975}
        buyerFeeRate={2.5}
        isDirty
      />,
    );
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('Grand Total').nextSibling?.textContent).toContain('11,411.27');
    expect(within(totals).getByText('Tax (14.975 %)').nextSibling?.textContent).toContain('1,486.27');
    expect(within(totals).getByText('Transaction Fee (2.5 %)').nextSibling?.textContent).toContain('10.00');
    expect(within(totals).getByText('Discount').nextSibling?.textContent).toContain('-50.00');
    expect(within(totals).getByText(/2 lines are not priced yet/)).toBeTruthy();
    expect(within(totals).getByText(/The totals follow your unsaved changes/)).toBeTruthy();
    expect(
      within(totals).getByText(
        'Taxes shown are state sales tax only; county and municipal taxes are added at invoicing.',
      ),
    ).toBeTruthy();
  });
});

describe('BulkEditDialog', () => {
  it('applies one markup to the selected lines', async () => {
    const onMarkup = vi.fn();
    const edit: BulkEdit = { kind: 'markup', count: 3 };
    const { user } = renderWithProviders(
      <BulkEditDialog edit={edit} onClose={() => undefined} onSeller={() => undefined} onMarkup={onMarkup} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Set the markup of 3 lines' });
    const apply = within(dialog).getByRole('button', { name: 'Apply' });
    expect(apply.hasAttribute('disabled')).toBe(true);
    await user.type(within(dialog).getByLabelText('Markup %'), '12.5');
    await user.click(apply);
    expect(onMarkup).toHaveBeenCalledWith(12.5);
  });
});
