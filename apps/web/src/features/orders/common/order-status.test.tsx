// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { MESSAGES, OrderStatus, Role, VERSION_HEADER } from '@portal/contracts';
import {
  dataResponse,
  jsonResponse,
  renderWithProviders,
  setUpComponentTests,
  stubApi,
  type ApiRequest,
} from '../../../test/render';
import { signInAs, SignedIn } from '../../../test/session';
import { useOrderStatusActions, type OrderStatusRecord } from './use-order-status-actions';

setUpComponentTests();

const O = OrderStatus.ids;

/** The moves an order offers, as buttons named the way a row's actions are. */
function StatusButtons({ order }: { readonly order: OrderStatusRecord }) {
  const { choicesFor } = useOrderStatusActions();
  return (
    <div>
      {choicesFor(order).map((choice) => (
        <button key={choice.key} type="button" onClick={choice.choose}>
          {choice.label}
        </button>
      ))}
    </div>
  );
}

function renderOrder(statusId: number) {
  return renderWithProviders(
    <SignedIn>
      <StatusButtons order={{ id: 7, statusId, version: 4, formattedNumber: 'OR-10001' }} />
    </SignedIn>,
    { url: '/orders/order-board' },
  );
}

let requests: ApiRequest[] = [];
let refusal: string | null = null;

beforeEach(() => {
  signInAs({ roleId: Role.ids.OPERATIONS });
  refusal = null;
  requests = stubApi(({ url, method, body }) => {
    if (method === 'PUT' && url === '/api/updateOrderStatus') {
      if (refusal !== null) return jsonResponse({ code: 'VALIDATION_FAILED', message: refusal }, 400);
      const statusId = (body as { statusId: number }).statusId;
      return dataResponse({ id: 7, statusId, version: 5 });
    }
    if (url === '/api/cancelOrder/7') return dataResponse({ id: 7, statusId: O.CANCELLED, version: 5 });
    if (url === '/api/reinstateOrder/7') return dataResponse({ id: 7, statusId: O.PENDING, version: 5 });
    return undefined;
  });
});

const names = () => screen.queryAllByRole('button').map((button) => button.textContent);

describe('the order status actions', () => {
  it("offers spec 001 §4's moves from each order status", () => {
    const offered = (statusId: number) => {
      renderOrder(statusId);
      const shown = names();
      cleanup();
      return shown;
    };
    expect(offered(O.PENDING)).toEqual(['Move to WIP OR-10001', 'Cancel OR-10001']);
    expect(offered(O.WIP)).toEqual([
      'Move Back to New OR-10001',
      'Move to Planning Delivery OR-10001',
      'Cancel OR-10001',
    ]);
    expect(offered(O.DELIVERY_PLANNING)).toEqual(['Move Back to WIP OR-10001', 'Cancel OR-10001']);
    expect(offered(O.WAITING)).toEqual([
      'Move Back to WIP OR-10001',
      'Complete OR-10001',
      'Move Back to Planning Delivery OR-10001',
      'Cancel OR-10001',
    ]);
    expect(offered(O.CANCELLED)).toEqual(['Reinstate OR-10001']);
    expect(offered(O.COMPLETE)).toEqual([]);
  });

  it('moves a new order to WIP at once through updateOrderStatus with the version read', async () => {
    const { user } = renderOrder(O.PENDING);
    await user.click(screen.getByRole('button', { name: 'Move to WIP OR-10001' }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'PUT')).toMatchObject({
        url: '/api/updateOrderStatus',
        body: { id: 7, statusId: O.WIP },
        headers: { [VERSION_HEADER]: '4' },
      }),
    );
    expect(await screen.findByText('Order OR-10001 is now WIP.')).toBeTruthy();
  });

  it('cancels only once the confirmation is accepted, through cancelOrder', async () => {
    const { user } = renderOrder(O.WIP);
    await user.click(screen.getByRole('button', { name: 'Cancel OR-10001' }));
    expect(await screen.findByText('Are you sure you want to cancel order OR-10001?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Cancel OR-10001' }));
    expect(requests.some((request) => request.url.startsWith('/api/cancelOrder/'))).toBe(false);
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(requests.map((request) => request.url)).toContain('/api/cancelOrder/7'));
    expect(requests.filter((request) => request.url.startsWith('/api/cancelOrder/'))).toHaveLength(1);
    expect(await screen.findByText('Order OR-10001 is now Cancelled.')).toBeTruthy();
  });

  it('asks before completing and reinstating', async () => {
    const waiting = renderOrder(O.WAITING);
    await waiting.user.click(screen.getByRole('button', { name: 'Complete OR-10001' }));
    expect(await screen.findByText('Are you sure you want to complete order OR-10001?')).toBeTruthy();
    await waiting.user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(requests.at(-1)).toMatchObject({
        url: '/api/updateOrderStatus',
        body: { statusId: O.COMPLETE },
      }),
    );
    cleanup();

    const cancelled = renderOrder(O.CANCELLED);
    await cancelled.user.click(screen.getByRole('button', { name: 'Reinstate OR-10001' }));
    expect(await screen.findByText('Are you sure you want to reinstate order OR-10001?')).toBeTruthy();
    await cancelled.user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(requests.at(-1)?.url).toBe('/api/reinstateOrder/7'));
  });

  it("shows the server's refusal in its own words (finish setup's §8 message)", async () => {
    refusal = MESSAGES.incompleteOrderItems;
    const { user } = renderOrder(O.WIP);
    await user.click(screen.getByRole('button', { name: 'Move to Planning Delivery OR-10001' }));
    expect(await screen.findByText(MESSAGES.incompleteOrderItems)).toBeTruthy();
    expect(screen.getByText('Order Failed')).toBeTruthy();
  });

  it('speaks French', async () => {
    signInAs({ roleId: Role.ids.FINANCE, languageId: 2 });
    const { user } = renderOrder(O.PENDING);
    await user.click(await screen.findByRole('button', { name: 'Annuler OR-10001' }));
    expect(await screen.findByText('Voulez-vous vraiment annuler la commande OR-10001?')).toBeTruthy();
  });
});
