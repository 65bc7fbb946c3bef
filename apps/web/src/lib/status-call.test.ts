import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderStatus, VERSION_HEADER } from '@portal/contracts';
import { z } from 'zod';
import { apiClient } from './api-client';
import { sendStatusCall } from './status-call';

const answer = z.object({ id: z.number() });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('sendStatusCall (decision 204)', () => {
  it('sends a GET call with the version the user saw', async () => {
    const get = vi.spyOn(apiClient, 'get').mockResolvedValue({ id: 7 });
    await sendStatusCall('quote.cancel', { id: 7, statusId: 1, version: 4 }, answer);
    expect(get).toHaveBeenCalledWith('cancelQuote/7', {
      schema: answer,
      headers: { [VERSION_HEADER]: '4' },
    });
  });

  it('sends PUT updateOrderStatus to where the row from the order’s status goes, with the version', async () => {
    const put = vi.spyOn(apiClient, 'put').mockResolvedValue({ id: 9 });
    await sendStatusCall(
      'order.moveBackToWip',
      { id: 9, statusId: OrderStatus.ids.WAITING, version: 12 },
      answer,
    );
    expect(put).toHaveBeenCalledWith(
      'updateOrderStatus',
      { id: 9, statusId: OrderStatus.ids.WIP },
      { schema: answer, headers: { [VERSION_HEADER]: '12' } },
    );
  });

  it('fails, calling nothing, on a key no status call is chosen by or one that does not leave the status', async () => {
    const get = vi.spyOn(apiClient, 'get');
    const put = vi.spyOn(apiClient, 'put');
    await expect(
      sendStatusCall('quote.placeOrder', { id: 1, statusId: 2, version: 1 }, answer),
    ).rejects.toThrow('quote.placeOrder is not a status call');
    await expect(
      sendStatusCall('order.complete', { id: 1, statusId: OrderStatus.ids.WIP, version: 1 }, answer),
    ).rejects.toThrow();
    expect(get).not.toHaveBeenCalled();
    expect(put).not.toHaveBeenCalled();
  });
});
