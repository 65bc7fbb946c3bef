// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { CONFIRMATIONS } from '@portal/contracts';
import { i18n } from '../../lib/i18n';
import { expectNoAxeViolations } from '../../test/axe';
import { ConfirmDialogHost } from '../ui';
import { useDeleteSelectedAction } from './bulk-actions';
import type { GridChanges } from './grid-rows';
import type { GridBulkAction, GridColumn } from './grid-types';
import { LineItemGrid } from './line-item-grid';
import { useLineItemRows } from './use-line-item-rows';

// PrimeReact's confirmation opens through a CSS transition; on a busy machine it may take a few seconds.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

interface Company {
  readonly id: number;
  readonly name: string;
}

/** spec 001 §3 constructed quote item, trimmed to the fields the grid's behaviour needs. */
interface QuoteItem {
  readonly id: number | null;
  readonly sequenceNumber: number;
  readonly latinName: string;
  readonly quantity: number | null;
  readonly sellerUnitPrice: number | null;
  readonly sellerCompany: Company | null;
  readonly sellerContacted: boolean;
  readonly note: string;
}

const NURSERY = { id: 1, name: 'Pépinière Laval' };
const GREENHOUSE = { id: 2, name: 'Les Serres du Nord' };

const item = (id: number, sequenceNumber: number, latinName: string, quantity = 10): QuoteItem => ({
  id,
  sequenceNumber,
  latinName,
  quantity,
  sellerUnitPrice: 12.5,
  sellerCompany: null,
  sellerContacted: false,
  note: '',
});

const COLUMNS: readonly GridColumn<QuoteItem>[] = [
  { key: 'latinName', field: 'latinName', header: 'Product', width: 200 },
  {
    key: 'quantity',
    field: 'quantity',
    header: 'Quantity',
    width: 100,
    editor: { kind: 'number' },
    validate: (value) => (value !== null && value <= 0 ? 'Quantity must be above 0.' : null),
  },
  {
    key: 'sellerUnitPrice',
    field: 'sellerUnitPrice',
    header: 'Seller Unit Price',
    width: 120,
    editor: { kind: 'money' },
  },
  {
    key: 'sellerCompany',
    field: 'sellerCompany',
    header: 'Seller',
    width: 180,
    editor: {
      kind: 'select',
      options: [
        { value: NURSERY, label: NURSERY.name },
        { value: GREENHOUSE, label: GREENHOUSE.name },
      ],
      getOptionKey: (company) => company?.id ?? 0,
    },
  },
  {
    key: 'sellerContacted',
    field: 'sellerContacted',
    header: 'Seller Contacted',
    width: 120,
    editor: { kind: 'checkbox' },
  },
  { key: 'note', field: 'note', header: 'Note', width: 200, editor: { kind: 'text' } },
  {
    key: 'sellerPrice',
    header: 'Seller Price',
    width: 120,
    align: 'end',
    render: (row) => ((row.quantity ?? 0) * (row.sellerUnitPrice ?? 0)).toFixed(2),
  },
];

interface WorkspaceProps {
  readonly items: readonly QuoteItem[];
  readonly onChange?: (changes: GridChanges<QuoteItem>) => void;
  readonly readOnly?: boolean;
  readonly withBulkActions?: boolean;
  readonly columns?: readonly GridColumn<QuoteItem>[];
}

/** A workspace as issues 13–15 will build one: the model, the grid, a bulk 'Set Seller'. */
function Workspace({
  items,
  onChange,
  readOnly = false,
  withBulkActions = true,
  columns = COLUMNS,
}: WorkspaceProps) {
  const model = useLineItemRows<QuoteItem>({
    rows: items,
    getRowKey: (row) => row.id ?? 0,
    resetKey: 1,
    createRow: () => ({ ...item(0, 0, ''), id: null, quantity: null, sellerUnitPrice: null }),
    copyRow: (row) => ({ ...row, id: null }),
    onChange,
  });
  const deleteSelected = useDeleteSelectedAction<QuoteItem>();
  const setSeller: GridBulkAction<QuoteItem> = {
    id: 'set-seller',
    label: 'Set Seller',
    run: ({ keys }) => model.updateRows(keys, { sellerCompany: GREENHOUSE }),
  };
  return (
    <I18nextProvider i18n={i18n}>
      <ConfirmDialogHost />
      <LineItemGrid
        model={model}
        columns={columns}
        label="Quote Items"
        readOnly={readOnly}
        bulkActions={withBulkActions ? [deleteSelected, setSeller] : []}
        height={400}
      />
    </I18nextProvider>
  );
}

