import { describe, expect, it } from 'vitest';
import { INITIAL_MENUBAR_STATE, menubarKeyDown, type MenubarShape, type MenubarState } from './menubar-keys';

// Order Dashboard (a plain entry), Users (3 entries), Products (2 entries), Help (a plain entry).
const SHAPE: MenubarShape = {
  items: [
    { label: 'Order Dashboard', children: [] },
    { label: 'Users', children: ['User Management', 'Company Management', 'Transporter Management'] },
    { label: 'Products', children: ['Product Management', 'Size & Spec Management'] },
    { label: 'Help', children: [] },
  ],
};

function press(state: MenubarState, ...keys: string[]) {
  let result = { state, handled: false } as ReturnType<typeof menubarKeyDown>;
  for (const key of keys) result = menubarKeyDown(SHAPE, result.state, key);
  return result;
}

const onTop = (top: number): MenubarState => ({ top, open: null, sub: null });

describe('menubar keyboard (WAI-ARIA menubar pattern)', () => {
  it('moves along the bar with Left and Right, wrapping at both ends', () => {
    expect(press(INITIAL_MENUBAR_STATE, 'ArrowRight').state).toEqual(onTop(1));
    expect(press(INITIAL_MENUBAR_STATE, 'ArrowLeft').state).toEqual(onTop(3));
    expect(press(onTop(3), 'ArrowRight').state).toEqual(onTop(0));
  });

  it('jumps to the first and last entries with Home and End', () => {
    expect(press(onTop(2), 'Home').state).toEqual(onTop(0));
    expect(press(onTop(1), 'End').state).toEqual(onTop(3));
  });

  it.each(['ArrowDown', 'Enter', ' '])('opens a submenu on its first entry with %j', (key) => {
    const result = press(onTop(1), key);
    expect(result).toMatchObject({ handled: true, state: { top: 1, open: 1, sub: 0 } });
    expect(result.activate).toBeUndefined();
  });

  it('opens a submenu on its last entry with Up', () => {
    expect(press(onTop(2), 'ArrowUp').state).toEqual({ top: 2, open: 2, sub: 1 });
  });

  it('moves inside a submenu with Up, Down, Home and End, wrapping', () => {
    const opened = press(onTop(1), 'ArrowDown').state;
    expect(press(opened, 'ArrowDown').state.sub).toBe(1);
    expect(press(opened, 'ArrowUp').state.sub).toBe(2);
    expect(press(opened, 'ArrowDown', 'ArrowDown', 'ArrowDown').state.sub).toBe(0);
    expect(press(opened, 'End').state.sub).toBe(2);
    expect(press(opened, 'End', 'Home').state.sub).toBe(0);
  });

  it('activates the focused submenu entry with Enter and closes the submenu', () => {
    const result = press(onTop(1), 'ArrowDown', 'ArrowDown', 'Enter');
    expect(result.activate).toEqual({ top: 1, sub: 1 });
    expect(result.state).toEqual(onTop(1));
  });

  it('activates a plain entry of the bar with Enter or Space', () => {
    expect(press(onTop(0), 'Enter').activate).toEqual({ top: 0, sub: null });
    expect(press(onTop(3), ' ').activate).toEqual({ top: 3, sub: null });
  });

  it('closes the submenu with Escape, focus back on its entry', () => {
    const result = press(onTop(2), 'ArrowDown', 'Escape');
    expect(result).toMatchObject({ handled: true, state: onTop(2) });
    expect(result.activate).toBeUndefined();
  });

  it('leaves Escape alone when nothing is open, so a dialog or page can use it', () => {
    expect(press(onTop(1), 'Escape').handled).toBe(false);
  });

  it("moves sideways out of a submenu, opening the neighbour's submenu with focus on the neighbour", () => {
    expect(press(onTop(1), 'ArrowDown', 'ArrowRight').state).toEqual({ top: 2, open: 2, sub: null });
    // The neighbour without a submenu just takes focus.
    expect(press(onTop(2), 'ArrowDown', 'ArrowRight').state).toEqual(onTop(3));
    expect(press(onTop(1), 'ArrowDown', 'ArrowLeft').state).toEqual(onTop(0));
  });

  it('keeps a submenu open while moving along the bar once one is open', () => {
    const openWithFocusOnBar: MenubarState = { top: 1, open: 1, sub: null };
    expect(press(openWithFocusOnBar, 'ArrowRight').state).toEqual({ top: 2, open: 2, sub: null });
    expect(press(openWithFocusOnBar, 'ArrowDown').state).toEqual({ top: 1, open: 1, sub: 0 });
  });

  it('closes everything on Tab without taking the key, so focus leaves the menubar', () => {
    const result = press(onTop(1), 'ArrowDown', 'Tab');
    expect(result).toMatchObject({ handled: false, state: onTop(1) });
  });

  it('jumps to the next entry starting with a typed letter, on the bar and in a submenu', () => {
    expect(press(onTop(0), 'p').state.top).toBe(2);
    expect(press(onTop(2), 'U').state.top).toBe(1);
    expect(press(onTop(1), 'ArrowDown', 't').state.sub).toBe(2);
    // No entry starts with the letter: nothing moves.
    expect(press(onTop(1), 'z').state).toEqual(onTop(1));
  });

  it('ignores keys it does not know, such as Shift', () => {
    expect(press(onTop(1), 'Shift')).toMatchObject({ handled: false, state: onTop(1) });
  });
});
