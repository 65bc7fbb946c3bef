// @vitest-environment jsdom
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { AltItemImportSource, MESSAGES, type ImportCandidate, type AltItem } from '@portal/contracts';
import { expectNoAxeViolations } from '../../../test/axe';
import {
  dataResponse,
  renderWithProviders,
  setUpComponentTests,
  stubApi,
  type ApiRequest,
} from '../../../test/render';
import { AlternatesEditor } from './alternates-editor';
import { EMERALD_CEDAR } from '../../../test/catalog-fixtures';

setUpComponentTests();

const LINE = { sequenceNumber: 2, productName: "Thuja occidentalis 'Smaragd'", productSizeName: '150-175cm' };

const BY_HAND: AltItem = {
  id: 7,
  productId: 12,
  productName: 'Thuja plicata',
  productSizeId: 13,
  productSizeName: '125-150cm',
  specs: [{ id: 40, name: 'B&B' }],
  quantity: 120,
  sellerCompanyId: 41,
  sellerCompanyName: 'Pépinière Rivière',
  sellerUnitPrice: 58.5,
  note: null,
  importSourceId: null,
  sourceItemId: null,
};
const FROM_ORDER: AltItem = {
  ...BY_HAND,
  id: 8,
  productName: 'Thuja occidentalis',
  productSizeName: '150-175cm',
  specs: [],
  sellerCompanyName: 'Pépinière du Nord',
  importSourceId: AltItemImportSource.ids.ORDER,
  sourceItemId: 501,
};

const IMPORTABLE: ImportCandidate[] = [
  {
    importSourceId: AltItemImportSource.ids.REGULAR_QUOTE,
    sourceItemId: 9001,
    sourceNumber: 'CQ-10012',
    productId: 14,
    productName: 'Thuja standishii',
    productSizeId: 15,
    productSizeName: '100-125cm',
    specs: [{ id: 40, name: 'B&B' }],
    quantity: 60,
    sellerCompanyId: 43,
    sellerCompanyName: 'Les Serres Laval',
    sellerUnitPrice: 44,
  },
  {
    importSourceId: AltItemImportSource.ids.REGULAR_QUOTE,
    sourceItemId: 9002,
    sourceNumber: 'CQ-10012',
    productId: 16,
    productName: 'Taxus media',
    productSizeId: 17,
    productSizeName: '60cm',
    specs: [],
    quantity: 30,
    sellerCompanyId: null,
    sellerCompanyName: null,
    sellerUnitPrice: null,
  },
];

let requests: ApiRequest[];
let changes: AltItem[][];

beforeEach(() => {
  changes = [];
  requests = stubApi((request) => {
    const url = new URL(request.url, 'http://portal');
    if (url.pathname === '/api/catalogSearch') {
      return dataResponse({ products: [{ product: EMERALD_CEDAR, score: 0.9 }], sizes: [], sizeText: null });
    }
    if (url.pathname === '/api/product/9') {
      const item = { unitWeightLb: null, unitFloorSpaceSqft: null, specs: [] };
      return dataResponse({
        ...EMERALD_CEDAR,
        itemCount: 2,
        items: [
          { ...item, id: 1, productSizeId: 20, productSizeName: '125-150cm' },
          { ...item, id: 2, productSizeId: 21, productSizeName: '150-175cm' },
        ],
      });
    }
    if (url.pathname === '/api/importQuote') {
      return dataResponse({ rows: IMPORTABLE, total: IMPORTABLE.length, page: 1, size: 50 });
    }
    return undefined;
  });
});

function Harness({
  initial,
  onUseAsSubstitute,
  readOnly,
}: {
  readonly initial: AltItem[];
  readonly onUseAsSubstitute?: (altItem: AltItem) => void;
  readonly readOnly?: boolean;
}) {
  const [altItems, setAltItems] = useState(initial);
  return (
    <AlternatesEditor
      line={LINE}
      altItems={altItems}
      onChange={(next) => {
        changes.push(next);
        setAltItems(next);
      }}
      {...(onUseAsSubstitute ? { onUseAsSubstitute } : {})}
      {...(readOnly ? { readOnly } : {})}
    />
  );
}

