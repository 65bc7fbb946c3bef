import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { ACCOUNTS, signIn } from './support/portal';

const COMPANY = 'Pépinière Maskoutaine';

async function openCompanyRow(page: Page) {
  await page.goto('/#/users/company-management');
  await page.getByLabel('Search name or city').fill(COMPANY);
  const row = page.getByRole('row').filter({ hasText: COMPANY });
  await expect(row).toHaveCount(1);
  return row;
}

// Issue 3 acceptance 4: two staff on one record see each other, and the second learns of the first one's change.
test('a second staff member is warned the company is in use, sees the first, and gets the change notice', async ({
  browser,
}) => {
  const first = await browser.newContext();
  const second = await browser.newContext();
  try {
    const operations = await first.newPage();
    const superAdmin = await second.newPage();
    await signIn(operations, ACCOUNTS.operations);
    await signIn(superAdmin, ACCOUNTS.superAdmin);

    // Operations opens the company first: nobody else is in it, so no question is asked.
    await (await openCompanyRow(operations)).getByRole('button', { name: `Edit ${COMPANY}` }).click();
    const operationsEditor = operations.getByRole('dialog', { name: 'Edit Company' });
    await expect(operationsEditor).toBeVisible();

    // The super admin is asked before entering a record in use, and sees who is in it.
    await (await openCompanyRow(superAdmin)).getByRole('button', { name: `Edit ${COMPANY}` }).click();
    const inUse = superAdmin.getByRole('dialog', { name: 'In use' });
    await expect(inUse).toContainText('Marc Gagnon');
    await inUse.getByRole('button', { name: 'Enter anyway' }).click();
    const superAdminEditor = superAdmin.getByRole('dialog', { name: 'Edit Company' });
    await expect(superAdminEditor).toBeVisible();
    const visitors = superAdminEditor.getByRole('group', { name: 'Also in this record' });
    await expect(visitors.getByLabel('Marc Gagnon')).toBeVisible();

    // And operations now sees the super admin arrive (account.spec may have renamed her Sophie-Anne).
    await expect(
      operationsEditor.getByRole('group', { name: 'Also in this record' }).getByLabel(/^Sophie.* Tremblay$/),
    ).toBeVisible();

    // Operations saves a change: the super admin's view is outdated and says so.
    await operationsEditor.getByLabel('Phone Number').fill('450-555-0186');
    await operationsEditor.getByRole('button', { name: 'Save' }).click();
    await expect(operationsEditor).toHaveCount(0);
    await expect(
      superAdmin.getByText('Another user changed this record, so your view is outdated.', { exact: false }),
    ).toBeVisible();
    // Operations left the record when its editor closed.
    await expect(visitors.getByLabel('Marc Gagnon')).toHaveCount(0);
  } finally {
    await first.close();
    await second.close();
  }
});
