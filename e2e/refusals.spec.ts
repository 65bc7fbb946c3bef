import { expect, test } from './support/test';
import { MESSAGES, MESSAGES_FR, VERSION_HEADER, WEB_STRINGS_FR } from '@portal/contracts';
import { openOrderConstruction, placedOrderThroughApi, setBuyerDeliveryFee } from './support/orders';
import { ACCOUNTS, DEMO_PASSWORD, signIn } from './support/portal';

/**
 * Every refusal in the user's words and language (issue 34, decision 199): the buyer delivery fee refuses letters,
 * a negative and a figure past the limit as they are typed, the reason under the box and no total priced from
 * it; a French user (the finance demo account works in French) gets the server's refusals in French.
 */
const FEE_LABEL_FR = WEB_STRINGS_FR.orderConstruction.deliveryFee;

test.describe('refusals in the user’s words (issue 34)', () => {
  test('the delivery fee refuses what is not an amount as it is typed, the reason under the box', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const order = await placedOrderThroughApi(request, `Refusals ${Date.now()}`);
    await signIn(page, ACCOUNTS.operations);
    await openOrderConstruction(page, order.id);
    const fee = page.getByLabel('Buyer Delivery Fee');
    for (const [typed, reason] of [
      ['abc', MESSAGES.notANumber],
      ['-100', MESSAGES.negativeNumber],
      ['99,999,999,999,999', 'at most 10,000,000'],
    ] as const) {
      await setBuyerDeliveryFee(page, typed);
      await expect(fee).toHaveValue(typed);
      await expect(fee).toHaveAttribute('aria-invalid', 'true');
      await expect(fee).toHaveAccessibleDescription(
        new RegExp(reason.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      );
      await expect(page.getByRole('alert').filter({ hasText: reason })).toBeVisible();
      // No grand total is priced from a refused fee.
      await expect(page.getByText('114,975,000,038,243.56')).toHaveCount(0);
    }
    await setBuyerDeliveryFee(page, '75');
    await expect(fee).toHaveAttribute('aria-invalid', 'false');
  });

  test('a French user gets the server’s refusal in French', async ({ page, request }) => {
    test.setTimeout(120_000);
    const signedIn = await request.post('/api/auth/signin', {
      data: { email: ACCOUNTS.finance, password: DEMO_PASSWORD },
    });
    const { token } = ((await signedIn.json()) as { data: { token: string } }).data;
    const headers = { authorization: `Bearer ${token}` };
    const created = await request.post('/api/discount', {
      headers,
      data: { name: `Refus ${Date.now()}`, description: null },
    });
    const discount = ((await created.json()) as { data: { id: number; name: string } }).data;
    const stale = await request.put('/api/discount', {
      headers: { ...headers, [VERSION_HEADER]: '999' },
      data: { id: discount.id, name: discount.name, description: null },
    });
    expect(stale.status()).toBe(409);
    expect(((await stale.json()) as { message: string }).message).toBe(MESSAGES_FR.outdatedRecord);

    // In the browser, the finance user's typed fee is refused in French too.
    const order = await placedOrderThroughApi(request, `Refus ${Date.now()}`);
    await signIn(page, ACCOUNTS.finance);
    await page.goto(`/#/orders/order-construction/${order.id}`);
    await expect(page.getByRole('grid', { name: WEB_STRINGS_FR.orderConstruction.gridLabel })).toBeVisible();
    // One way back, in French (issue 34).
    await expect(page.getByRole('link', { name: /^Retour au tableau de bord des commandes$/ })).toHaveCount(
      1,
    );
    await page.getByLabel(FEE_LABEL_FR).fill('abc');
    await expect(page.getByRole('alert').filter({ hasText: MESSAGES_FR.notANumber })).toBeVisible();
  });
});