/** Inside a router, as in the workspace: the alternate dialog guards its unsaved changes against leaving it. */
const IN_WORKSPACE = { url: '/quotes/quote-construction/5' };

const table = () => screen.getByRole('table', { name: 'Alternates of the line' });
const productsShown = () =>
  within(table())
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('AlternatesEditor (spec 001 §3 altQuoteItems and altOrderItems; issues 14 and 15; decision 173)', () => {
  it("lists the line's alternates with where each came from", async () => {
    renderWithProviders(<Harness initial={[BY_HAND, FROM_ORDER]} onUseAsSubstitute={() => {}} />);
    expect(
      screen.getByRole('heading', { name: /Alternates — 2\. Thuja occidentalis 'Smaragd', 150-175cm/ }),
    ).toBeTruthy();
    expect(productsShown()).toEqual(['Thuja plicata', 'Thuja occidentalis']);
    const plicata = within(table()).getByRole('row', { name: /Thuja plicata/ });
    for (const text of ['125-150cm', 'B&B', '120', 'Pépinière Rivière', '58.50', 'By hand']) {
      expect(within(plicata).getByText(text)).toBeTruthy();
    }
    expect(
      within(within(table()).getByRole('row', { name: /Pépinière du Nord/ })).getByText('Order'),
    ).toBeTruthy();
    await expectNoAxeViolations(document.body);
  });

  it('removes an alternate, and offers one as the substitute of the line', async () => {
    const onUseAsSubstitute = vi.fn();
    const { user } = renderWithProviders(
      <Harness initial={[BY_HAND, FROM_ORDER]} onUseAsSubstitute={onUseAsSubstitute} />,
      IN_WORKSPACE,
    );
    await user.click(
      screen.getByRole('button', { name: 'Use as Substitute: alternate Thuja occidentalis, 150-175cm' }),
    );
    expect(onUseAsSubstitute).toHaveBeenCalledWith(FROM_ORDER);
    await user.click(screen.getByRole('button', { name: 'Remove alternate Thuja plicata, 125-150cm, B&B' }));
    expect(changes).toEqual([[FROM_ORDER]]);
    expect(productsShown()).toEqual(['Thuja occidentalis']);
  });

  it("refuses an alternate that names nothing with the spec's empty-substitution message, and a product without its size", async () => {
    const { user } = renderWithProviders(<Harness initial={[BY_HAND]} />, IN_WORKSPACE);
    await user.click(screen.getByRole('button', { name: 'Add Alternate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Alternate' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(document.getElementById('alternate-productId-error')?.textContent).toContain(
        MESSAGES.emptySubstitution,
      ),
    );
    expect(changes).toEqual([]);
    await expectNoAxeViolations(document.body);

    // Issue 34: a product named without its size is refused, as for a line, under the size.
    await user.type(within(dialog).getByRole('combobox', { name: 'Product' }), 'smaragd');
    await user.click(await screen.findByRole('option', { name: /Smaragd/, hidden: true }));
    await user.type(within(dialog).getByLabelText('Quantity'), '80');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(document.getElementById('alternate-productSizeId-error')?.textContent).toContain(
        MESSAGES.alternateSizeRequired,
      ),
    );
    expect(changes).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Add Alternate' })).toBeTruthy();
    expect(requests.map((request) => request.url)).toContain(
      '/api/catalogSearch?text=smaragd&limit=20&linkableOnly=true',
    );

    // With one of the sizes the product comes in, the alternate is added.
    await user.type(within(dialog).getByRole('combobox', { name: 'Size' }), '150');
    await user.click(await screen.findByRole('option', { name: '150-175cm', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(changes).toHaveLength(1));
    expect(changes[0]?.[1]).toMatchObject({
      id: -1,
      productId: 9,
      productName: "Thuja occidentalis 'Smaragd'",
      productSizeId: 21,
      productSizeName: '150-175cm',
      quantity: 80,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(productsShown()).toEqual(['Thuja plicata', "Thuja occidentalis 'Smaragd'"]);
  });

  it('edits an alternate in place, keeping its id and where it came from', async () => {
    const { user } = renderWithProviders(<Harness initial={[BY_HAND, FROM_ORDER]} />, IN_WORKSPACE);
    await user.click(screen.getByRole('button', { name: 'Edit alternate Thuja occidentalis, 150-175cm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Alternate' });
    expect(within(dialog).getByRole<HTMLInputElement>('combobox', { name: 'Product' }).value).toBe(
      'Thuja occidentalis',
    );
    const note = within(dialog).getByLabelText('Note');
    await user.type(note, 'Same field, second pick');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(changes).toHaveLength(1));
    expect(changes[0]).toEqual([BY_HAND, { ...FROM_ORDER, note: 'Same field, second pick' }]);
  });

  it('imports lines picked from another quote, after its number is given', async () => {
    const { user } = renderWithProviders(<Harness initial={[BY_HAND]} />, IN_WORKSPACE);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import Alternates' });
    expect(within(dialog).getByText('Enter the number of the quote or order to import from.')).toBeTruthy();
    expect(requests.some((request) => request.url.startsWith('/api/importQuote'))).toBe(false);
    await user.type(within(dialog).getByLabelText('Quote or Order Number'), 'CQ-10012');
    const lines = await within(dialog).findByRole('table', { name: 'Lines to import' });
    expect(requests.map((request) => request.url)).toContain(
      '/api/importQuote?importSourceId=0&number=CQ-10012&page=1&size=50',
    );
    await expectNoAxeViolations(document.body);
    const importButton = within(dialog).getByRole('button', { name: 'Import Selected (0)' });
    expect(importButton.hasAttribute('disabled')).toBe(true);
    await user.click(
      within(lines).getByRole('checkbox', { name: 'Select Thuja standishii, 100-125cm, B&B' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Import Selected (1)' }));
    await waitFor(() => expect(changes).toHaveLength(1));
    expect(changes[0]?.[1]).toMatchObject({
      id: -1,
      productId: 14,
      productName: 'Thuja standishii',
      importSourceId: AltItemImportSource.ids.REGULAR_QUOTE,
      sourceItemId: 9001,
      sellerCompanyName: 'Les Serres Laval',
      sellerUnitPrice: 44,
    });
    expect(productsShown()).toEqual(['Thuja plicata', 'Thuja standishii']);
  });

  it('searches the inventory without a number', async () => {
    const { user } = renderWithProviders(<Harness initial={[]} />, IN_WORKSPACE);
    expect(screen.getByText('This line has no alternates.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import Alternates' });
    within(dialog).getByLabelText('Import From').focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'Inventory', hidden: true }));
    expect(within(dialog).queryByLabelText('Quote or Order Number')).toBeNull();
    await user.type(within(dialog).getByLabelText('Search'), 'taxus');
    await waitFor(() =>
      expect(requests.map((request) => request.url)).toContain(
        '/api/importQuote?importSourceId=3&search=taxus&page=1&size=50',
      ),
    );
    await user.click(within(dialog).getByRole('checkbox', { name: 'Select every line shown' }));
    await user.click(within(dialog).getByRole('button', { name: 'Import Selected (2)' }));
    await waitFor(() => expect(changes).toHaveLength(1));
    expect(changes[0]?.map((altItem) => altItem.sourceItemId)).toEqual([9001, 9002]);
  });

  it('only shows the alternates of a quote that is not in construction', () => {
    renderWithProviders(<Harness initial={[BY_HAND]} onUseAsSubstitute={() => {}} readOnly />);
    expect(productsShown()).toEqual(['Thuja plicata']);
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});
