// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../lib/i18n';
import type { GridChanges } from './grid-rows';
import type { GridColumn } from './grid-types';
import { LineItemGrid } from './line-item-grid';
import { lookupEditor, multiLookupEditor, type LookupSuggestion, type PickedRecord } from './lookup-editors';
import { useLineItemRows } from './use-line-item-rows';

// Suggestions come 500 ms after the last key (spec 001 §9) and PrimeReact shows them through a transition.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** spec 001 §3 standardized quote item, trimmed to a product and its specs. */
interface Line {
  readonly id: number | null;
  readonly sequenceNumber: number;
  readonly product: PickedRecord | null;
  readonly specs: readonly PickedRecord[];
  readonly quantity: number | null;
}

const PRODUCTS: readonly LookupSuggestion[] = [
  { id: 1, name: "Acer rubrum 'October Glory'", detail: 'ACE-RUB-OG' },
  { id: 2, name: "Acer rubrum 'Red Sunset'", detail: 'ACE-RUB-RS' },
  { id: 3, name: "Thuja occidentalis 'Smaragd'", detail: 'THU-OCC-SM' },
];
const SPECS: readonly LookupSuggestion[] = [
  { id: 11, name: 'B&B' },
  { id: 12, name: 'Wire basket' },
  { id: 13, name: 'Single stem' },
];

const byText = (list: readonly LookupSuggestion[]) => (text: string) =>
  Promise.resolve(list.filter((entry) => entry.name.toLowerCase().includes(text.trim().toLowerCase())));

function columns(maxSpecs: number): readonly GridColumn<Line>[] {
  return [
    {
      key: 'product',
      field: 'product',
      header: 'Product',
      width: 240,
      editor: lookupEditor<Line>(byText(PRODUCTS)),
    },
    {
      key: 'specs',
      field: 'specs',
      header: 'Specs',
      width: 220,
      editor: multiLookupEditor<Line>(byText(SPECS), maxSpecs),
      render: (row) => row.specs.map((spec) => spec.name).join(', '),
    },
    { key: 'quantity', field: 'quantity', header: 'Quantity', width: 100, editor: { kind: 'number' } },
  ];
}

function Workspace({
  onChange,
  maxSpecs = 10,
}: {
  readonly onChange: (changes: GridChanges<Line>) => void;
  readonly maxSpecs?: number;
}) {
  const model = useLineItemRows<Line>({
    rows: [{ id: 7, sequenceNumber: 1, product: null, specs: [], quantity: 25 }],
    getRowKey: (row) => row.id ?? 0,
    resetKey: 1,
    onChange,
  });
  return (
    <I18nextProvider i18n={i18n}>
      <LineItemGrid model={model} columns={columns(maxSpecs)} label="Items" height={300} />
      <button type="button">Save</button>
    </I18nextProvider>
  );
}

function cellOf(header: string) {
  const grid = screen.getByRole('grid', { name: 'Items' });
  const headers = within(grid).getAllByRole('columnheader');
  const column = headers.findIndex((element) => element.textContent === header);
  const row = within(grid)
    .getAllByRole('row')
    .find((element) => element.getAttribute('aria-rowindex') === '2');
  const found = within(row as HTMLElement)
    .getAllByRole('gridcell')
    .find((element) => element.getAttribute('aria-colindex') === String(column + 1));
  if (!found) throw new Error(`No cell ${header}.`);
  return found;
}

function lastChanges(onChange: ReturnType<typeof vi.fn<(changes: GridChanges<Line>) => void>>) {
  const calls = onChange.mock.calls;
  return calls[calls.length - 1]?.[0];
}

/**
 * PrimeReact's AutoComplete reads `event.which`, which user-event leaves 0 in jsdom: its own keys (arrows,
 * Enter and Tab on a suggestion) are sent with it here; the browser test walks them with a real keyboard.
 */
function pressOnInput(input: HTMLElement, key: 'ArrowDown' | 'Enter' | 'Tab' | 'Escape') {
  const which = { ArrowDown: 40, Enter: 13, Tab: 9, Escape: 27 }[key];
  fireEvent.keyDown(input, { key, code: key, which, keyCode: which });
}

const suggestion = (name: string | RegExp) => screen.findByRole('option', { name, hidden: true });

/**
 * Waits until no list of suggestions is left: a pick closes the list with a fade, and an option found in the
 * closing list of the last search (under load it is still there when the next search is typed) takes no click.
 */
const listClosed = () =>
  waitFor(() => expect(screen.queryAllByRole('option', { hidden: true })).toHaveLength(0), {
    timeout: 5_000,
  });

/** Renders the workspace and answers what a test needs: the user, and the changes the grid reported. */
function setUp(maxSpecs?: number) {
  const onChange = vi.fn<(changes: GridChanges<Line>) => void>();
  const user = userEvent.setup();
  render(<Workspace onChange={onChange} {...(maxSpecs === undefined ? {} : { maxSpecs })} />);
  /** Opens a cell's editor as the keyboard does (the cell, then Enter) and answers its box. */
  const edit = async (header: string) => {
    await user.click(cellOf(header));
    await user.keyboard('{Enter}');
    return screen.getByRole('combobox', { name: `${header}, line 1` });
  };
  return { onChange, user, edit };
}

