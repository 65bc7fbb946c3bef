// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Chips as PrimeChips } from 'primereact/chips';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Dropdown as PrimeDropdown } from 'primereact/dropdown';
import { InputSwitch as PrimeInputSwitch } from 'primereact/inputswitch';
import { i18n } from '../../lib/i18n';
import { expectNoAxeViolations, findAxeViolations } from '../../test/axe';
import { Avatar } from './avatar';
import { Button } from './button';
import { Chips } from './chips';
import { Dropdown } from './dropdown';
import { InputSwitch } from './input-switch';
import { UiProvider } from './ui-provider';

// Issue 12 (accessible by construction, decision 113): each wrapper of components/ui passes axe's WCAG 2.1 A/AA
// rules as rendered, and the raw PrimeReact component beside it shows what the wrapper corrects (so each test can
// fail). Colour contrast and a name that leaves out the visible text (label-content-name-mismatch) need a layout,
// which jsdom has not: the browser suite checks them (e2e/accessibility.spec.ts).

configure({ asyncUtilTimeout: 5000 });
afterEach(cleanup);

const TIMEZONES = [
  { id: 1, name: 'Eastern' },
  { id: 2, name: 'Pacific' },
];

const rulesOf = (lines: readonly string[]) => [...new Set(lines.map((line) => line.split(' ')[0]))].sort();

describe('Dropdown', { timeout: 30_000 }, () => {
  function Timezone({ disabled = false }: { readonly disabled?: boolean }) {
    const [timezone, setTimezone] = useState(1);
    return (
      <form>
        <label htmlFor="timezone">Timezone</label>
        <Dropdown
          inputId="timezone"
          value={timezone}
          options={TIMEZONES}
          optionLabel="name"
          optionValue="id"
          disabled={disabled}
          onChange={(event) => setTimezone(Number(event.value))}
        />
      </form>
    );
  }

  it('is one named control: no unnamed copy of the value, no unnamed chevron button', async () => {
    render(<Timezone />);
    expect(screen.getByLabelText('Timezone').getAttribute('aria-haspopup')).toBe('listbox');
    // PrimeReact's hidden <select> (a combobox to screen readers) and its chevron (role="button") are hidden.
    expect(screen.queryAllByRole('combobox')).toHaveLength(0);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    await expectNoAxeViolations(document.body);
  });

  it('passes axe with its list open too', async () => {
    const user = userEvent.setup();
    render(<Timezone />);
    screen.getByLabelText('Timezone').focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.queryByRole('option', { name: 'Pacific', hidden: true })).not.toBeNull(),
    );
    await expectNoAxeViolations(document.body);
  });

  it('says it is disabled, which exempts its dimmed text from the contrast rule as WCAG does', async () => {
    const { container } = render(<Timezone disabled />);
    expect(container.querySelector('[aria-disabled="true"]')).not.toBeNull();
    await expectNoAxeViolations(document.body);
  });

  it('corrects what PrimeReact renders by itself (the negative control)', async () => {
    render(
      <form>
        <label htmlFor="raw-timezone">Timezone</label>
        <PrimeDropdown
          inputId="raw-timezone"
          value={1}
          options={TIMEZONES}
          optionLabel="name"
          optionValue="id"
        />
      </form>,
    );
    expect(rulesOf(await findAxeViolations(document.body))).toEqual(['aria-command-name', 'select-name']);
  });

  it('cannot be written without a name', () => {
    // @ts-expect-error a dropdown needs inputId (with its label), aria-labelledby or aria-label
    const unnamed = <Dropdown value={1} options={TIMEZONES} />;
    expect(unnamed).toBeTruthy();
  });
});

describe(
  'the dropdowns PrimeReact renders inside its own components (UiProvider)',
  { timeout: 30_000 },
  () => {
    it('corrects the paginator rows-per-page dropdown of a table too', async () => {
      const rows = Array.from({ length: 30 }, (_, index) => ({ id: index + 1, name: `Row ${index + 1}` }));
      const table = (
        <DataTable
          value={rows}
          dataKey="id"
          paginator
          rows={10}
          rowsPerPageOptions={[10, 25]}
          pt={{ table: { 'aria-label': 'Rows' } }}
        >
          <Column field="name" header="Name" />
        </DataTable>
      );
      const { unmount } = render(table);
      // Without the provider: PrimeReact's own markup, with its unnamed copy of the value.
      expect(rulesOf(await findAxeViolations(document.body))).toContain('select-name');
      unmount();

      render(
        <I18nextProvider i18n={i18n}>
          <UiProvider>{table}</UiProvider>
        </I18nextProvider>,
      );
      await expectNoAxeViolations(document.body);
    });
  },
);

describe('InputSwitch', () => {
  it('is one switch with its name, not a checkbox wrapped around a switch', async () => {
    render(<InputSwitch checked aria-label="Allow link for Trees" onChange={() => undefined} />);
    expect(screen.getByRole('switch', { name: 'Allow link for Trees' })).toBeTruthy();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    await expectNoAxeViolations(document.body);
  });

  it('corrects what PrimeReact renders by itself (the negative control)', async () => {
    // In a table row, as on Category Management, where axe saw it: two nested controls.
    render(
      <table>
        <tbody>
          <tr>
            <td>
              <PrimeInputSwitch checked aria-label="Allow link for Trees" />
            </td>
          </tr>
        </tbody>
      </table>,
    );
    expect(rulesOf(await findAxeViolations(document.body))).toContain('nested-interactive');
  });
});

describe('Chips', () => {
  function Aliases({ initial }: { readonly initial: string[] }) {
    const [aliases, setAliases] = useState<string[]>(initial);
    return (
      <form>
        <label htmlFor="aliases">Aliases</label>
        <Chips inputId="aliases" value={aliases} onChange={(event) => setAliases(event.value ?? [])} />
      </form>
    );
  }

  it('is a list of the values entered and a labelled text box, empty or not', async () => {
    const { unmount } = render(<Aliases initial={[]} />);
    expect(screen.getByRole('textbox', { name: 'Aliases' })).toBeTruthy();
    await expectNoAxeViolations(document.body);
    unmount();

    render(<Aliases initial={['B&B', 'Ball and burlap']} />);
    expect(screen.getByRole('list').textContent).toContain('Ball and burlap');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    await expectNoAxeViolations(document.body);
  });

  it('corrects what PrimeReact renders by itself (the negative control)', async () => {
    render(
      <form>
        <label htmlFor="raw-aliases">Aliases</label>
        <PrimeChips inputId="raw-aliases" value={[]} />
      </form>,
    );
    expect(rulesOf(await findAxeViolations(document.body))).toEqual(
      expect.arrayContaining(['aria-input-field-name', 'listitem']),
    );
  });
});

describe('Button', () => {
  it('names an icon-only button by its aria-label and a labelled one by its label', async () => {
    render(
      <>
        <Button type="button" icon="pi pi-pencil" rounded text aria-label="Edit Trees" />
        <Button type="button" label="Save" />
        <Button type="button" rounded text aria-label="Profile: ST">
          <Avatar label="ST" shape="circle" aria-hidden="true" />
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Edit Trees' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Profile: ST' })).toBeTruthy();
    await expectNoAxeViolations(document.body);
  });

  it('cannot be written without a name', () => {
    // @ts-expect-error an icon-only button needs an aria-label
    const unnamed = <Button type="button" icon="pi pi-pencil" />;
    expect(unnamed).toBeTruthy();
  });
});
