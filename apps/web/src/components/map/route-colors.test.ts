import { describe, expect, it } from 'vitest';
import { MAP } from '@portal/contracts';
import { hslToHex, RANDOM_ROUTE_COLOR_LIGHTNESS, routeColor } from './route-colors';

function lightnessOf(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  return ((Math.max(...channels) + Math.min(...channels)) / 2) * 100;
}

describe('routeColor', () => {
  it('takes the ten fixed colours in order for the first ten routes', () => {
    expect(Array.from({ length: 10 }, (_, index) => routeColor(index))).toEqual([...MAP.routeColors]);
  });

  it('gives the routes beyond ten dark colours that differ from the fixed ones and from each other', () => {
    const extra = Array.from({ length: 40 }, (_, index) => routeColor(index + 10));
    for (const color of extra) {
      expect(color).toMatch(/^#[0-9a-f]{6}$/);
      // One step of rounding to 8-bit channels is tolerated.
      expect(lightnessOf(color)).toBeLessThanOrEqual(RANDOM_ROUTE_COLOR_LIGHTNESS.maximum + 0.5);
      expect(lightnessOf(color)).toBeGreaterThanOrEqual(RANDOM_ROUTE_COLOR_LIGHTNESS.minimum - 0.5);
      expect(MAP.routeColors).not.toContain(color);
    }
    expect(new Set(extra).size).toBe(extra.length);
  });

  it('keeps a route its colour from one render to the next', () => {
    expect(routeColor(17)).toBe(routeColor(17));
    expect(routeColor(10)).not.toBe(routeColor(11));
  });
});

describe('hslToHex', () => {
  it('converts the primary hues and greys', () => {
    expect(hslToHex(0, 100, 50)).toBe('#ff0000');
    expect(hslToHex(120, 100, 25)).toBe('#008000');
    expect(hslToHex(240, 100, 50)).toBe('#0000ff');
    expect(hslToHex(0, 0, 20)).toBe('#333333');
  });
});
