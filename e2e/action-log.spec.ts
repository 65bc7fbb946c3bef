import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { ROUTES, VERSION_HEADER } from '@portal/contracts';
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

/** A user as the API answers it, for restoring what a test changed. */
interface UserRecord {
  id: number;
  email: string;
  phoneNumber: string | null;
  version: number;
  [field: string]: unknown;
}

async function superAdminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/api/auth/signin', {
    data: { email: ACCOUNTS.superAdmin, password: DEMO_PASSWORD },
  });
  const token = ((await response.json()) as { data: { token: string } }).data.token;
  return { authorization: `Bearer ${token}` };
}

async function findUser(request: APIRequestContext, headers: Record<string, string>, email: string) {
  const response = await request.get(`/api/userPageableResult?search=${encodeURIComponent(email)}`, {
    headers,
  });
  const rows = ((await response.json()) as { data: { rows: UserRecord[] } }).data.rows;
  const user = rows.find((row) => row.email === email);
  if (!user) throw new Error(`no user ${email}`);
  return user;
}

test.describe('action log', () => {
  test.beforeEach(async ({ request }) => {
    await logAnAccountUpdate(request);
  });

  test('searches a record number once the typing stops, not on every key', async ({ page }) => {
    // The page's clock is the test's: a busy machine that pauses between two keys cannot look like a pause in
    // the typing.
    await page.clock.install();
    await signIn(page, ACCOUNTS.superAdmin);
    await page.goto(`/#${ROUTES.actionLog}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Action Log' })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();

    const searches: string[] = [];
    page.on('request', (request) => {
      const recordNumber = new URL(request.url()).searchParams.get('recordNumber');
      if (request.url().includes('/api/transaction/actionLogs') && recordNumber) searches.push(recordNumber);
    });
    // spec 001 §9 debounce 500 ms: keys 50 ms apart make one search, with the whole text, 500 ms after the last.
    const field = page.getByLabel('Record Number');
    await field.focus();
    await page.clock.pauseAt(Date.now() + 1_000);
    for (const key of ACCOUNTS.operations) {
      await page.keyboard.type(key);
      await page.clock.runFor(50);
    }
    await page.clock.runFor(400);
    expect(searches).toEqual([]);
    await page.clock.resume();
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

  test('says when the log could not be loaded and loads it again on Try Again', async ({ page }) => {
    await signIn(page, ACCOUNTS.superAdmin);
    await page.route(ACTION_LOG_CALL, (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
    );
    await page.goto(`/#${ROUTES.actionLog}`);
    const failure = page.getByText(/^Could not load action log; unable to connect to server\./);
    await expect(failure).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('No records found.')).toHaveCount(0);

    await page.unroute(ACTION_LOG_CALL);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(failure).toBeHidden();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
  });

  test('shows what an edit changed, links to the record, and lists sign-ins only when asked', async ({
    page,
    request,
  }) => {
    const headers = await superAdminHeaders(request);
    const before = await findUser(request, headers, ACCOUNTS.seller);
    const newPhone = before.phoneNumber === '438-555-0142' ? '438-555-0143' : '438-555-0142';
    try {
      // A super admin edits the seller's phone in User Management.
      await signIn(page, ACCOUNTS.superAdmin);
      await page.goto(`/#${ROUTES.userManagement}?search=${encodeURIComponent(ACCOUNTS.seller)}`);
      const userRow = page
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: ACCOUNTS.seller, exact: true }) });
      await userRow.getByRole('button', { name: /^Edit / }).click();
      const edit = page.getByRole('dialog', { name: 'Edit User' });
      const phone = edit.getByLabel('Phone Number', { exact: true });
      await expect(phone).toHaveValue(before.phoneNumber ?? '');
      await phone.fill(newPhone);
      await edit.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('User updated successfully.')).toBeVisible();

      // The log says what changed, old → new, for that record.
      await page.goto(`/#${ROUTES.actionLog}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Action Log' })).toBeVisible();
      const entry = page
        .getByRole('row')
        .filter({ has: page.getByRole('link', { name: ACCOUNTS.seller, exact: true }) })
        .first();
      await expect(entry).toContainText('Update');
      await expect(entry).toContainText(`Phone Number: ${before.phoneNumber ?? '(empty)'} → ${newPhone}`);

      // Sign-ins (this test's own included) stay out of the log until the toggle asks for them.
      const signInCells = page.getByRole('cell', { name: 'Sign in', exact: true });
      await expect(signInCells).toHaveCount(0);
      // The box follows the view in the URL (a click, then the address, then the box), so: click, then check.
      const includeSignIns = page.getByLabel('Include Sign-Ins');
      await includeSignIns.click();
      await expect(includeSignIns).toBeChecked();
      await expect(page).toHaveURL(/includeSignIns=true/);
      await expect(signInCells.first()).toBeVisible();
      await includeSignIns.click();
      await expect(includeSignIns).not.toBeChecked();
      await expect(signInCells).toHaveCount(0);

      // The record number opens the record: User Management narrowed to that user.
      await entry.getByRole('link', { name: ACCOUNTS.seller, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
      await expect(page.getByLabel('Search Name or Email')).toHaveValue(ACCOUNTS.seller);
      await expect(userRow).toBeVisible();
    } finally {
      const current = await findUser(request, headers, ACCOUNTS.seller);
      const restored = await request.put('/api/user', {
        headers: { ...headers, [VERSION_HEADER]: String(current.version) },
        data: { ...current, phoneNumber: before.phoneNumber },
      });
      expect(restored.ok(), await restored.text()).toBe(true);
    }
  });
});