function grid() {
  return screen.getByRole('grid', { name: 'Quote Items' });
}

/** The body lines (the header row is aria-rowindex 1) in display order, by aria-rowindex. */
function lines() {
  return within(grid())
    .getAllByRole('row')
    .filter((row) => row.getAttribute('aria-rowindex') !== '1')
    .sort((a, b) => Number(a.getAttribute('aria-rowindex')) - Number(b.getAttribute('aria-rowindex')));
}

function line(number: number) {
  const found = lines().find((row) => row.getAttribute('aria-rowindex') === String(number + 1));
  if (!found) throw new Error(`Line ${number} is not rendered.`);
  return found;
}

function cell(number: number, header: string) {
  const headers = within(grid()).getAllByRole('columnheader');
  const column = headers.findIndex((element) => element.textContent === header);
  if (column < 0) throw new Error(`No column ${header}.`);
  const found = within(line(number))
    .getAllByRole('gridcell')
    .find((element) => element.getAttribute('aria-colindex') === String(column + 1));
  if (!found) throw new Error(`No cell ${header} on line ${number}.`);
  return found;
}

/** The marker cell's text: the letter, then the words a screen reader reads. */
function markerOf(number: number) {
  return cell(number, 'Change').textContent;
}

const THREE_ITEMS = [
  item(30, 3, 'Thuja occidentalis'),
  item(10, 1, 'Acer rubrum'),
  item(20, 2, 'Picea glauca'),
];

