import { describe, expect, it } from 'vitest';
import { filterMenuByRole, MAIN_MENU, Role, ROUTES } from '@portal/contracts';
import { toNavigationItems } from './main-menu';

describe('toNavigationItems', () => {
  const items = toNavigationItems(filterMenuByRole(MAIN_MENU, Role.ids.OPERATIONS), ROUTES.orderTable);

  it('shows the top-level order dashboard as an icon, keeping its label for its accessible name', () => {
    expect(items[0]).toMatchObject({ label: 'Order Dashboard', route: ROUTES.orderDashboard });
    expect(items[0]?.className).toContain('layout-menuitem-icon-only');
  });

  it('highlights the current screen and its group', () => {
    const orders = items.find((item) => item.label === 'Orders');
    expect(orders?.className).toContain('layout-menuitem-active');
    expect(orders?.items?.find((item) => item.route === ROUTES.orderTable)?.className).toContain(
      'layout-menuitem-active',
    );
    expect(items.find((item) => item.label === 'Users')?.className).toBeUndefined();
  });

  it('keeps the role filtering: operations see no super-admin-only settings', () => {
    const settings = items.find((item) => item.label === 'Settings');
    expect(settings?.items?.map((item) => item.label)).toEqual([
      'Transaction Fee Settings',
      'Discount Settings',
      'Action Log',
    ]);
  });
});
