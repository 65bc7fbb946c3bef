// @vitest-environment jsdom
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { ActionLogType, ErrorCode, ROUTES } from '@portal/contracts';
import { ApiError } from '../../lib/api-client';
import { expectNoAxeViolations } from '../../test/axe';
import { LocationOutput, renderWithProviders, setUpComponentTests, shownLocation } from '../../test/render';
import { RecordIdRoute } from './record-id-route';
import { RecordReadStatus, type RecordRead } from './record-read-status';
import { WorkspaceRecordPage, type WorkspaceRecordRead } from './workspace-record-page';

setUpComponentTests();

const PENDING: RecordRead = { isPending: true, isError: false, error: null, refetch: () => undefined };

function failed(status: number): RecordRead {
  const code = status === 404 ? ErrorCode.NOT_FOUND : ErrorCode.INTERNAL;
  return {
    isPending: false,
    isError: true,
    error: new ApiError({ status, code, message: 'refused' }),
    refetch: vi.fn(),
  };
}

describe('RecordIdRoute', () => {
  const routes = [
    {
      path: '/orders/order-phasing-wizard/:id',
      element: <RecordIdRoute>{(id) => <p>{`Order ${id} (${typeof id})`}</p>}</RecordIdRoute>,
    },
    { path: ROUTES.notFound, element: <LocationOutput withPath /> },
  ];

  it('gives the screen the id of the address as a number', async () => {
    renderWithProviders(null, { url: '/orders/order-phasing-wizard/42', routes });
    expect(await screen.findByText('Order 42 (number)')).toBeTruthy();
  });

  it.each(['abc', '0', '-3', '12x'])(
    'sends the malformed id %s to the not-found page, not to the screen',
    async (segment) => {
      renderWithProviders(null, { url: `/orders/order-phasing-wizard/${segment}`, routes });
      await waitFor(() => expect(shownLocation()).toBe(ROUTES.notFound));
      expect(screen.queryByText(/^Order /)).toBeNull();
    },
  );
});

describe('RecordReadStatus', () => {
  it('shows a named spinner while the record is read', async () => {
    renderWithProviders(<RecordReadStatus read={PENDING} subject="order" />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
    await expectNoAxeViolations(document.body);
  });

  it('says a record that is not there does not exist, with nothing to retry', () => {
    renderWithProviders(<RecordReadStatus read={failed(404)} subject="order" />);
    expect(screen.getByText('This record does not exist or was deleted.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
  });

  it('offers to read again after any other failure', async () => {
    const read = failed(500);
    const { user } = renderWithProviders(<RecordReadStatus read={read} subject="order" />);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(read.refetch).toHaveBeenCalledTimes(1);
  });
});

interface Job {
  readonly id: number;
  readonly name: string;
}

/** A workspace with a working copy of its own: whether it starts afresh shows in what it keeps. */
function JobWorkspace({
  record,
  reload,
}: {
  readonly record: Job;
  readonly reload: () => Promise<Job | undefined>;
}) {
  const [draft, setDraft] = useState(`draft of ${record.name}`);
  const [reloaded, setReloaded] = useState('');
  return (
    <div>
      <p>{draft}</p>
      <button type="button" onClick={() => setDraft(`${draft}, edited`)}>
        Edit
      </button>
      <button type="button" onClick={() => void reload().then((latest) => setReloaded(latest?.name ?? ''))}>
        Reload
      </button>
      <output aria-label="reloaded">{reloaded}</output>
    </div>
  );
}

function jobRead(record: Job, latest: Job = record): WorkspaceRecordRead<Job> {
  return {
    isPending: false,
    isError: false,
    error: null,
    data: record,
    refetch: () => Promise.resolve({ data: latest }),
  };
}

function JobPage({ read }: { readonly read: WorkspaceRecordRead<Job> }) {
  return (
    <WorkspaceRecordPage
      listRoute={ROUTES.orderDashboard}
      titleOf={(record) => `Job ${record.id} — ${record.name}`}
      read={read}
      subject="order"
      entityType={ActionLogType.ids.ORDER}
      entityId={read.data?.id ?? 0}
      actionsOf={(record) => <span>{`status of ${record.name}`}</span>}
    >
      {(workspace) => <JobWorkspace {...workspace} />}
    </WorkspaceRecordPage>
  );
}

describe('WorkspaceRecordPage', () => {
  it("titles the page after the record, shows its actions and mounts the workspace on the record's Details tab", async () => {
    renderWithProviders(<JobPage read={jobRead({ id: 7, name: 'Parc Jarry' })} />, { url: '/orders/7' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Job 7 — Parc Jarry' })).toBeTruthy();
    expect(screen.getByText('status of Parc Jarry')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Details', selected: true })).toBeTruthy();
    expect(screen.getByText('draft of Parc Jarry')).toBeTruthy();
  });

  it("reloads through the page's read and gives the workspace the latest version", async () => {
    const { user } = renderWithProviders(
      <JobPage read={jobRead({ id: 7, name: 'Parc Jarry' }, { id: 7, name: 'Parc Jarry (renamed)' })} />,
      { url: '/orders/7' },
    );
    await user.click(await screen.findByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'reloaded' }).textContent).toBe('Parc Jarry (renamed)'),
    );
  });

  it('keeps the working copy across reads of the same record and starts afresh for another one', async () => {
    function Switcher() {
      const [read, setRead] = useState(() => jobRead({ id: 7, name: 'Parc Jarry' }));
      return (
        <>
          <button type="button" onClick={() => setRead(jobRead({ id: 7, name: 'Parc Jarry' }))}>
            Same record
          </button>
          <button type="button" onClick={() => setRead(jobRead({ id: 8, name: 'Parc Lafontaine' }))}>
            Other record
          </button>
          <JobPage read={read} />
        </>
      );
    }
    const { user } = renderWithProviders(<Switcher />, { url: '/orders/7' });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Same record' }));
    expect(screen.getByText('draft of Parc Jarry, edited')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Other record' }));
    expect(await screen.findByText('draft of Parc Lafontaine')).toBeTruthy();
    expect(screen.queryByText(/edited/)).toBeNull();
  });

  it("shows the record page's loading state until the record is read, without a workspace", () => {
    const read: WorkspaceRecordRead<Job> = {
      ...PENDING,
      data: undefined,
      refetch: () => Promise.resolve({ data: undefined }),
    };
    renderWithProviders(<JobPage read={read} />, { url: '/orders/7' });
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
    expect(screen.queryByText(/^draft of/)).toBeNull();
  });
});
