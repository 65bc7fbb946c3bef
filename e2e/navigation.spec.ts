import { expect, test } from '@playwright/test';
import { ACCOUNTS, mainMenu, signIn, signOut } from './support/portal';

test.describe('navigation and access', () => {
  test('sends a visitor who is not signed in to the login page', async ({ page }) => {
    await page.goto('/#/users/user-management');
    await expect(page).toHaveURL(/#\/login$/);
  });

  test('shows NOT FOUND for an unknown path, with a way home', async ({ page }) => {
    await signIn(page, ACCOUNTS.operations);
    await page.goto('/#/no/such/screen');
    await expect(page).toHaveURL(/#\/pages\/notfound$/);
    await expect(page.getByRole('heading', { name: 'NOT FOUND' })).toBeVisible();
    await expect(page.getByText('Requested resource is not available.')).toBeVisible();
    await page.getByRole('button', { name: 'GO BACK TO HOME PAGE' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Order Dashboard' })).toBeVisible();
  });

  test('shows ACCESS DENIED when operations opens a super-admin screen', async ({ page }) => {
    await signIn(page, ACCOUNTS.operations);
    await page.goto('/#/products/category-management');
    await expect(page).toHaveURL(/#\/pages\/access$/);
    await expect(page.getByRole('heading', { name: 'ACCESS DENIED' })).toBeVisible();
    await page.getByRole('button', { name: 'GO BACK TO HOME PAGE' }).click();
    await expect(page).toHaveURL(/#\/(login|orders\/order-dashboard)$/);
  });

  test('opens a screen from the menu, with its breadcrumb and a way back', async ({ page }) => {
    await signIn(page, ACCOUNTS.superAdmin);
    await mainMenu(page).getByRole('menuitem', { name: 'Products', exact: true }).click();
    await mainMenu(page).getByRole('menuitem', { name: 'Category Management' }).click();
    await expect(page).toHaveURL(/#\/products\/category-management$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Category Management' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Category Management');
    await page.getByRole('link', { name: 'Return To Order Dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Order Dashboard' })).toBeVisible();
  });

  test('logs out from the profile panel and the old session no longer works', async ({ page }) => {
    await signIn(page, ACCOUNTS.finance);
    // spec 000 §3: the session token is kept in sessionStorage.
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    expect(token).toBeTruthy();
    await signOut(page);
    await page.goto('/#/orders/order-dashboard');
    await expect(page).toHaveURL(/#\/login$/);
    const response = await page.request.get('/api/me', {
      headers: { authorization: `Bearer ${token ?? ''}` },
    });
    expect(response.status()).toBe(401);
  });
});
