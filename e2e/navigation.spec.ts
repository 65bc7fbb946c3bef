import { expect, test } from './support/test';
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

  test('opens the menu and reaches a screen with the keyboard alone (WAI-ARIA menubar)', async ({ page }) => {
    await signIn(page, ACCOUNTS.superAdmin);
    const menu = mainMenu(page);
    const entry = (name: string) => menu.getByRole('menuitem', { name, exact: true });

    // Tab into the page until focus reaches the menubar: one Tab stop for the whole bar (roving tabindex).
    await page.locator('body').focus();
    for (let presses = 0; presses < 20; presses += 1) {
      await page.keyboard.press('Tab');
      if (await entry('Order Dashboard').evaluate((element) => element === document.activeElement)) break;
    }
    await expect(entry('Order Dashboard')).toBeFocused();
    await expect(menu.getByRole('menubar').locator('[role="menuitem"][tabindex="0"]')).toHaveCount(1);
    // The focus ring shows where the keyboard is.
    await expect(entry('Order Dashboard')).toHaveCSS('outline-style', 'solid');

    // Left and Right move along the bar, Home and End jump to its ends.
    await page.keyboard.press('ArrowRight');
    await expect(entry('Users')).toBeFocused();
    await page.keyboard.press('End');
    await expect(entry('Settings')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(entry('Order Dashboard')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(entry('Settings')).toBeFocused();

    // Down opens a submenu on its first entry; Escape closes it and gives focus back to its parent.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(entry('Users')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(entry('Users')).toHaveAttribute('aria-expanded', 'true');
    await expect(entry('User Management')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(entry('Company Management')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu.getByRole('menu')).toHaveCount(0);
    await expect(entry('Users')).toBeFocused();

    // Enter opens Products; Up wraps to its last entry; Enter goes there.
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight']) await page.keyboard.press(key);
    await expect(entry('Products')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(entry('Category Management')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(entry('Size & Spec Management')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/products\/product-size-management$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Size & Spec Management' })).toBeVisible();
    await expect(menu.getByRole('menu')).toHaveCount(0);

    // Space opens a submenu too, and a letter jumps to the next entry starting with it.
    await entry('Products').focus();
    await page.keyboard.press('s');
    await expect(entry('Settings')).toBeFocused();
    await page.keyboard.press(' ');
    await expect(entry('Tax Rate Settings')).toBeFocused();
    await page.keyboard.press('a');
    await expect(entry('Action Log')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Action Log' })).toBeVisible();
  });

  test("focuses 'Search screens' with '/' or Ctrl+K, but leaves '/' to a field being typed in", async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.operations);
    const search = page.getByRole('searchbox', { name: 'Search screens' });

    await page.keyboard.press('/');
    await expect(search).toBeFocused();
    await page.keyboard.type('company');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Company Management' })).toBeVisible();

    // Typing '/' into a field types it.
    const filter = page.getByLabel('Search Name or City');
    await filter.fill('');
    await filter.press('/');
    await expect(filter).toHaveValue('/');
    await expect(search).toHaveCount(0);

    // Ctrl+K works from anywhere, a field included.
    await filter.press('Control+k');
    await expect(search).toBeFocused();
    await page.keyboard.type('user man');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
  });

  test('logs out from the profile panel and the old session no longer works', async ({ page }) => {
    // Operations: the finance demo account works in French (issue 11), and signOut reads the English menu.
    await signIn(page, ACCOUNTS.operations);
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