describe('LineItemGrid (issue 12: the workspaces’ line-item grid)', { timeout: 30_000 }, () => {
  it('shows the lines in sequenceNumber order (spec 001 §9 default sort) with no markers', () => {
    render(<Workspace items={THREE_ITEMS} />);
    expect(lines().map((row) => within(row).getAllByRole('gridcell')[2]?.textContent)).toEqual([
      'Acer rubrum',
      'Picea glauca',
      'Thuja occidentalis',
    ]);
    expect(lines().map((row) => markerOf(Number(row.getAttribute('aria-rowindex')) - 1))).toEqual([
      '',
      '',
      '',
    ]);
    expect(grid().getAttribute('aria-rowcount')).toBe('4');
  });

  it('marks an edited line E and reports the changed field', async () => {
    const onChange = vi.fn<(changes: GridChanges<QuoteItem>) => void>();
    const user = userEvent.setup();
    render(<Workspace items={THREE_ITEMS} onChange={onChange} />);
    await user.dblClick(cell(2, 'Quantity'));
    const box = screen.getByRole('textbox', { name: 'Quantity, line 2' });
    await user.clear(box);
    await user.type(box, '1,500{Enter}');

    expect(cell(2, 'Quantity').textContent).toBe('1,500');
    expect(markerOf(2)).toBe('EEdited, not saved');
    const changes = onChange.mock.lastCall?.[0];
    expect(
      changes?.edited.map(({ key, changedFields, row }) => ({ key, changedFields, quantity: row.quantity })),
    ).toEqual([{ key: '20', changedFields: ['quantity'], quantity: 1500 }]);
    expect(changes?.inserted).toEqual([]);
    expect(changes?.deleted).toEqual([]);
    expect(screen.getByText('Not saved: 0 new, 1 edited, 0 deleted')).toBeTruthy();
    // The focus is back on the cell, ready for the next key.
    expect(document.activeElement).toBe(cell(2, 'Quantity'));
  });

  it('adds a line marked I at the end, with the next sequence number', async () => {
    const onChange = vi.fn<(changes: GridChanges<QuoteItem>) => void>();
    const user = userEvent.setup();
    render(<Workspace items={THREE_ITEMS} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Add Line' }));

    expect(lines()).toHaveLength(4);
    expect(markerOf(4)).toBe('INew, not saved');
    expect(
      onChange.mock.lastCall?.[0].inserted.map(({ key, row }) => ({
        key,
        id: row.id,
        sequenceNumber: row.sequenceNumber,
      })),
    ).toEqual([{ key: 'new-1', id: null, sequenceNumber: 4 }]);
    // The new line's first editable cell has the focus, so the user types straight into it.
    await waitFor(() => expect(document.activeElement).toBe(cell(4, 'Quantity')));
    await user.keyboard('7{Enter}');
    expect(onChange.mock.lastCall?.[0].inserted[0]?.row.quantity).toBe(7);
  });

  it('marks a line D with Delete, shows it struck through, and restores it with Delete again', async () => {
    const onChange = vi.fn<(changes: GridChanges<QuoteItem>) => void>();
    const user = userEvent.setup();
    render(<Workspace items={THREE_ITEMS} onChange={onChange} />);
    await user.click(cell(1, 'Note'));
    await user.keyboard('{Delete}');

    expect(markerOf(1)).toBe('DDeleted, not saved');
    expect(line(1).className).toContain('line-item-grid__row--deleted');
    expect(onChange.mock.lastCall?.[0].deleted).toEqual([{ key: '10', row: THREE_ITEMS[1] }]);
    expect(screen.getByRole('status').textContent).toBe(
      'Line 1 marked for deletion; press Delete again to restore it.',
    );
    // A deleted line cannot be edited until restored.
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('textbox', { name: 'Note, line 1' })).toBeNull();

    await user.keyboard('{Delete}');
    expect(markerOf(1)).toBe('');
    expect(onChange.mock.lastCall?.[0]).toEqual({ inserted: [], edited: [], deleted: [] });
  });

  it('restores a deleted line from its menu too', async () => {
    const user = userEvent.setup();
    render(<Workspace items={THREE_ITEMS} />);
    await user.click(screen.getByRole('button', { name: 'Actions for line 3' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete', hidden: true }));
    expect(markerOf(3)).toBe('DDeleted, not saved');
    await user.click(screen.getByRole('button', { name: 'Actions for line 3' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Restore', hidden: true }));
    expect(markerOf(3)).toBe('');
  });

  it('inserts a line below with Insert, duplicates one and reverts an edit from the line menu', async () => {
    const onChange = vi.fn<(changes: GridChanges<QuoteItem>) => void>();
    const user = userEvent.setup();
    render(<Workspace items={THREE_ITEMS} onChange={onChange} />);
    await user.click(cell(1, 'Product'));
    await user.keyboard('{Insert}');
    expect(markerOf(2)).toBe('INew, not saved');
    expect(cell(3, 'Product').textContent).toBe('Picea glauca');
    // Line 2 became 3 to make room: marked E for its sequence number only.
    expect(onChange.mock.lastCall?.[0].edited.map((change) => [change.key, change.changedFields])).toEqual([
      ['20', ['sequenceNumber']],
      ['30', ['sequenceNumber']],
    ]);

    await user.click(screen.getByRole('button', { name: 'Actions for line 4' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Duplicate', hidden: true }));
    expect(cell(5, 'Product').textContent).toBe('Thuja occidentalis');
    expect(markerOf(5)).toBe('INew, not saved');

    await user.click(screen.getByRole('button', { name: 'Actions for line 3' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Revert Changes', hidden: true }));
    expect(screen.getByRole('status').textContent).toBe('Line 3 reverted to its saved values.');
    // Back to its saved number 2, so back above the new line that took number 2.
    expect(cell(2, 'Product').textContent).toBe('Picea glauca');
    expect(markerOf(2)).toBe('');
    expect(markerOf(3)).toBe('INew, not saved');
  });

  it('moves between cells with the arrow keys, Home, End and Ctrl+End, with one tab stop', async () => {
    const user = userEvent.setup();
    render(<Workspace items={THREE_ITEMS} />);
    screen.getByRole('button', { name: 'Add Line' }).focus();
    await user.tab();
    // The grid is one tab stop: its first line's first cell.
    expect(document.activeElement).toBe(within(line(1)).getAllByRole('gridcell')[0]);
    expect(
      within(grid())
        .getAllByRole('gridcell')
        .filter((element) => element.tabIndex === 0),
    ).toHaveLength(1);

    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(cell(1, 'Quantity'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(cell(2, 'Quantity'));
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('Quantity');
    expect(document.activeElement?.getAttribute('role')).toBe('columnheader');
    await user.keyboard('{ArrowDown}{End}');
    expect(document.activeElement).toBe(within(line(1)).getAllByRole('gridcell').at(-1));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(within(line(1)).getAllByRole('gridcell')[0]);
    await user.keyboard('{Control>}{End}{/Control}');
    expect(document.activeElement).toBe(within(line(3)).getAllByRole('gridcell').at(-1));
    await user.keyboard('{Control>}{Home}{/Control}');
    expect(document.activeElement).toBe(within(line(1)).getAllByRole('gridcell')[0]);
    // Shift+Tab before the first editable cell leaves the grid, back to the toolbar.
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add Line' }));
  });

  it('walks the editable cells with Tab and Shift+Tab and leaves only past the last (decision 201)', async () => {
    const user = userEvent.setup();
    render(<Workspace items={THREE_ITEMS} />);
    screen.getByRole('button', { name: 'Add Line' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(within(line(1)).getAllByRole('gridcell')[0]);
    // Along the line, past the read-only Product, then on to the next line: no editor opens on the way.
    const walked: (string | null)[] = [];
    for (let step = 0; step < 6; step += 1) {
      await user.tab();
      const active = document.activeElement;
      expect(grid().contains(active)).toBe(true);
      expect(active?.getAttribute('role')).toBe('gridcell');
      walked.push(
        `${active?.closest('[role="row"]')?.getAttribute('aria-rowindex') ?? ''}:${active?.getAttribute('aria-colindex') ?? ''}`,
      );
    }
    const column = (header: string) =>
      within(grid())
        .getAllByRole('columnheader')
        .findIndex((element) => element.textContent === header) + 1;
    expect(walked).toEqual([
      `2:${column('Quantity')}`,
      `2:${column('Seller Unit Price')}`,
      `2:${column('Seller')}`,
      `2:${column('Seller Contacted')}`,
      `2:${column('Note')}`,
      `3:${column('Quantity')}`,
    ]);
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(cell(1, 'Note'));
    // Typing on the cell Tab reached edits it, as on any cell.
    await user.keyboard('Shade{Enter}');
    expect(cell(1, 'Note').textContent).toBe('Shade');

    // From the last line's last editable cell, Tab leaves the grid (and only then).
    await user.keyboard('{Control>}{End}{/Control}');
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(cell(3, 'Note'));
    await user.tab();
    expect(grid().contains(document.activeElement)).toBe(false);
  });

  it('keeps the frozen column and those before it at the left while scrolling sideways (decision 201)', () => {
    const frozenProduct = COLUMNS.map((column) =>
      column.key === 'latinName' ? { ...column, frozen: true } : column,
    );
    render(<Workspace items={THREE_ITEMS} columns={frozenProduct} />);
    const sticky = (element: HTMLElement) => (element.style.position === 'sticky' ? element.style.left : '-');
    // Selection (44 px) and marker (44 px) columns, then the product: each at its place; the rest scroll.
    expect(within(grid()).getAllByRole('columnheader').map(sticky)).toEqual([
      '0px',
      '44px',
      '88px',
      '-',
      '-',
      '-',
      '-',
      '-',
      '-',
      '-',
    ]);
    expect(within(line(2)).getAllByRole('gridcell').map(sticky).slice(0, 4)).toEqual([
      '0px',
      '44px',
      '88px',
      '-',
    ]);
    expect(cell(2, 'Product').style.borderRight).not.toBe('');
  });

  it('edits with Enter or F2, cancels with Escape, and moves on with Tab', async () => {
    const onChange = vi.fn<(changes: GridChanges<QuoteItem>) => void>();
    const user = userEvent.setup();
    render(<Workspace items={THREE_ITEMS} onChange={onChange} />);
    await user.click(cell(1, 'Note'));
    await user.keyboard('{Enter}');
    const note = screen.getByRole('textbox', { name: 'Note, line 1' });
    expect(document.activeElement).toBe(note);
    await user.keyboard('Frost tolerant{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Note, line 1' })).toBeNull();
    expect(cell(1, 'Note').textContent).toBe('');
    expect(document.activeElement).toBe(cell(1, 'Note'));
    expect(onChange).not.toHaveBeenCalled();

    await user.keyboard('{F2}');
    await user.keyboard('Frost tolerant{Tab}');
    expect(cell(1, 'Note').textContent).toBe('Frost tolerant');
    // Tab went to the next editable cell, on the next line (the last columns are read-only or checkboxes).
    const quantity = screen.getByRole('textbox', { name: 'Quantity, line 2' });
    expect(document.activeElement).toBe(quantity);
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Note, line 1' }));
    await user.keyboard('{Escape}');
    expect(onChange.mock.lastCall?.[0].edited).toEqual([
      expect.objectContaining({ key: '10', changedFields: ['note'] }),
    ]);
  });

  it('opens the editor with the key typed on a cell, as a spreadsheet does', async () => {
    const user = userEvent.setup();
    render(<Workspace items={THREE_ITEMS} />);
    await user.click(cell(1, 'Quantity'));
    await user.keyboard('42{Enter}');
    expect(cell(1, 'Quantity').textContent).toBe('42');
  });

  it('toggles a checkbox cell with Space and picks a seller from the list', async () => {
    const onChange = vi.fn<(changes: GridChanges<QuoteItem>) => void>();
    const user = userEvent.setup();
    render(<Workspace items={THREE_ITEMS} onChange={onChange} />);
    await user.click(cell(1, 'Seller'));
    await user.keyboard('{ArrowRight} ');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Seller Contacted, line 1' }).checked).toBe(
      true,
    );

    await user.keyboard('{ArrowLeft}{Enter}');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Seller, line 1' }), GREENHOUSE.name);
    await user.keyboard('{Enter}');
    expect(cell(1, 'Seller').textContent).toBe(GREENHOUSE.name);
    expect(onChange.mock.lastCall?.[0].edited[0]?.changedFields).toEqual([
      'sellerCompany',
      'sellerContacted',
    ]);
  });

  it('shows a cell’s error on the cell, accessibly, and in the status line', async () => {
    const user = userEvent.setup();
    render(<Workspace items={THREE_ITEMS} />);
    await user.dblClick(cell(1, 'Quantity'));
    const box = screen.getByRole('textbox', { name: 'Quantity, line 1' });
    await user.clear(box);
    await user.type(box, '0');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    await user.keyboard('{Enter}');

    const invalid = cell(1, 'Quantity');
    expect(invalid.getAttribute('aria-invalid')).toBe('true');
    const describedBy = invalid.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Quantity must be above 0.');
    expect(screen.getByRole('status').textContent).toBe('Line 1, Quantity: Quantity must be above 0.');

    await user.keyboard('{Enter}');
    await user.keyboard('abc{Enter}');
    expect(cell(1, 'Quantity').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Line 1, Quantity: Enter a number.');
  });

  it('moves a line with Alt+Arrow, resequencing the two lines', async () => {
    const onChange = vi.fn<(changes: GridChanges<QuoteItem>) => void>();
    const user = userEvent.setup();
    render(<Workspace items={THREE_ITEMS} onChange={onChange} />);
    await user.click(cell(3, 'Product'));
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(cell(2, 'Product').textContent).toBe('Thuja occidentalis');
    expect(document.activeElement).toBe(cell(2, 'Product'));
    expect(
      onChange.mock.lastCall?.[0].edited.map((change) => [change.row.latinName, change.row.sequenceNumber]),
    ).toEqual([
      ['Thuja occidentalis', 2],
      ['Picea glauca', 3],
    ]);
  });

  it('selects lines with Space and runs a bulk action on them', async () => {
    const user = userEvent.setup();
    render(<Workspace items={THREE_ITEMS} />);
    await user.click(screen.getByRole('checkbox', { name: 'Select line 1' }));
    await user.keyboard('{ArrowDown} ');
    expect(line(2).getAttribute('aria-selected')).toBe('true');
    expect(line(3).getAttribute('aria-selected')).toBe('false');
    const bar = screen.getByRole('group', { name: 'Actions on the selected lines' });
    expect(within(bar).getByText('2 lines selected')).toBeTruthy();

    await user.click(within(bar).getByRole('button', { name: 'Set Seller' }));
    expect(cell(1, 'Seller').textContent).toBe(GREENHOUSE.name);
    expect(cell(2, 'Seller').textContent).toBe(GREENHOUSE.name);
    expect(cell(3, 'Seller').textContent).toBe('');
    expect([markerOf(1), markerOf(2), markerOf(3)]).toEqual(['EEdited, not saved', 'EEdited, not saved', '']);
    // The selection is cleared once the action ran.
    expect(screen.queryByRole('group', { name: 'Actions on the selected lines' })).toBeNull();
  });

  it('asks before deleting the selected lines (spec 001 §8 bulk delete lines) and deletes on Yes', async () => {
    const user = userEvent.setup();
    render(<Workspace items={THREE_ITEMS} />);
    await user.click(screen.getByRole('checkbox', { name: 'Select all lines' }));
    await user.click(screen.getByRole('button', { name: 'Delete Selected' }));
    expect(await screen.findByText(CONFIRMATIONS.deleteLines)).toBeTruthy();
    expect(markerOf(1)).toBe('');
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect([markerOf(1), markerOf(2), markerOf(3)].every((text) => text.startsWith('D'))).toBe(true),
    );
  });

  it('keeps a processed record read-only: no editor, no new line, no line menu', async () => {
    const user = userEvent.setup();
    render(<Workspace items={THREE_ITEMS} readOnly withBulkActions={false} />);
    expect(screen.queryByRole('button', { name: 'Add Line' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Actions for line 1' })).toBeNull();
    await user.click(cell(1, 'Note'));
    await user.keyboard('{Enter}x{Delete}');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(markerOf(1)).toBe('');
    expect(cell(1, 'Note').getAttribute('aria-readonly')).toBe('true');
  });

  it('has no WCAG 2.1 A/AA violation with markers, a selection, an invalid cell and an open editor (axe)', async () => {
    const user = userEvent.setup();
    render(<Workspace items={THREE_ITEMS} />);
    await user.click(screen.getByRole('checkbox', { name: 'Select line 2' }));
    await user.click(cell(3, 'Note'));
    await user.keyboard('{Delete}');
    await user.click(screen.getByRole('button', { name: 'Add Line' }));
    await user.dblClick(cell(1, 'Quantity'));
    await user.keyboard('{Control>}a{/Control}0{Enter}');
    expect(cell(1, 'Quantity').getAttribute('aria-invalid')).toBe('true');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'Quantity, line 1' })).toBeTruthy();
    await expectNoAxeViolations(document.body);
  });

  it('renders only a window of 1,000 lines and keeps the focused line while scrolling', async () => {
    const many = Array.from({ length: 1000 }, (_, index) => item(index + 1, index + 1, `Plant ${index + 1}`));
    const user = userEvent.setup();
    render(<Workspace items={many} withBulkActions={false} />);
    expect(grid().getAttribute('aria-rowcount')).toBe('1001');
    const rendered = lines();
    // 400 px of 40 px lines: about ten in view, plus the overscan; never the thousand.
    expect(rendered.length).toBeGreaterThan(5);
    expect(rendered.length).toBeLessThan(40);
    expect(screen.queryByText('Plant 500')).toBeNull();

    await user.click(cell(1, 'Product'));
    await user.keyboard('{Control>}{End}{/Control}');
    expect(document.activeElement).toBe(within(line(1000)).getAllByRole('gridcell').at(-1));
    expect(screen.getByText('Plant 1000')).toBeTruthy();
    expect(lines().length).toBeLessThan(40);

    const scroller = grid().parentElement;
    if (!scroller) throw new Error('No scrolling area.');
    fireEvent.scroll(scroller, { target: { scrollTop: 500 * 40 } });
    await waitFor(() => expect(screen.getByText('Plant 500')).toBeTruthy());
    // The focused line stays rendered out of view, so the focus does not drop to the page.
    expect(screen.getByText('Plant 1000')).toBeTruthy();
    expect(lines().length).toBeLessThan(40);
  });
});
