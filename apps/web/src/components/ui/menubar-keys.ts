/**
 * The keyboard of a menubar (WAI-ARIA Authoring Practices, "Menubar" pattern), as a pure function so that every
 * key can be checked without a browser. The component keeps this state and moves DOM focus to match it.
 */

export interface MenubarState {
  /** The top-level item that has focus, or would have it when the menubar is tabbed into (roving tabindex). */
  readonly top: number;
  /** The top-level item whose submenu is open, if any. */
  readonly open: number | null;
  /** The item of the open submenu that has focus; null while focus is on the top-level item. */
  readonly sub: number | null;
}

export interface MenubarShape {
  /** Per top-level item: its label (for type-ahead) and its submenu's item labels (empty: a plain entry). */
  readonly items: ReadonlyArray<{ readonly label: string; readonly children: readonly string[] }>;
}

export interface MenubarKeyResult {
  readonly state: MenubarState;
  /** The key was used: the caller prevents the browser's default and moves focus. */
  readonly handled: boolean;
  /** An entry to activate (navigate to): the top-level item, and its submenu item when sub is a number. */
  readonly activate?: { readonly top: number; readonly sub: number | null };
}

export const INITIAL_MENUBAR_STATE: MenubarState = { top: 0, open: null, sub: null };

function wrap(index: number, count: number): number {
  return ((index % count) + count) % count;
}

/** First-character type-ahead: the next label after `from` that starts with the typed character. */
function findByCharacter(labels: readonly string[], from: number, character: string): number | null {
  const wanted = character.toLocaleLowerCase();
  for (let step = 1; step <= labels.length; step += 1) {
    const index = wrap(from + step, labels.length);
    if ((labels[index] ?? '').trim().toLocaleLowerCase().startsWith(wanted)) return index;
  }
  return null;
}

function isPrintableCharacter(key: string): boolean {
  return key.length === 1 && key.trim() !== '';
}

function childCount(shape: MenubarShape, top: number): number {
  return shape.items[top]?.children.length ?? 0;
}

/** A neighbour on the menubar; its submenu opens when one was open, focus stays on the menubar item. */
function moveOnMenubar(shape: MenubarShape, state: MenubarState, top: number): MenubarState {
  const wasOpen = state.open !== null;
  return { top, open: wasOpen && childCount(shape, top) > 0 ? top : null, sub: null };
}

function keyOnMenubar(shape: MenubarShape, state: MenubarState, key: string): MenubarKeyResult {
  const count = shape.items.length;
  const { top } = state;
  const children = childCount(shape, top);
  const handled = (next: MenubarState): MenubarKeyResult => ({ state: next, handled: true });
  switch (key) {
    case 'ArrowRight':
      return handled(moveOnMenubar(shape, state, wrap(top + 1, count)));
    case 'ArrowLeft':
      return handled(moveOnMenubar(shape, state, wrap(top - 1, count)));
    case 'Home':
      return handled(moveOnMenubar(shape, state, 0));
    case 'End':
      return handled(moveOnMenubar(shape, state, count - 1));
    case 'ArrowDown':
      return children > 0 ? handled({ top, open: top, sub: 0 }) : { state, handled: false };
    case 'ArrowUp':
      return children > 0 ? handled({ top, open: top, sub: children - 1 }) : { state, handled: false };
    case 'Enter':
    case ' ':
      if (children > 0) return handled({ top, open: top, sub: 0 });
      return { state: { ...state, open: null }, handled: true, activate: { top, sub: null } };
    case 'Escape':
      return state.open !== null ? handled({ ...state, open: null, sub: null }) : { state, handled: false };
    case 'Tab':
      return { state: { ...state, open: null, sub: null }, handled: false };
    default: {
      if (!isPrintableCharacter(key)) return { state, handled: false };
      const found = findByCharacter(
        shape.items.map((item) => item.label),
        top,
        key,
      );
      return found === null ? { state, handled: true } : handled(moveOnMenubar(shape, state, found));
    }
  }
}

function keyInSubmenu(shape: MenubarShape, state: MenubarState, sub: number, key: string): MenubarKeyResult {
  const count = shape.items.length;
  const { top } = state;
  const children = childCount(shape, top);
  const handled = (next: MenubarState): MenubarKeyResult => ({ state: next, handled: true });
  // Leaving a submenu sideways opens the neighbour's submenu, focus on the neighbour itself (APG example).
  const toNeighbour = (next: number): MenubarState => ({
    top: next,
    open: childCount(shape, next) > 0 ? next : null,
    sub: null,
  });
  switch (key) {
    case 'ArrowDown':
      return handled({ ...state, sub: wrap(sub + 1, children) });
    case 'ArrowUp':
      return handled({ ...state, sub: wrap(sub - 1, children) });
    case 'Home':
      return handled({ ...state, sub: 0 });
    case 'End':
      return handled({ ...state, sub: children - 1 });
    case 'ArrowRight':
      return handled(toNeighbour(wrap(top + 1, count)));
    case 'ArrowLeft':
      return handled(toNeighbour(wrap(top - 1, count)));
    case 'Enter':
    case ' ':
      return { state: { top, open: null, sub: null }, handled: true, activate: { top, sub } };
    case 'Escape':
      return handled({ top, open: null, sub: null });
    case 'Tab':
      return { state: { top, open: null, sub: null }, handled: false };
    default: {
      if (!isPrintableCharacter(key)) return { state, handled: false };
      const found = findByCharacter(shape.items[top]?.children ?? [], sub, key);
      return handled(found === null ? state : { ...state, sub: found });
    }
  }
}

/** The next state of the menubar after a key press (modifier keys are the caller's to filter out). */
export function menubarKeyDown(shape: MenubarShape, state: MenubarState, key: string): MenubarKeyResult {
  if (shape.items.length === 0) return { state, handled: false };
  const top = Math.min(state.top, shape.items.length - 1);
  const current = { ...state, top };
  if (current.sub !== null && current.open === top && childCount(shape, top) > 0) {
    return keyInSubmenu(shape, current, Math.min(current.sub, childCount(shape, top) - 1), key);
  }
  return keyOnMenubar(shape, { ...current, sub: null }, key);
}
