import { VERSION_HEADER } from '@portal/contracts';
import { expect, test } from './support/test';
import { placedOrderThroughApi } from './support/orders';
import { ACCOUNTS, signIn } from './support/portal';
import { data, signInToApi } from './support/quotes';

// Decision 174: a list learns that others changed its records and says how many, without reading itself again;
// Refresh, reached from the keyboard, reads it again.
test("the Order Dashboard counts another staff member's change and shows it after Refresh from the keyboard", async ({
  browser,
  request,
}) => {
  const jobName = `Live notice ${Date.now()}`;
  const order = await placedOrderThroughApi(request, jobName);
  const watching = await browser.newContext();
  const changing = await browser.newContext();
  try {
    const operations = await watching.newPage();
    await signIn(operations, ACCOUNTS.operations);
    // The list read with the search (debounced), not the first page read before it, is the one to watch.
    const searched = operations.waitForResponse(
      (response) =>
        response.url().includes('/api/') &&
        [...new URL(response.url()).searchParams.values()].includes(jobName),
    );
    await operations.getByLabel('Order number, job or reference').fill(jobName);
    await searched;
    const row = operations
      .getByRole('table', { name: 'Order Dashboard' })
      .getByRole('row')
      .filter({ hasText: order.formattedNumber });
    await expect(row.getByText('New Order')).toBeVisible();
    const notice = operations.getByRole('status').filter({ hasText: /changed/ });
    await expect(notice).toHaveCount(0);

    // The super admin, in a browser of her own, cancels the order.
    const headers = await signInToApi(changing.request);
    await data(
      await changing.request.get(`/api/cancelOrder/${order.id}`, {
        headers: { ...headers, [VERSION_HEADER]: String(order.version) },
      }),
    );

    await expect(notice).toHaveText(/^1 order changed/);
    // The list does not read itself again on its own: the row still shows what was read.
    await expect(row.getByText('New Order')).toBeVisible();

    // Tab from the search field reaches Refresh (Shift+Tab: the notice sits before the filters).
    const refresh = operations.getByRole('button', { name: 'Refresh' });
    await operations.getByLabel('Order number, job or reference').focus();
    for (let step = 0; step < 20; step += 1) {
      if (await refresh.evaluate((element) => element === document.activeElement)) break;
      await operations.keyboard.press('Shift+Tab');
    }
    await expect(refresh).toBeFocused();
    await operations.keyboard.press('Enter');

    await expect(row.getByText('Cancelled')).toBeVisible();
    await expect(notice).toHaveCount(0);
    await expect(refresh).toHaveCount(0);
  } finally {
    await watching.close();
    await changing.close();
  }
});
