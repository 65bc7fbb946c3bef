import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * The row and card action menus of the component tests (boards, tables): the kit's menu button ('Actions for …')
 * opens a PrimeReact overlay menu portalled outside the row.
 */

/**
 * The menu a menu button controls, once open. jsdom lays nothing out, so PrimeReact's overlay keeps an inline
 * display: none that a browser never keeps; the menu is found regardless of that (the e2e suite sees it).
 */
export async function menuOf(button: HTMLElement): Promise<HTMLElement> {
  await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('true'));
  const menuId = button.getAttribute('aria-controls') ?? '';
  const root = await waitFor(() => {
    const element = document.getElementById(menuId);
    if (!element) throw new Error(`No element #${menuId}`);
    return element;
  });
  return within(root).findByRole('menu', { hidden: true });
}

/** Opens the actions of a record named `name` ('Order OR-10001') once its button shows, and gives its menu. */
export async function openActionsMenu(
  user: ReturnType<typeof userEvent.setup>,
  name: string,
): Promise<HTMLElement> {
  const button = await screen.findByRole('button', { name: `Actions for ${name}` });
  await user.click(button);
  return menuOf(button);
}

/** The entries of an open menu, in order. */
export function menuEntries(menu: HTMLElement): string[] {
  return within(menu)
    .getAllByRole('menuitem', { hidden: true })
    .map((item) => item.textContent ?? '');
}
