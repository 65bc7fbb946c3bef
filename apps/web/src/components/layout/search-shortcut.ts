/** What the shortcut needs to know of a key press and of where focus is. */
export interface ShortcutKeyPress {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
  /** Focus is in a text box, a text area, a select or an editable element. */
  readonly isTyping: boolean;
  /** A modal dialog is open: the page behind it is not the user's to reach. */
  readonly isModalOpen: boolean;
}

/**
 * '/' or Ctrl+K (Cmd+K on a Mac) focuses 'Search screens' (issue 11). '/' only when the user is not typing, so it
 * can still be typed into a field; Ctrl+K types nothing, so it works from a field too. Never behind a modal.
 */
export function isSearchShortcut(press: ShortcutKeyPress): boolean {
  if (press.isModalOpen) return false;
  if (press.key === '/' && !press.ctrlKey && !press.metaKey && !press.altKey) return !press.isTyping;
  return (press.ctrlKey || press.metaKey) && !press.altKey && press.key.toLowerCase() === 'k';
}

const TEXT_INPUT_TYPES = new Set([
  'text',
  'search',
  'email',
  'tel',
  'url',
  'password',
  'number',
  'date',
  'datetime-local',
  'month',
  'time',
  'week',
]);

/** Whether a key typed with focus on this element would be text (so '/' belongs to it). */
export function isTypingTarget(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  if (element instanceof HTMLInputElement) return TEXT_INPUT_TYPES.has(element.type);
  return element instanceof HTMLElement && element.isContentEditable;
}
