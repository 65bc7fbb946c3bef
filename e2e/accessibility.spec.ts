import type { Locator, Page } from '@playwright/test';
import { filterMenuByRole, MAIN_MENU, MESSAGES, Role, ROUTES, type MenuItem } from '@portal/contracts';
import { expectNoSeriousViolations } from './support/axe';
import { ACCOUNTS, fillSignIn, mainMenu } from './support/portal';
import { expect, test } from './support/signed-in';

// Issue 12 acceptance 5: axe-core's WCAG 2.1 A and AA rules find no serious or critical violation on any screen
// of the portal, nor on the editors, menus and dialogs those screens open (decisions 112–114). The first test signs
// in through the login page; the others start signed in as the super admin, each in a fresh tab (support/signed-in).

/** Every screen of the menu the super admin sees (the role that sees them all). */
function superAdminRoutes(): string[] {
  const routes: string[] = [];
  const visit = (items: readonly MenuItem[]) => {
    for (const item of items) {
      if (item.route && !routes.includes(item.route)) routes.push(item.route);
      visit(item.items ?? []);
    }
  };
  visit(filterMenuByRole(MAIN_MENU, Role.ids.SUPER_ADMIN));
  return routes;
}

const SCREENS = [
  ...superAdminRoutes(),
  // Off the menu, reached from Standardized Quote Management (decision 143).
  ROUTES.gomatchCorrections,
  ROUTES.accountSettings,
  ROUTES.termsOfUsage,
  ROUTES.support,
  ROUTES.notFound,
  ROUTES.access,
  ROUTES.error,
];

