import { MAP } from '@portal/contracts';

/** "Dark" for the colours beyond the fixed ten: HSL lightness in this range keeps a line readable on the light map. */
export const RANDOM_ROUTE_COLOR_LIGHTNESS = { minimum: 22, maximum: 35 } as const;
const RANDOM_ROUTE_COLOR_SATURATION = { minimum: 55, maximum: 85 } as const;

/**
 * A small deterministic pseudo-random generator (mulberry32). Seeding it with the route's index keeps each
 * route's colour stable across re-renders and reloads, which a truly random colour would not.
 */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

function hexChannel(value: number): string {
  return Math.round(value * 255)
    .toString(16)
    .padStart(2, '0');
}

/** HSL (degrees, percent, percent) to a #rrggbb string, so every colour compares the same way in the DOM. */
export function hslToHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const chroma = s * Math.min(l, 1 - l);
  const channel = (offset: number) => {
    const k = (offset + hue / 30) % 12;
    return l - chroma * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return `#${hexChannel(channel(0))}${hexChannel(channel(8))}${hexChannel(channel(4))}`;
}

/**
 * spec 000 §9 / 001 §9: routes take the ten fixed colours in order, then random dark ones. The random colours
 * are seeded by the route's index (the same route keeps its colour) and kept dark by an HSL lightness cap.
 */
export function routeColor(routeIndex: number): string {
  const fixed = MAP.routeColors[routeIndex];
  if (fixed !== undefined) return fixed;
  const random = seededRandom(routeIndex);
  const hue = random() * 360;
  const saturation =
    RANDOM_ROUTE_COLOR_SATURATION.minimum +
    random() * (RANDOM_ROUTE_COLOR_SATURATION.maximum - RANDOM_ROUTE_COLOR_SATURATION.minimum);
  const lightness =
    RANDOM_ROUTE_COLOR_LIGHTNESS.minimum +
    random() * (RANDOM_ROUTE_COLOR_LIGHTNESS.maximum - RANDOM_ROUTE_COLOR_LIGHTNESS.minimum);
  return hslToHex(hue, saturation, lightness);
}
