import { describe, expect, it } from 'vitest';
import { shouldConfirmLeaving } from './unsaved-changes';

describe('shouldConfirmLeaving (spec 000 §2 unsaved-changes guard)', () => {
  it('asks before leaving a screen with unsaved changes', () => {
    expect(shouldConfirmLeaving(true, '/account/settings', '/orders/order-table', true)).toBe(true);
  });

  it('lets the user leave a clean screen', () => {
    expect(shouldConfirmLeaving(false, '/account/settings', '/orders/order-table', true)).toBe(false);
  });

  it('does not ask when only the query string changes', () => {
    expect(shouldConfirmLeaving(true, '/account/settings', '/account/settings', true)).toBe(false);
  });

  it('never holds back sign-out or the idle time-out', () => {
    expect(shouldConfirmLeaving(true, '/account/settings', '/login', false)).toBe(false);
  });
});
