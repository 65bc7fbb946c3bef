export type TagSeverity = 'success' | 'info' | 'warning' | 'danger' | 'secondary';

export interface TagTone {
  readonly background: string;
  readonly color: string;
  readonly border: string;
}

/**
 * The badge colours, ours rather than the theme's: the theme draws every badge in white on a light green, blue
 * or orange (2.1–3:1) and its 'secondary' in the same green as 'success', so Active and Inactive looked alike
 * (issue 11). Each text colour has at least 4.5:1 on its background (WCAG 1.4.3) and each tone differs from the
 * others in hue and in lightness, so a status does not rest on colour alone.
 */
export const TAG_TONES: Readonly<Record<TagSeverity, TagTone>> = {
  success: { background: '#166534', color: '#ffffff', border: '#166534' },
  info: { background: '#075985', color: '#ffffff', border: '#075985' },
  warning: { background: '#fef3c7', color: '#78350f', border: '#b45309' },
  danger: { background: '#b91c1c', color: '#ffffff', border: '#b91c1c' },
  secondary: { background: '#e5e7eb', color: '#1f2937', border: '#6b7280' },
};

function channel(value: number): number {
  const scaled = value / 255;
  return scaled <= 0.03928 ? scaled / 12.92 : ((scaled + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a '#rrggbb' colour. */
export function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [red, green, blue] = [match[1], match[2], match[3]].map((part) => channel(parseInt(part ?? '0', 16)));
  return 0.2126 * (red ?? 0) + 0.7152 * (green ?? 0) + 0.0722 * (blue ?? 0);
}

/** WCAG contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}
