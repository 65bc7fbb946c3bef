// @vitest-environment jsdom
import { useCallback, useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ActionLogAction, ActionLogType, ErrorCode, MESSAGES, type AltItem } from '@portal/contracts';
import { ApiError } from '../../lib/api-client';
import type { GridColumn, GridEntry } from '../grid';
import { renderWithProviders, setUpComponentTests } from '../../test/render';
import { signInAs, SignedIn, testLiveConnection } from '../../test/session';
import { chargeChanges, diffLines, rebaseRows, type RecordChange } from './change-notices';
import { constructionLineOf, type ConstructionLine } from './priced-lines';
import { testServedLine } from './test-construction';
import { useWorkingCopy, type WorkingRecord } from './use-working-copy';
import { WorkingCopyNotices } from './working-copy-notices';

setUpComponentTests();

type TestRow = ConstructionLine<AltItem>;
type TestField = 'sellerUnitPrice' | 'sellerContacted';
const FIELDS: readonly TestField[] = ['sellerUnitPrice', 'sellerContacted'];

interface TestRecord extends WorkingRecord {
  readonly lines: TestRow[];
}

function testRow(id: number, overrides: Partial<TestRow> = {}): TestRow {
  return {
    ...constructionLineOf({ ...testServedLine(id), sellerUnitPrice: 10, markupRate: 30, buyerUnitPrice: 13 }),
    sellerCompany: { id: 31, name: 'Pépinière Charlevoix' },
    ...overrides,
  };
}

function testRecord(version: number, lines: TestRow[], overrides: Partial<TestRecord> = {}): TestRecord {
  return { id: 5, version, discounts: [], transportCosts: [], lines, ...overrides };
}

const VERSION_1 = testRecord(1, [testRow(1), testRow(2)]);

const rowsOf = (record: TestRecord) => record.lines;
const rebase = (entries: readonly GridEntry<TestRow>[], latest: TestRecord) =>
  rebaseRows(entries, latest.lines, FIELDS);
const diff = (loaded: TestRecord, latest: TestRecord): RecordChange<string>[] => [
  ...diffLines(loaded.lines, latest.lines, FIELDS),
  ...chargeChanges(loaded, latest),
];

/** The server of the test: the record as it is now, and what a Save answers. */
interface TestServer {
  latest: TestRecord;
  save: (body: { lines: TestRow[] }) => Promise<TestRecord>;
}

/** The grid's columns of the test: a seller price past 100 is refused on the cell. */
const COLUMNS: readonly GridColumn<TestRow>[] = [
  {
    key: 'sellerUnitPrice',
    field: 'sellerUnitPrice',
    header: 'Seller Price',
    width: 120,
    validate: (value) => (typeof value === 'number' && value > 100 ? 'At most 100.' : null),
  },
];

/** A workspace reduced to its working copy: buttons change it, paragraphs show it. */
function TestWorkspace({ server }: { readonly server: TestServer }) {
  const [record, setRecord] = useState(VERSION_1);
  const reload = useCallback(() => {
    setRecord(server.latest);
    return Promise.resolve(server.latest);
  }, [server]);
  const copy = useWorkingCopy<TestRecord, TestRow, TestField>({
    record,
    reload,
    area: 'orderConstruction',
    subject: 'order',
    title: 'Order',
    numberOf: () => 'OR-10012',
    rowsOf,
    rebase,
    diff,
  });
  const line = (key: string) => copy.model.entries.find((entry) => entry.key === key)?.current;
  return (
    <>
      <WorkingCopyNotices kind="order" area="orderConstruction" copy={copy} />
      <button type="button" onClick={() => copy.model.updateRows(['1'], { sellerUnitPrice: 21 })}>
        Type 21 on line 1
      </button>
      <button type="button" onClick={() => copy.model.updateRows(['2'], { sellerUnitPrice: 500 })}>
        Type 500 on line 2
      </button>
      <button type="button" onClick={() => copy.discounts.insertRow()}>
        Add a discount
      </button>
      <button
        type="button"
        onClick={() =>
          void copy.ownWrite(() => {
            // The answer lands in the cache (the record read) before the write resumes, as a mutation's does.
            setRecord(server.latest);
            return new Promise((resolve) => setTimeout(resolve, 20));
          })
        }
      >
        Write elsewhere
      </button>
      <button
        type="button"
        onClick={() =>
          void copy.save({
            columns: COLUMNS,
            payloadOf: () => ({ lines: copy.model.entries.map((entry) => entry.current) }),
            send: server.save,
            issuesOf: (issues) => ({
              items: new Map(issues.map((issue) => ['1', { sellerUnitPrice: issue.message }])),
              discounts: new Map(),
              transportCosts: new Map(),
            }),
          })
        }
      >
        Save
      </button>
      <p>Line 1 seller unit price: {line('1')?.sellerUnitPrice}</p>
      <p>Line 2 seller unit price: {line('2')?.sellerUnitPrice}</p>
      <p>Line 2 seller contacted: {String(line('2')?.sellerContacted)}</p>
      <p>Unsaved: {String(copy.isDirty)}</p>
      <p>Line issues: {JSON.stringify(Object.fromEntries(copy.lineErrors))}</p>
      <p>Discount issues: {JSON.stringify([...copy.chargeErrors.discounts.values()])}</p>
    </>
  );
}

