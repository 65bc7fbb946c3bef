import { expect, test, type APIRequestContext } from '@playwright/test';
import { ROUTES } from '@portal/contracts';
import { ACCOUNTS, DEMO_PASSWORD, signIn } from './support/portal';

const ACTION_LOG_CALL = '**/api/transaction/actionLogs?*';

/** Operations saves its own profile unchanged through the API: one 'Update' of 'User' ops@example.com. */
async function logAnAccountUpdate(request: APIRequestContext): Promise<void> {
  const signInResponse = await request.post('/api/auth/signin', {
    data: { email: ACCOUNTS.operations, password: DEMO_PASSWORD },
  });
  const token = ((await signInResponse.json()) as { data: { token: string } }).data.token;
  const headers = { authorization: `Bearer ${token}` };
  const me = (
    (await (await request.get('/api/me', { headers })).json()) as {
      data: { firstName: string; lastName: string; phoneNumber: string | null; languageId: number };
    }
  ).data;
  const response = await request.put('/api/account', {
    headers,
    data: {
      firstName: me.firstName,
      lastName: me.lastName,
      phoneNumber: me.phoneNumber,
      languageId: me.languageId,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test.describe('action log', () => {
  test.beforeEach(async ({ request }) => {
    await logAnAccountUpdate(request);
  });

  test('searches a record number once the typing stops, not on every key', async ({ page }) => {
    await signIn(page, ACCOUNTS.superAdmin);
    await page.goto(`/#${ROUTES.actionLog}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Action Log' })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();

    const searches: string[] = [];
    page.on('request', (request) => {
      const recordNumber = new URL(request.url()).searchParams.get('recordNumber');
      if (request.url().includes('/api/transaction/actionLogs') && recordNumber) searches.push(recordNumber);
    });
    // spec 001 §9 debounce 500 ms: keys 50 ms apart make one search, with the whole text.
    await page.getByLabel('Record Number').pressSequentially(ACCOUNTS.operations, { delay: 50 });
    await expect.poll(() => searches).toEqual([ACCOUNTS.operations]);
    await expect.poll(() => page.evaluate(() => window.location.hash)).toContain('recordNumber=');
    const row = page.getByRole('row').filter({ hasText: ACCOUNTS.operations }).first();
    await expect(row).toContainText('Update');
    await expect(row).toContainText('User');
  });

  test('shows each date as the short date with the time', async ({ page }) => {
    await signIn(page, ACCOUNTS.superAdmin);
    await page.goto(`/#${ROUTES.actionLog}`);
    const firstDate = page.getByRole('row').nth(1).getByRole('cell').first();
    // spec 000 §9: month name, day, year — 'Nov 23, 2026, 10:52 AM'.
    await expect(firstDate).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s(AM|PM)$/);
  });

  test('says when the log could not be loaded and loads it again on Retry', async ({ page }) => {
    await signIn(page, ACCOUNTS.superAdmin);
    await page.route(ACTION_LOG_CALL, (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
    );
    await page.goto(`/#${ROUTES.actionLog}`);
    const failure = page.getByText(/^Could not load action log; unable to connect to server\./);
    await expect(failure).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('No records found.')).toHaveCount(0);

    await page.unroute(ACTION_LOG_CALL);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(failure).toBeHidden();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
  });
});
