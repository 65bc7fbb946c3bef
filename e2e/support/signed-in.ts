import type { Page } from '@playwright/test';
import { ACCOUNTS, signIn } from './portal';
import { test as base } from './test';

/** What the portal keeps in the tab's session storage once signed in (apps/web/src/lib/session.ts). */
type StoredSession = Readonly<Record<string, string>>;

/**
 * For specs that look at many screens as one user and are not about signing in (the accessibility sweep): the
 * worker signs the super admin in once, through the login page, and each test gets a fresh browser context whose
 * tab starts with that session — its own page, nothing left over from the test before, without paying a sign-in
 * and the dashboard's load per test. Session storage belongs to one tab, so it is written by an init script, once
 * per tab: a test that signs out stays signed out after a reload.
 */
export const test = base.extend<{ superAdminPage: Page }, { superAdminSession: StoredSession }>({
  superAdminSession: [
    async ({ browser, portal }, use) => {
      const context = await browser.newContext({ baseURL: portal.baseURL });
      const page = await context.newPage();
      await signIn(page, ACCOUNTS.superAdmin);
      const stored = await page.evaluate(() => ({ ...window.sessionStorage }));
      await context.close();
      await use(stored);
    },
    { scope: 'worker' },
  ],
  superAdminPage: async ({ browser, baseURL, superAdminSession }, use) => {
    const context = await browser.newContext({ baseURL });
    await context.addInitScript((stored: StoredSession) => {
      const marker = 'e2e-session-restored';
      if (window.sessionStorage.getItem(marker)) return;
      for (const [key, value] of Object.entries(stored)) window.sessionStorage.setItem(key, value);
      window.sessionStorage.setItem(marker, 'true');
    }, superAdminSession);
    const page = await context.newPage();
    await use(page);
    await context.close();
  },
});

export { expect } from './test';
