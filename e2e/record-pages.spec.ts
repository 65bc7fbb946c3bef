import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { CompanyType } from '@portal/contracts';
import { ACCOUNTS, DEMO_PASSWORD, signIn } from './support/portal';

/**
 * Record pages with their own address (issue 12, decision 122): a list row opens the record at its own URL, it is
 * edited there with Save in view, its History tab shows the change, Back returns to the filtered list, a pasted
 * link opens the same record, and a stale save waits for Refresh.
 */

const OUTDATED = 'Another user changed this record, so your view is outdated.';

async function signInToApi(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/api/auth/signin', {
    data: { email: ACCOUNTS.superAdmin, password: DEMO_PASSWORD },
  });
  const { token } = ((await response.json()) as { data: { token: string } }).data;
  return { authorization: `Bearer ${token}` };
}

/** A company of the test's own, made through the API (the list and editor are what is under test). */
async function createCompany(request: APIRequestContext, name: string): Promise<number> {
  const headers = await signInToApi(request);
  const response = await request.post('/api/company', {
    headers,
    data: {
      name,
      companyTypeId: CompanyType.ids.SELLER,
      tier: null,
      registered: false,
      preferred: false,
      contactEmail: '',
      phoneNumber: '',
      address: '13000 Rang Saint-Étienne',
      city: 'Mirabel',
      postalCode: '',
      provinceId: null,
      countryId: null,
      timezoneId: null,
      spatialGenericAddress: null,
      altAddresses: [],
    },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

async function deleteCompany(request: APIRequestContext, id: number): Promise<void> {
  const headers = await signInToApi(request);
  await request.delete(`/api/company/${id}`, { headers });
}

function editor(page: Page) {
  return page.getByRole('form', { name: 'Edit Company' });
}

test.describe('record pages', () => {
  test('opens a company from the filtered list at its own address, saves there, shows the change, and Back returns to the same rows', async ({
    page,
    request,
  }) => {
    const name = `Pépinière Fiche ${Date.now()}`;
    const id = await createCompany(request, name);
    try {
      await signIn(page, ACCOUNTS.operations);
      await page.goto('/#/users/company-management');
      await page.getByLabel('Search name or city').fill(name);
      await expect(page).toHaveURL(/search=/);
      const row = page.getByRole('table').getByRole('row').filter({ hasText: name });
      await expect(row).toHaveCount(1);
      const listUrl = page.url();

      // The name is a real link to the record's own address, carrying the list's view.
      const link = row.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', new RegExp(`^#/users/company-management/${id}\\?from=`));
      await link.click();
      await expect(page).toHaveURL(new RegExp(`#/users/company-management/${id}\\?from=`));
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(breadcrumb.getByRole('link', { name: 'Company Management' })).toBeVisible();
      await expect(breadcrumb).toContainText(name);
      const recordUrl = page.url();

      // The browser's Back returns to the filtered list, Forward to the record.
      await page.goBack();
      await expect(page).toHaveURL(listUrl);
      await expect(row).toHaveCount(1);
      await page.goForward();
      await expect(page).toHaveURL(recordUrl);

      // Edited there: Details is the open tab, the save bar is in view.
      await expect(page.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
      const form = editor(page);
      await form.getByLabel('Phone Number').fill('450-555-0199');
      const save = form.getByRole('button', { name: 'Save' });
      await expect(save).toBeInViewport();
      await save.click();
      await expect(page.getByText('Company updated successfully.')).toBeVisible();
      // The page is the record's home: it stays, with what is stored now.
      await expect(page).toHaveURL(recordUrl);
      await expect(form.getByLabel('Phone Number')).toHaveValue('450-555-0199');

      // The History tab, by keyboard: the change just made, old → new.
      await page.getByRole('tab', { name: 'Details' }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
      const history = page.getByRole('tabpanel', { name: 'History' });
      await expect(history.getByRole('listitem').filter({ hasText: '450-555-0199' }).first()).toBeVisible();
      await expect(history).toContainText('Phone Number');

      // Back to the list it came from: the same filter and rows, the saved change in them.
      await page.getByRole('link', { name: 'Back to Company Management' }).click();
      await expect(page).toHaveURL(listUrl);
      await expect(page.getByLabel('Search name or city')).toHaveValue(name);
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('450-555-0199');

      // A pasted link opens the same record in a new page; without the list's view, Back is the plain list.
      const pasted = await page.context().newPage();
      await signIn(pasted, ACCOUNTS.operations);
      await pasted.goto(recordUrl);
      await expect(pasted.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(editor(pasted).getByLabel('Phone Number')).toHaveValue('450-555-0199');
      await pasted.goto(`/#/users/company-management/${id}`);
      await expect(pasted.getByRole('heading', { level: 1, name })).toBeVisible();
      // Come from the dashboard, the layout's 'Return To' is the one back link (decision 201); the breadcrumb
      // still leads to the list.
      await expect(pasted.getByRole('link', { name: 'Return To Order Dashboard' })).toBeVisible();
      await expect(pasted.getByRole('link', { name: 'Back to Company Management' })).toHaveCount(0);
      await pasted
        .getByRole('navigation', { name: 'Breadcrumb' })
        .getByRole('link', { name: 'Company Management' })
        .click();
      await expect(pasted).toHaveURL(/#\/users\/company-management$/);
      await pasted.close();
    } finally {
      await deleteCompany(request, id);
    }
  });

  test('a save over another user’s change shows the outdated notice in view, Save waiting for Refresh', async ({
    browser,
    request,
  }) => {
    const name = `Pépinière Conflit ${Date.now()}`;
    const id = await createCompany(request, name);
    const firstContext = await browser.newContext();
    const secondContext = await browser.newContext();
    try {
      const first = await firstContext.newPage();
      const second = await secondContext.newPage();
      await signIn(first, ACCOUNTS.operations);
      await signIn(second, ACCOUNTS.operationsTwo);
      for (const page of [first, second]) {
        await page.goto(`/#/users/company-management/${id}`);
        await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      }

      // The second user saves first.
      await editor(second).getByLabel('Phone Number').fill('450-555-0111');
      await editor(second).getByRole('button', { name: 'Save' }).click();
      await expect(second.getByText('Company updated successfully.')).toBeVisible();

      // The first, still on the version read before, saves: refused as outdated, the notice in view.
      const form = editor(first);
      await form.getByLabel('City', { exact: true }).first().fill('Saint-Janvier');
      const save = form.getByRole('button', { name: 'Save' });
      await save.click();
      // The editor's own notice is the form's last (a live notice from presence may come before it).
      const notice = form.getByRole('alert').filter({ hasText: OUTDATED }).last();
      await expect(notice).toBeVisible();
      await expect(save).toBeDisabled();
      // Scrolled to the end of the long form, the notice and the save bar both stay in view.
      await first.mouse.wheel(0, 5000);
      await expect(notice).toBeInViewport();
      await expect(save).toBeInViewport();

      // Refresh shows the other user's change (and drops the unsaved one); Save works again.
      await form.getByRole('button', { name: 'Refresh' }).last().click();
      await expect(form.getByLabel('Phone Number')).toHaveValue('450-555-0111');
      await expect(form.getByLabel('City', { exact: true }).first()).toHaveValue('Mirabel');
      await expect(form.getByRole('alert').filter({ hasText: OUTDATED })).toHaveCount(0);
      await expect(save).toBeEnabled();
      await form.getByLabel('City', { exact: true }).first().fill('Saint-Janvier');
      await save.click();
      await expect(first.getByText('Company updated successfully.')).toBeVisible();
    } finally {
      await firstContext.close();
      await secondContext.close();
      await deleteCompany(request, id);
    }
  });

  test('a record that does not exist says so, with the way back to its list', async ({ page }) => {
    await signIn(page, ACCOUNTS.operations);
    await page.goto('/#/users/transporter-management/987654321');
    await expect(page.getByText('This record does not exist or was deleted.')).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    // Come from the dashboard: 'Return To Order Dashboard' is the one back link (decision 201), and the breadcrumb
    // leads to the list.
    await expect(page.getByRole('link', { name: 'Return To Order Dashboard' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Transporter Management' })).toHaveCount(0);
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Transporter Management' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Transporter Management' })).toBeVisible();
  });

  test('a user opens from the user list at their own address, with the list as the breadcrumb', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.superAdmin);
    await page.goto('/#/users/user-management');
    await page.getByLabel('Search Name or Email').fill('ops2@example.com');
    await expect(page).toHaveURL(/search=ops2/);
    const row = page.getByRole('table').getByRole('row').filter({ hasText: 'ops2@example.com' });
    await expect(row).toHaveCount(1);
    const link = row.getByRole('link', { name: 'Olivier Bouchard' });
    // The row was there before the filter: its link follows the view once the list has re-rendered.
    await expect(link).toHaveAttribute('href', /\?from=search%3Dops2/);
    await link.click();
    await expect(page).toHaveURL(/#\/users\/user-management\/\d+\?from=/);
    await expect(page.getByRole('form', { name: 'Edit User' }).getByLabel('Email')).toHaveValue(
      'ops2@example.com',
    );
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('User Management');
    await page.getByRole('link', { name: 'Back to User Management' }).click();
    await expect(row).toHaveCount(1);
  });
});
