import type { CSSProperties } from 'react';

/**
 * The board kit's colours, ours rather than the theme's (as the badges' TAG_TONES): every text colour at least
 * 4.5:1 on the background it sits on (WCAG 1.4.3), the focus ring and the toggle's border at least 3:1 (1.4.11).
 * board.test.tsx checks each pair; board.css reads them as custom properties set on the kit's root elements.
 */
export const BOARD_COLOURS = {
  columnBackground: '#f3f4f6',
  headingText: '#1f2937',
  countBackground: '#374151',
  countText: '#ffffff',
  cardBackground: '#ffffff',
  cardText: '#1f2937',
  mutedText: '#4b5563',
  cardBorder: '#d1d5db',
  focus: '#1d4ed8',
} as const;

export const VIEW_TOGGLE_COLOURS = {
  background: '#ffffff',
  text: '#1f2937',
  border: '#4b5563',
  pressedBackground: '#1f2937',
  pressedText: '#ffffff',
  focus: '#1d4ed8',
} as const;

/** `{ cardText: '#1f2937' }` with prefix 'board' → `{ '--board-card-text': '#1f2937' }`, for a style prop. */
export function colourVariables(prefix: string, colours: Readonly<Record<string, string>>): CSSProperties {
  const variables: Record<string, string> = {};
  for (const [name, value] of Object.entries(colours)) {
    variables[`--${prefix}-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`] = value;
  }
  return variables;
}
