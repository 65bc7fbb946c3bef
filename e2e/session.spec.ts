import { ACCOUNTS, signIn } from './support/portal';
import { expect, startPortal, test as workerTest } from './support/test';

/** A portal of this spec's own, with IDLE_TIMEOUT_SECONDS=12 and IDLE_WARNING_SECONDS=6, on the worker's spare port. */
const test = workerTest.extend<object, { shortIdleURL: string }>({
  shortIdleURL: [
    async ({ portal }, use) => {
      const stop = await startPortal(portal.shortIdle, {
        IDLE_TIMEOUT_SECONDS: '12',
        IDLE_WARNING_SECONDS: '6',
      });
      try {
        await use(`http://127.0.0.1:${portal.shortIdle}`);
      } finally {
        await stop();
      }
    },
    { scope: 'worker', timeout: 150_000 },
  ],
  baseURL: async ({ shortIdleURL }, use) => {
    await use(shortIdleURL);
  },
});

test.describe('idle session', () => {
  test('warns before the idle time-out, Continue keeps the session, then idling signs the user out', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.operations);
    const warning = page.getByRole('dialog', { name: 'Session Expiring' });
    await expect(warning).toBeVisible({ timeout: 15_000 });
    await expect(warning.getByRole('timer')).toBeVisible();
    await warning.getByRole('button', { name: 'Continue' }).click();
    await expect(warning).toHaveCount(0);
    await expect(page).toHaveURL(/#\/orders\/order-dashboard$/);

    // Now stay idle through the warning: the dialog closes and the user is back on the login page.
    await expect(warning).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/#\/login$/, { timeout: 15_000 });
    await expect(warning).toHaveCount(0);
    await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
  });
});
