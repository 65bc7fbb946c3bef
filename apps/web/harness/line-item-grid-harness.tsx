import { StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import {
  LineItemGrid,
  useDeleteSelectedAction,
  useLineItemRows,
  type GridBulkAction,
  type GridColumn,
} from '../src/components/grid';
import { ConfirmDialogHost, UiProvider } from '../src/components/ui';
import '../src/lib/i18n';
import '../src/styles/app.css';

/**
 * A quote-construction grid of N lines (spec 001 §3 constructed quote item) on a page of its own, for
 * bench/line-item-grid.bench.ts: `?lines=1000` sets the count, `&overscan=all` renders every line (the
 * baseline the windowing is measured against). Marks `grid:start` and `grid:mounted` for the mount time.
 */
interface Company {
  readonly id: number;
  readonly name: string;
}

interface ConstructedQuoteItem {
  readonly id: number | null;
  readonly sequenceNumber: number;
  readonly latinName: string;
  readonly size: string;
  readonly quantity: number | null;
  readonly sellerUnitPrice: number | null;
  readonly markupRate: number | null;
  readonly sellerCompany: Company | null;
  readonly sellerContacted: boolean;
  readonly inventoryAvailable: boolean;
}

const SELLERS: readonly Company[] = [
  { id: 1, name: 'Pépinière Laval' },
  { id: 2, name: 'Les Serres du Nord' },
  { id: 3, name: 'Rivière-du-Loup Nursery' },
];
const GENERA = ['Acer', 'Picea', 'Thuja', 'Hydrangea', 'Rosa', 'Syringa', 'Cornus', 'Juniperus'];
const SIZES = ['#1 pot', '#2 pot', '#5 pot', '60 mm caliper', '1.5 m B&B', '2 m B&B'];

const parameters = new URLSearchParams(window.location.search);
const LINE_COUNT = Number(parameters.get('lines') ?? '1000');
const RENDER_ALL = parameters.get('overscan') === 'all';

const ITEMS: readonly ConstructedQuoteItem[] = Array.from({ length: LINE_COUNT }, (_, index) => ({
  id: index + 1,
  sequenceNumber: index + 1,
  latinName: `${GENERA[index % GENERA.length] ?? ''} sp. ${index + 1}`,
  size: SIZES[index % SIZES.length] ?? '',
  quantity: (index % 40) + 1,
  sellerUnitPrice: 10 + (index % 97) / 4,
  markupRate: 20,
  sellerCompany: index % 3 === 0 ? null : (SELLERS[index % SELLERS.length] ?? null),
  sellerContacted: index % 2 === 0,
  inventoryAvailable: index % 5 !== 0,
}));

const buyerUnitPrice = (row: ConstructedQuoteItem) =>
  (row.sellerUnitPrice ?? 0) * (1 + (row.markupRate ?? 0) / 100);

const COLUMNS: readonly GridColumn<ConstructedQuoteItem>[] = [
  { key: 'latinName', field: 'latinName', header: 'Product', width: 220 },
  { key: 'size', field: 'size', header: 'Size', width: 140 },
  {
    key: 'quantity',
    field: 'quantity',
    header: 'Quantity',
    width: 100,
    editor: { kind: 'number' },
    validate: (value) => (value !== null && value <= 0 ? 'Quantity must be above 0.' : null),
  },
  {
    key: 'sellerCompany',
    field: 'sellerCompany',
    header: 'Seller',
    width: 200,
    editor: {
      kind: 'select',
      options: SELLERS.map((seller) => ({ value: seller, label: seller.name })),
      getOptionKey: (seller) => seller?.id ?? 0,
    },
  },
  {
    key: 'sellerUnitPrice',
    field: 'sellerUnitPrice',
    header: 'Seller Unit Price',
    width: 130,
    editor: { kind: 'money' },
  },
  { key: 'markupRate', field: 'markupRate', header: 'Markup %', width: 100, editor: { kind: 'number' } },
  {
    key: 'buyerUnitPrice',
    header: 'Buyer Unit Price',
    width: 130,
    align: 'end',
    render: (row) => buyerUnitPrice(row).toFixed(2),
  },
  {
    key: 'sellerContacted',
    field: 'sellerContacted',
    header: 'Seller Contacted',
    width: 120,
    editor: { kind: 'checkbox' },
  },
  {
    key: 'inventoryAvailable',
    field: 'inventoryAvailable',
    header: 'Inventory Available',
    width: 130,
    editor: { kind: 'checkbox' },
  },
];

function Harness() {
  const model = useLineItemRows<ConstructedQuoteItem>({
    rows: ITEMS,
    getRowKey: (row) => row.id ?? 0,
    resetKey: 1,
    createRow: () => ({
      id: null,
      sequenceNumber: 0,
      latinName: '',
      size: '',
      quantity: null,
      sellerUnitPrice: null,
      markupRate: 20,
      sellerCompany: null,
      sellerContacted: false,
      inventoryAvailable: false,
    }),
    copyRow: (row) => ({ ...row, id: null }),
  });
  const deleteSelected = useDeleteSelectedAction<ConstructedQuoteItem>();
  const setSeller: GridBulkAction<ConstructedQuoteItem> = {
    id: 'set-seller',
    label: 'Set Seller',
    run: ({ keys }) => model.updateRows(keys, { sellerCompany: SELLERS[1] ?? null }),
  };
  useLayoutEffect(() => {
    performance.mark('grid:mounted');
  }, []);
  return (
    <main style={{ padding: '1rem' }}>
      <LineItemGrid
        model={model}
        columns={COLUMNS}
        label="Quote Items"
        bulkActions={[deleteSelected, setSeller]}
        height={600}
        overscan={RENDER_ALL ? LINE_COUNT : undefined}
      />
    </main>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('line-item-grid.html must contain #root.');
performance.mark('grid:start');
createRoot(container).render(
  <StrictMode>
    <UiProvider>
      <ConfirmDialogHost />
      <Harness />
    </UiProvider>
  </StrictMode>,
);
