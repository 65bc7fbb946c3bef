import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { ACCOUNTS, DEMO_PASSWORD, signIn, signOut } from './support/portal';

const ROUTE = '/users/company-management';
const TITLE = 'Company Management';

/** The company table's rows as a user reads them. */
function tableRows(page: Page): Locator {
  return page.getByRole('table', { name: TITLE }).locator('tbody').getByRole('row');
}

/** Reads the rows once the table has its answer (the kit's table is busy while it fetches a page). */
async function readRows(page: Page): Promise<string[]> {
  await expect(page.getByRole('table', { name: TITLE })).not.toHaveAttribute('aria-busy', 'true');
  await expect(tableRows(page).first()).toBeVisible();
  return tableRows(page).allTextContents();
}

/** Waits until the table shows exactly these rows (the page may still be fetching its answer). */
async function expectRows(page: Page, rows: readonly string[]): Promise<void> {
  await expect.poll(() => tableRows(page).allTextContents(), { timeout: 15_000 }).toEqual(rows);
}

async function openCompanies(page: Page, query = ''): Promise<void> {
  await page.goto(`/#${ROUTE}${query}`);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
}

async function openViewsMenu(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Views', exact: true }).click();
  const menu = page.getByRole('menu', { name: 'Saved views' });
  await expect(menu).toBeVisible();
  return menu;
}

/** Removes the test's views through the API, whatever happened in the browser (fixtures clean up). */
async function deleteViewsNamed(request: APIRequestContext, name: string): Promise<void> {
  const signInResponse = await request.post('/api/auth/signin', {
    data: { email: ACCOUNTS.operations, password: DEMO_PASSWORD },
  });
  const { token } = ((await signInResponse.json()) as { data: { token: string } }).data;
  const headers = { authorization: `Bearer ${token}` };
  const listed = await request.get('/api/savedViews?tableKey=companies', { headers });
  const views = ((await listed.json()) as { data: Array<{ id: number; name: string }> }).data;
  for (const view of views.filter((candidate) => candidate.name === name)) {
    await request.delete(`/api/savedView/${view.id}`, { headers });
  }
  await request.get('/api/signout', { headers });
}

test.describe('saved views (issue 12, acceptance 2)', () => {
  test('a filtered, sorted company view survives a new sign-in, and its link shows the same rows to a colleague', async ({
    page,
    context,
    browser,
    request,
    baseURL,
  }) => {
    const viewName = `Companies with "on" by city ${Date.now()}`;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    try {
      await signIn(page, ACCOUNTS.operations);
      await openCompanies(page);
      const defaultRows = await readRows(page);

      // Filter and sort as a user does: the search box and a column header.
      await page.getByLabel('Search Name or City').fill('on');
      await expect(page).toHaveURL(/search=on/);
      const sorted = page.waitForResponse(
        (response) => response.url().includes('/api/companies?') && response.url().includes('sortField=city'),
      );
      await page.getByRole('table', { name: TITLE }).getByRole('columnheader', { name: 'City' }).click();
      await sorted;
      await expect(page).toHaveURL(/sortField=city/);
      await expect
        .poll(() => tableRows(page).allTextContents(), { timeout: 15_000 })
        .not.toEqual(defaultRows);
      const viewRows = await readRows(page);
      expect(viewRows.length).toBeGreaterThan(1);

      // Save it as a view.
      const menu = await openViewsMenu(page);
      await menu.getByRole('menuitem', { name: 'Save Current View…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Save Current View' });
      await dialog.getByLabel('Name').fill(viewName);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Saved view created successfully.')).toBeVisible();

      // A new session on the plain screen: the default rows, until the view is picked.
      await signOut(page);
      await signIn(page, ACCOUNTS.operations);
      await openCompanies(page);
      await expectRows(page, defaultRows);
      await (await openViewsMenu(page)).getByRole('menuitem', { name: viewName }).click();
      await expect(page).toHaveURL(/search=on/);
      await expectRows(page, viewRows);

      // Its link, copied from Manage Views.
      await (await openViewsMenu(page)).getByRole('menuitem', { name: 'Manage Views…' }).click();
      const manage = page.getByRole('dialog', { name: 'Saved Views' });
      await manage.getByRole('button', { name: `Copy link to view ${viewName}` }).click();
      await expect(page.getByText(`The link to view "${viewName}" is on the clipboard.`)).toBeVisible();
      const link = await page.evaluate(() => navigator.clipboard.readText());
      expect(link).toMatch(new RegExp(`^${baseURL ?? ''}/?#${ROUTE}\\?`));

      // A colleague in another browser opens the link: the same rows.
      const colleagueContext = await browser.newContext({ baseURL });
      try {
        const colleague = await colleagueContext.newPage();
        await signIn(colleague, ACCOUNTS.operationsTwo);
        await colleague.goto(link);
        await expect(colleague.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
        await expectRows(colleague, viewRows);
      } finally {
        await colleagueContext.close();
      }
    } finally {
      await deleteViewsNamed(request, viewName);
    }
  });
});
