import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import {
  BackgroundProcessStatus,
  CompanyType,
  DeliveryMethod,
  RequestPurpose,
  Role,
  VERSION_HEADER,
} from '@portal/contracts';
import { ACCOUNTS, DEMO_PASSWORD, mainMenu, signIn } from './support/portal';

/**
 * Learned corrections (issue 13 'corrections can be listed and removed by a super admin'; decision 143): what
 * staff taught GoMatch in a standardization is listed on its own screen, reached from Standardized Quote
 * Management, searched, and a wrong one deleted.
 */

type Headers = Record<string, string>;

async function signInToApi(request: APIRequestContext): Promise<Headers> {
  const response = await request.post('/api/auth/signin', {
    data: { email: ACCOUNTS.superAdmin, password: DEMO_PASSWORD },
  });
  const { token } = ((await response.json()) as { data: { token: string } }).data;
  return { authorization: `Bearer ${token}` };
}

async function data<T>(response: { ok(): boolean; json(): Promise<unknown>; text(): Promise<string> }) {
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

interface Item {
  id: number;
  sequenceNumber: number;
  productId: number | null;
  productSizeId: number | null;
  specs: Array<{ id: number }>;
  quantity: number | null;
  note: string | null;
  fromGomatchItemId: number | null;
}

/**
 * Two corrections of the test's own, taught as staff teach them: a request with two lines, standardized, each
 * line given another product and marked reviewed, saved. The lines carry the run's stamp so the search finds them.
 */
async function teachTwoCorrections(request: APIRequestContext, stamp: string): Promise<[string, string]> {
  const headers = await signInToApi(request);
  const [company] = await data<Array<{ id: number }>>(
    await request.get(`/api/companiesByTypeId/${CompanyType.ids.BUYER}?search=Rive-Nord`, { headers }),
  );
  const [buyer] = await data<Array<{ id: number }>>(
    await request.get(`/api/activeUsers/${Role.ids.BUYER}?companyId=${company?.id}`, { headers }),
  );
  const lines: [string, string] = [
    `12 red maple lot ${stamp}a 60mm cal`,
    `30 cedar hedge lot ${stamp}b 5 pi`,
  ];
  const created = await data<{ id: number }>(
    await request.post('/api/quoteRequest', {
      headers,
      data: {
        buyerCompanyId: company?.id,
        buyerUserId: buyer?.id,
        jobName: `Learned corrections ${stamp}`,
        deliveryMethodId: DeliveryMethod.ids.DELIVERY,
        provinceId: null,
        countryId: null,
        spatialDeliveryAddress: null,
        details: lines.join('\n'),
        requestPurpose: { id: RequestPurpose.ids.INSTALL, clientName: null },
      },
    }),
  );
  await expect(async () => {
    const current = await data<{ matchingStatusId: number }>(
      await request.get(`/api/quoteRequest/${created.id}`, { headers }),
    );
    expect(current.matchingStatusId).not.toBe(BackgroundProcessStatus.ids.PENDING);
  }).toPass({ timeout: 30_000 });
  const standardized = await data<{ id: number; version: number; items: Item[] }>(
    await request.post('/api/quoteStandardization', { headers, data: { quoteRequestId: created.id } }),
  );
  // What staff pick instead: a cultivar the line did not name, so each save teaches the engine something.
  const products = await data<{ products: Array<{ product: { id: number } }> }>(
    await request.get('/api/catalogSearch?text=Acer%20rubrum%20Redpointe&limit=3', { headers }),
  );
  const taught = products.products.map((found) => found.product.id);
  const items = standardized.items.map((item) => ({
    id: item.id,
    sequenceNumber: item.sequenceNumber,
    productId: taught.find((id) => id !== item.productId) ?? null,
    productSizeId: null,
    specIds: [],
    quantity: item.quantity,
    reviewed: true,
    note: item.note,
    fromGomatchItemId: item.fromGomatchItemId,
  }));
  expect(items).toHaveLength(2);
  await data(
    await request.put('/api/quoteStandardization', {
      headers: { ...headers, [VERSION_HEADER]: String(standardized.version) },
      data: { id: standardized.id, action: 'save', items },
    }),
  );
  return lines;
}

test.describe('learned corrections', () => {
  test('a super admin opens them from standardization, searches, and deletes a wrong one', async ({
    page,
    request,
  }) => {
    const stamp = `e2e${Date.now().toString(36)}`;
    const [maple, cedar] = await teachTwoCorrections(request, stamp);

    await signIn(page, ACCOUNTS.superAdmin);
    await mainMenu(page).getByRole('menuitem', { name: 'Quotes', exact: true }).click();
    await mainMenu(page)
      .getByRole('menuitem', { name: 'Standardized Quote Management', exact: true })
      .click();
    await page.getByRole('link', { name: 'Learned Corrections' }).click();
    await expect(page).toHaveURL(/#\/quotes\/gomatch-corrections/);
    await expect(page.getByRole('heading', { level: 1, name: 'Learned Corrections' })).toBeVisible();

    // Typed as a user types; the server narrows the list to this run's two lines.
    const search = page.getByRole('searchbox', { name: 'Search input text or product' });
    await search.click();
    await page.keyboard.type(stamp);
    await expect(page).toHaveURL(new RegExp(`search=${stamp}`));
    const rows = page.getByRole('table', { name: 'Learned Corrections' }).getByRole('row');
    await expect(rows.filter({ hasText: maple })).toBeVisible();
    await expect(rows.filter({ hasText: cedar })).toBeVisible();
    // Who taught it: the super admin (account.spec may have renamed her Sophie-Anne by now).
    await expect(rows.filter({ hasText: cedar }).getByText(/^Sophie(-Anne)? Tremblay$/)).toBeVisible();

    // Delete from the keyboard: focus the row's button, Enter, then Enter on Yes.
    await page.getByRole('button', { name: `Delete the correction of ${cedar}` }).focus();
    await page.keyboard.press('Enter');
    const confirmation = page.getByRole('dialog', { name: 'Delete Learned Correction' });
    await expect(confirmation).toContainText(
      `Are you sure you want to delete learned correction "${cedar}"?`,
    );
    await confirmation.getByRole('button', { name: 'Yes' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Learned correction deleted successfully.')).toBeVisible();
    await expect(rows.filter({ hasText: cedar })).toHaveCount(0);
    await expect(rows.filter({ hasText: maple })).toBeVisible();

    // Gone for good: a reload asks the server again.
    await page.reload();
    await expect(rows.filter({ hasText: maple })).toBeVisible();
    await expect(rows.filter({ hasText: cedar })).toHaveCount(0);
  });

  test('operations staff are sent to the access page', async ({ page }) => {
    await signIn(page, ACCOUNTS.operations);
    await page.goto('/#/quotes/gomatch-corrections');
    await expect(page).toHaveURL(/#\/pages\/access/);
  });
});
