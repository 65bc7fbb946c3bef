import { describe, expect, it } from 'vitest';
import { MAIN_MENU, ROUTES } from '@portal/contracts';
import {
  breadcrumbForPath,
  flattenMenu,
  hrefForRoute,
  pageLabelForPath,
  screenRoutesForArea,
  searchMenu,
} from './navigation';

describe('pageLabelForPath', () => {
  it('names a menu screen by its menu label', () => {
    expect(pageLabelForPath(ROUTES.orderDashboard)).toBe('Order Dashboard');
    expect(pageLabelForPath(ROUTES.productSizeManagement)).toBe('Size & Spec Management');
  });

  it('names workspace and account screens that are not in the menu', () => {
    expect(pageLabelForPath(ROUTES.orderDeliveryWorkspace)).toBe('Order Delivery Workspace');
    expect(pageLabelForPath(`${ROUTES.accountSettings}/`)).toBe('Account Settings');
  });

  it('has no label for an unknown path', () => {
    expect(pageLabelForPath('/orders/unknown')).toBeUndefined();
  });
});

describe('breadcrumbForPath', () => {
  it('shows the menu group then the screen', () => {
    expect(breadcrumbForPath(ROUTES.userManagement)).toEqual([
      { label: 'Users' },
      { label: 'User Management', route: ROUTES.userManagement },
    ]);
  });

  it('prefers the grouped entry over the top-level shortcut of the order dashboard', () => {
    expect(breadcrumbForPath(ROUTES.orderDashboard)).toEqual([
      { label: 'Orders' },
      { label: 'Order Dashboard', route: ROUTES.orderDashboard },
    ]);
  });

  it('places a workspace under the menu group of its area', () => {
    expect(breadcrumbForPath(ROUTES.orderDeliveryWizard)).toEqual([
      { label: 'Delivery' },
      { label: 'Order Delivery Wizard', route: ROUTES.orderDeliveryWizard },
    ]);
  });

  it('places the learned corrections, reached from standardization, under Quotes', () => {
    expect(breadcrumbForPath(ROUTES.gomatchCorrections)).toEqual([
      { label: 'Quotes' },
      { label: 'Learned Corrections', route: ROUTES.gomatchCorrections },
    ]);
  });

  it('shows an account page alone', () => {
    expect(breadcrumbForPath(ROUTES.support)).toEqual([{ label: 'Support', route: ROUTES.support }]);
  });

  it('is empty for an unknown path', () => {
    expect(breadcrumbForPath('/nowhere')).toEqual([]);
  });
});

describe('screenRoutesForArea', () => {
  it('lists every route of an area, menu screens and workspaces alike', () => {
    expect(screenRoutesForArea('deliveries')).toEqual([
      ROUTES.orderDeliveryTable,
      ROUTES.orderDeliveryWorkspace,
      ROUTES.orderDeliveryWizard,
    ]);
  });
});

describe('searchMenu', () => {
  const entries = flattenMenu(MAIN_MENU);

  it('finds screens by label, case-insensitively, once per route', () => {
    // Order Dashboard is in the menu twice (top-level icon and under Orders) but is one result.
    const routes = searchMenu(entries, 'DASHBOARD').map((entry) => entry.route);
    expect(routes).toEqual([ROUTES.orderDashboard, ROUTES.subOrderDashboard]);
  });

  it('finds screens by their group label', () => {
    expect(searchMenu(entries, 'settings').map((entry) => entry.label)).toContain('Tax Rate Settings');
    expect(searchMenu(entries, 'delivery').map((entry) => entry.label)).toEqual(['Delivery Table']);
  });

  it('finds nothing for a blank query', () => {
    expect(searchMenu(entries, '   ')).toEqual([]);
  });
});

describe('hrefForRoute', () => {
  it('puts the route behind a hash (spec 000 §2: hash routing)', () => {
    expect(hrefForRoute(ROUTES.support)).toBe('#/account/support');
  });
});
