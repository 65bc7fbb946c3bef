import { describe, expect, it } from 'vitest';
import { isSearchShortcut, type ShortcutKeyPress } from './search-shortcut';

const press = (key: string, changes: Partial<ShortcutKeyPress> = {}): ShortcutKeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  isTyping: false,
  isModalOpen: false,
  ...changes,
});

describe("the 'Search screens' shortcut", () => {
  it("takes '/' when the user is not typing", () => {
    expect(isSearchShortcut(press('/'))).toBe(true);
  });

  it("leaves '/' to a field being typed in", () => {
    expect(isSearchShortcut(press('/', { isTyping: true }))).toBe(false);
  });

  it.each([
    ['Ctrl+K', press('k', { ctrlKey: true })],
    ['Ctrl+Shift+K', press('K', { ctrlKey: true })],
    ['Cmd+K', press('k', { metaKey: true })],
    ['Ctrl+K in a field', press('k', { ctrlKey: true, isTyping: true })],
  ])('takes %s', (_name, keyPress) => {
    expect(isSearchShortcut(keyPress)).toBe(true);
  });

  it.each([
    ['a plain k', press('k')],
    ['Ctrl+/', press('/', { ctrlKey: true })],
    ['Alt+Ctrl+K', press('k', { ctrlKey: true, altKey: true })],
    ['another key', press('s', { ctrlKey: true })],
  ])('ignores %s', (_name, keyPress) => {
    expect(isSearchShortcut(keyPress)).toBe(false);
  });

  it('does nothing while a modal dialog is open', () => {
    expect(isSearchShortcut(press('/', { isModalOpen: true }))).toBe(false);
    expect(isSearchShortcut(press('k', { ctrlKey: true, isModalOpen: true }))).toBe(false);
  });
});