describe('grid lookup editors (issue 13: catalog pickers in the workspace grid)', { timeout: 30_000 }, () => {
  it('picks a product by typing and Enter on the highlighted suggestion', async () => {
    const { onChange, user, edit } = setUp();
    const input = await edit('Product');
    await user.type(input, 'smarag');
    await suggestion(/Smaragd/);
    pressOnInput(input, 'ArrowDown');
    pressOnInput(input, 'Enter');
    expect(screen.queryByRole('combobox', { name: 'Product, line 1' })).toBeNull();
    expect(cellOf('Product').textContent).toContain("Thuja occidentalis 'Smaragd'");
    const edited = lastChanges(onChange)?.edited[0];
    expect(edited?.changedFields).toEqual(['product']);
    expect(edited?.row.product).toEqual({ id: 3, name: "Thuja occidentalis 'Smaragd'" });
  });

  it('Tab on a highlighted suggestion keeps it once and moves to the next cell', async () => {
    const { user, edit } = setUp();
    const input = await edit('Product');
    await user.type(input, 'sunset');
    await suggestion(/Red Sunset/);
    pressOnInput(input, 'ArrowDown');
    pressOnInput(input, 'Tab');
    // Kept, not overwritten by the draft of the render before the choice (the grid's own Tab commits too).
    expect(cellOf('Product').textContent).toContain("Acer rubrum 'Red Sunset'");
    expect(await screen.findByRole('combobox', { name: 'Specs, line 1' })).toBeTruthy();
  });

  it('Enter on typed text picks the first match at once, and Tab then stays in the grid (decision 201)', async () => {
    const { onChange, user, edit } = setUp();
    const input = await edit('Product');
    // Enter before any suggestion shows (they wait 500 ms): the first match of 'acer' is asked for and taken.
    await user.type(input, 'acer{Enter}');
    expect(await screen.findByText("Acer rubrum 'October Glory'")).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Product, line 1' })).toBeNull();
    expect(lastChanges(onChange)?.edited[0]?.row.product).toEqual({
      id: 1,
      name: "Acer rubrum 'October Glory'",
    });
    expect(document.activeElement).toBe(cellOf('Product'));
    // Tab goes on to the next cell of the grid, not to the button after it.
    await user.tab();
    expect(document.activeElement).toBe(cellOf('Specs'));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(cellOf('Product'));
  });

  it('Enter on text nothing matches keeps the edit open on it', async () => {
    const { onChange, user, edit } = setUp();
    const input = await edit('Product');
    await user.type(input, 'zzz{Enter}');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Product, line 1' }).value).toBe('zzz');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('a click on a suggestion picks it; Escape ends an edit unchanged', async () => {
    const { onChange, user, edit } = setUp();
    await user.type(await edit('Product'), 'glory');
    await user.click(await suggestion(/October Glory/));
    expect(cellOf('Product').textContent).toContain("Acer rubrum 'October Glory'");
    await user.click(cellOf('Specs'));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('combobox', { name: 'Specs, line 1' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('combobox', { name: 'Specs, line 1' })).toBeNull();
    expect(cellOf('Specs').textContent).toBe('');
    const edited = lastChanges(onChange)?.edited[0];
    expect(edited?.changedFields).toEqual(['product']);
    expect(edited?.row.product).toEqual({ id: 1, name: "Acer rubrum 'October Glory'" });
  });

  it('chooses several specs, never one twice, and keeps them when the focus leaves for Save', async () => {
    const { onChange, user, edit } = setUp();
    const input = await edit('Specs');
    await user.type(input, 'b');
    await user.click(await suggestion('B&B'));
    await listClosed();
    await user.type(input, 'wire');
    await user.click(await suggestion('Wire basket'));
    await listClosed();
    // B&B is chosen: typing 'b' again offers only what is left ('Wire basket' is chosen too).
    await user.type(input, 'b');
    expect(await screen.findByText('No match.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('combobox', { name: 'Specs, line 1' })).toBeNull();
    expect(cellOf('Specs').textContent).toBe('B&B, Wire basket');
    const edited = lastChanges(onChange)?.edited[0];
    expect(edited?.changedFields).toEqual(['specs']);
    expect(edited?.row.specs).toEqual([
      { id: 11, name: 'B&B' },
      { id: 12, name: 'Wire basket' },
    ]);
  });

  it('offers nothing more once the limit is reached (spec 001 §9: 10 specs)', async () => {
    const { user, edit } = setUp(1);
    await user.type(await edit('Specs'), 'b');
    await user.click(await suggestion('B&B'));
    expect(screen.queryByRole('combobox', { name: 'Specs, line 1' })).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(cellOf('Specs').textContent).toBe('B&B');
  });
});