let live = testLiveConnection();

/** The workspace signed in, another user's change announced on the test's live connection. */
function renderWorkspace(server: TestServer) {
  return renderWithProviders(
    <SignedIn connection={live.connection}>
      <TestWorkspace server={server} />
    </SignedIn>,
    { url: '/' },
  );
}

const sendChangeBy = (actorName: string) =>
  live.send({
    type: 'change',
    recordType: ActionLogType.ids.ORDER,
    recordId: 5,
    actionId: ActionLogAction.ids.SAVE,
    actorUserId: 2,
    actorName,
    occurredAt: '2026-11-26T08:00:00.000Z',
  });

beforeEach(() => {
  signInAs();
  live = testLiveConnection();
});

describe('useWorkingCopy', () => {
  it("lays another user's save under the user's unsaved cell and charges, and says who changed what", async () => {
    const server: TestServer = { latest: VERSION_1, save: vi.fn() };
    const { user } = renderWorkspace(server);
    await user.click(screen.getByRole('button', { name: 'Type 21 on line 1' }));
    await user.click(screen.getByRole('button', { name: 'Add a discount' }));

    server.latest = testRecord(2, [testRow(1, { sellerUnitPrice: 22 }), testRow(2)], {
      discounts: [{ discountId: 1, discountName: 'Volume', amount: 50 }],
    });
    await sendChangeBy('Marc Gagnon');

    expect(
      await screen.findByText('Marc Gagnon changed the seller unit price on line 1 and the discounts.'),
    ).toBeTruthy();
    expect(screen.getByText(/1 of your cells was also changed by Marc Gagnon/)).toBeTruthy();
    expect(
      screen.getByText(
        'Marc Gagnon also changed the discounts, transport costs or delivery fee you are changing: yours are kept.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Line 1 seller unit price: 21')).toBeTruthy();
    expect(screen.getByText('Unsaved: true')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/Marc Gagnon changed/)).toBeNull();
  });

  it("takes the user's own write outside Save without a notice, under the unsaved cell", async () => {
    const server: TestServer = { latest: VERSION_1, save: vi.fn() };
    const { user } = renderWorkspace(server);
    await user.click(screen.getByRole('button', { name: 'Type 21 on line 1' }));

    server.latest = testRecord(2, [testRow(1), testRow(2, { sellerContacted: true })]);
    await user.click(screen.getByRole('button', { name: 'Write elsewhere' }));

    await screen.findByText('Line 2 seller contacted: true');
    expect(screen.getByText('Line 1 seller unit price: 21')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the outdated notice when a Save is refused as outdated, and Refresh lays the newer version under', async () => {
    const server: TestServer = {
      latest: VERSION_1,
      save: () =>
        Promise.reject(
          new ApiError({ status: 409, code: ErrorCode.OUTDATED, message: MESSAGES.outdatedRecord }),
        ),
    };
    const { user } = renderWorkspace(server);
    await user.click(screen.getByRole('button', { name: 'Type 21 on line 1' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.outdatedRecord)).toBeTruthy();

    server.latest = testRecord(2, [testRow(1), testRow(2, { sellerUnitPrice: 11 })]);
    await user.click(screen.getByRole('button', { name: 'Refresh' }));

    expect(await screen.findByText('Another user changed the seller unit price on line 2.')).toBeTruthy();
    expect(screen.getByText('Your unsaved changes are kept on top of the new version.')).toBeTruthy();
    expect(screen.queryByText(MESSAGES.outdatedRecord)).toBeNull();
    expect(screen.getByText('Line 1 seller unit price: 21')).toBeTruthy();
    expect(screen.getByText('Line 2 seller unit price: 11')).toBeTruthy();
  });

  it('sends nothing while a discount row lacks its type and amount, and marks both cells', async () => {
    const save = vi.fn();
    const { user } = renderWorkspace({ latest: VERSION_1, save });
    await user.click(screen.getByRole('button', { name: 'Add a discount' }));
    expect(screen.getByText('Discount issues: []')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText(
        'Complete or remove the marked discount and transport cost rows, and check the delivery fee.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Discount issues: [{"discount":"Required","amount":"Required"}]')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it('names the marked cells a Save is refused for, by line and column, and sends nothing', async () => {
    const save = vi.fn();
    const { user } = renderWorkspace({ latest: VERSION_1, save });
    await user.click(screen.getByRole('button', { name: 'Type 500 on line 2' }));

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText(
        'Some cells are not valid: correct the marked cells first. Line 2, Seller Price: At most 100.',
      ),
    ).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it("marks the server's issues on the cells they name until the user changes the cell", async () => {
    const server: TestServer = {
      latest: VERSION_1,
      save: () =>
        Promise.reject(
          new ApiError({
            status: 400,
            code: ErrorCode.VALIDATION_FAILED,
            message: 'The seller unit price is too high.',
            issues: [{ field: 'items.0.sellerUnitPrice', message: 'Too high' }],
          }),
        ),
    };
    const { user } = renderWorkspace(server);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The seller unit price is too high.')).toBeTruthy();
    expect(screen.getByText('Line issues: {"1":{"sellerUnitPrice":"Too high"}}')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Type 21 on line 1' }));
    await waitFor(() => expect(screen.getByText('Line issues: {}')).toBeTruthy());
  });
});
