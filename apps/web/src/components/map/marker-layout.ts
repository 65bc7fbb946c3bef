import { MAP } from '@portal/contracts';

export interface MapPosition {
  readonly latitude: number;
  readonly longitude: number;
}

export interface PixelOffset {
  readonly x: number;
  readonly y: number;
}

/** Distance of a shifted marker from its true position: wide enough that two 28 px markers stay clickable. */
export const COLOCATED_MARKER_RADIUS_PX = 16;

/** spec 000 §9: markers are "at the same position" when their coordinates agree to 4 decimals (about 11 m). */
export function samePositionKey(position: MapPosition): string {
  const decimals = MAP.samePositionDecimals;
  // toFixed rounds, and -0.00001 would print as "-0.0000": normalise so both sides of zero share a key.
  const normalise = (value: number) => {
    const text = value.toFixed(decimals);
    return Number(text) === 0 ? (0).toFixed(decimals) : text;
  };
  return `${normalise(position.latitude)},${normalise(position.longitude)}`;
}

/**
 * spec 000 §9: markers at the same position are offset so every one stays visible and clickable. Offsets are in
 * screen pixels (applied to the icon, not the coordinates), so they stay the same at every zoom and the marker's
 * coordinates stay true. A lone marker keeps (0, 0); a group of n is spread evenly on a small circle, the first
 * one straight above its position.
 */
export function colocatedMarkerOffsets(positions: readonly MapPosition[]): PixelOffset[] {
  const groups = new Map<string, number[]>();
  positions.forEach((position, index) => {
    const key = samePositionKey(position);
    const group = groups.get(key);
    if (group) group.push(index);
    else groups.set(key, [index]);
  });
  const offsets: PixelOffset[] = positions.map(() => ({ x: 0, y: 0 }));
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    // A larger group needs a wider circle so neighbours on it do not overlap either.
    const radius = Math.max(
      COLOCATED_MARKER_RADIUS_PX,
      (group.length * COLOCATED_MARKER_RADIUS_PX) / Math.PI,
    );
    group.forEach((positionIndex, order) => {
      const angle = -Math.PI / 2 + (2 * Math.PI * order) / group.length;
      offsets[positionIndex] = {
        x: Math.round(radius * Math.cos(angle)),
        y: Math.round(radius * Math.sin(angle)),
      };
    });
  }
  return offsets;
}

/**
 * A marker button's accessible name: the stop's name, led by the short label drawn in it ('2 · Terrebonne yard'),
 * so what a screen reader says contains what the eye reads (WCAG 2.5.3, axe 'label-content-name-mismatch').
 */
export function markerAccessibleName(label: string | null, title: string): string {
  if (label === null || label.trim() === '' || title.startsWith(label)) return title;
  return `${label} · ${title}`;
}