/** Opens a screen by its address and waits until its title shows and its data has arrived. */
async function openScreen(page: Page, route: string): Promise<void> {
  await page.goto(`/#${route}`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await settle(page);
}

/** Waits until no request is under way and no loading indicator shows, so axe sees what the user reads. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

async function openDialog(page: Page, opener: Locator): Promise<Locator> {
  await opener.click();
  const dialog = page.getByRole('dialog').last();
  await expect(dialog).toBeVisible();
  await settle(page);
  return dialog;
}

/** The first row's edit button of a management screen ('Edit <record name>'). */
function firstEditButton(page: Page): Locator {
  return page
    .getByRole('main')
    .getByRole('button', { name: /^Edit / })
    .first();
}

test.describe('accessibility (axe, WCAG 2.1 A and AA)', () => {
  // Each test starts in a tab of its own and changes nothing another reads: they spread over both workers.
  test.describe.configure({ mode: 'parallel' });
  test('the login page, a failed sign-in and the dashboard after signing in', async ({ page }) => {
    await page.goto('/#/login');
    await expect(page.getByRole('button', { name: 'LOGIN' })).toBeVisible();
    await expectNoSeriousViolations(page, 'the login page');

    await fillSignIn(page, ACCOUNTS.superAdmin, 'not-the-password');
    const failure = page.getByRole('dialog', { name: MESSAGES.loginFailedTitle });
    await expect(failure).toBeVisible();
    await settle(page);
    await expectNoSeriousViolations(page, 'the login failure dialog');
    await failure.getByRole('button', { name: 'OK', exact: true }).click();
    await expect(failure).toBeHidden();

    await page.getByLabel('Password', { exact: true }).fill('portal-demo');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(page).toHaveURL(/#\/orders\/order-dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Order Dashboard' })).toBeVisible();
    await settle(page);
    await expectNoSeriousViolations(page, 'the order dashboard after signing in');
  });

  for (const route of SCREENS) {
    test(`screen ${route}`, async ({ superAdminPage: page }) => {
      await openScreen(page, route);
      await expectNoSeriousViolations(page, route);
    });
  }

  const EDITORS: ReadonlyArray<{ route: string; opener: string | RegExp }> = [
    { route: ROUTES.userManagement, opener: 'New User' },
    { route: ROUTES.userManagement, opener: /^Edit / },
    { route: ROUTES.companyManagement, opener: 'New Company' },
    { route: ROUTES.companyManagement, opener: /^Edit / },
    { route: ROUTES.transporterManagement, opener: 'New Transporter' },
    { route: ROUTES.transporterManagement, opener: /^Edit / },
    { route: ROUTES.categoryManagement, opener: 'New Category' },
    { route: ROUTES.categoryManagement, opener: /^Edit / },
    { route: ROUTES.productManagement, opener: 'New Product' },
    { route: ROUTES.productManagement, opener: /^Edit / },
    { route: ROUTES.productSizeManagement, opener: 'New Size or Spec' },
    { route: ROUTES.productSizeManagement, opener: /^Edit / },
    { route: ROUTES.taxRateManagement, opener: /^Edit / },
    { route: ROUTES.discountManagement, opener: 'New Discount' },
    { route: ROUTES.quoteRequestManagement, opener: 'New Quote Request' },
    { route: ROUTES.quoteRequestManagement, opener: /^Edit QR-/ },
  ];

  for (const { route, opener } of EDITORS) {
    test(`editor '${String(opener)}' on ${route}, empty and with its field errors`, async ({
      superAdminPage: page,
    }) => {
      await openScreen(page, route);
      const button =
        typeof opener === 'string'
          ? page.getByRole('main').getByRole('button', { name: opener, exact: true })
          : firstEditButton(page);
      const dialog = await openDialog(page, button);
      await expectNoSeriousViolations(page, `${route}, editor ${String(opener)}`);
      if (typeof opener === 'string') {
        // A new record saved empty shows each required field's error under it.
        await dialog.getByRole('button', { name: 'Save', exact: true }).click();
        await expect(dialog.locator('[aria-invalid="true"]')).not.toHaveCount(0);
        await settle(page);
        await expectNoSeriousViolations(page, `${route}, editor ${opener} with its errors`);
      }
    });
  }

  test('the top menu, the profile panel, the notifications and the screen search', async ({
    superAdminPage: page,
  }) => {
    await openScreen(page, ROUTES.orderDashboard);
    await mainMenu(page).getByRole('menuitem', { name: 'Settings', exact: true }).click();
    await expect(mainMenu(page).getByRole('menu')).toBeVisible();
    await expectNoSeriousViolations(page, 'the Settings menu open');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /^Profile\b/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await expectNoSeriousViolations(page, 'the profile panel open');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Notifications' }).click();
    await expect(page.getByText('You have no new notifications.')).toBeVisible();
    await expectNoSeriousViolations(page, 'the notifications panel open');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Search screens' }).fill('management');
    await expect(page.getByRole('link', { name: /User Management/ })).toBeVisible();
    await expectNoSeriousViolations(page, 'the screen search with results');
  });

  test('an open list of values, a confirmation and a success message', async ({ superAdminPage: page }) => {
    await openScreen(page, ROUTES.userManagement);
    const dialog = await openDialog(
      page,
      page.getByRole('main').getByRole('button', { name: 'New User', exact: true }),
    );
    await dialog.getByLabel('User Type', { exact: true }).press('Enter');
    await expect(page.getByRole('listbox').last()).toBeVisible();
    await settle(page);
    await expectNoSeriousViolations(page, 'the New User type list open');
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(dialog).toBeHidden();

    await page
      .getByRole('main')
      .getByRole('button', { name: /^Delete / })
      .first()
      .click();
    const confirmation = page.getByRole('alertdialog').or(page.getByRole('dialog')).last();
    await expect(confirmation.getByRole('button', { name: 'No', exact: true })).toBeVisible();
    await settle(page);
    await expectNoSeriousViolations(page, 'a delete confirmation');
    await confirmation.getByRole('button', { name: 'No', exact: true }).click();
    await expect(confirmation).toBeHidden();

    // Saving a tax rate unchanged shows the success message without changing anything.
    await openScreen(page, ROUTES.taxRateManagement);
    const editor = await openDialog(page, firstEditButton(page));
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Tax rate updated successfully.')).toBeVisible();
    await expectNoSeriousViolations(page, 'a success message');
  });

  test('the fee table of a company and a new translation row', async ({ superAdminPage: page }) => {
    await openScreen(page, ROUTES.transactionFeeManagement);
    await page.getByLabel('Company', { exact: true }).fill('Paysag');
    await page.getByRole('option').first().click();
    await expect(page.getByLabel('Rate % Buyer fee', { exact: true })).toBeVisible();
    await settle(page);
    await expectNoSeriousViolations(page, 'Transaction Fee Settings with a company');

    await openScreen(page, ROUTES.translationManagement);
    await page.getByRole('button', { name: 'Add Key' }).click();
    await expect(page.getByRole('textbox', { name: 'Key (new)' })).toBeVisible();
    await expectNoSeriousViolations(page, 'Translation Settings with a new row');
  });

  test('the narrow layout (800 px) with its menu open', async ({ superAdminPage: page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await openScreen(page, ROUTES.orderDashboard);
    await expectNoSeriousViolations(page, 'the dashboard at 800 px');
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main menu' }).last()).toBeVisible();
    await expectNoSeriousViolations(page, 'the menu at 800 px');
    await page.keyboard.press('Escape');

    for (const route of [ROUTES.userManagement, ROUTES.productManagement]) {
      await openScreen(page, route);
      await expectNoSeriousViolations(page, `${route} at 800 px`);
    }
  });
});
