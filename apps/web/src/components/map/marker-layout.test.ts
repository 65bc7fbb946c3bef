import { describe, expect, it } from 'vitest';
import {
  COLOCATED_MARKER_RADIUS_PX,
  colocatedMarkerOffsets,
  markerAccessibleName,
  samePositionKey,
} from './marker-layout';

const MONTREAL = { latitude: 45.50171, longitude: -73.56734 };

describe('samePositionKey', () => {
  it('treats positions equal to 4 decimals as the same place (spec 000 §9)', () => {
    expect(samePositionKey(MONTREAL)).toBe(samePositionKey({ latitude: 45.50173, longitude: -73.56732 }));
    expect(samePositionKey(MONTREAL)).not.toBe(samePositionKey({ latitude: 45.5019, longitude: -73.56734 }));
  });

  it('puts the two sides of zero in one place', () => {
    expect(samePositionKey({ latitude: -0.00001, longitude: 0.00001 })).toBe(
      samePositionKey({ latitude: 0, longitude: 0 }),
    );
  });
});

describe('colocatedMarkerOffsets', () => {
  it('leaves markers at different positions where they are', () => {
    const offsets = colocatedMarkerOffsets([MONTREAL, { latitude: 46.81, longitude: -71.21 }]);
    expect(offsets).toEqual([
      { x: 0, y: 0 },
      { x: 0, y: 0 },
    ]);
  });

  it('spreads two markers at the same position apart by at least two marker radii', () => {
    const offsets = colocatedMarkerOffsets([
      MONTREAL,
      { latitude: 46.81, longitude: -71.21 },
      { latitude: 45.50172, longitude: -73.56733 },
    ]);
    expect(offsets[1]).toEqual({ x: 0, y: 0 });
    const [first, , third] = offsets;
    expect(first).toEqual({ x: 0, y: -COLOCATED_MARKER_RADIUS_PX });
    expect(third).toEqual({ x: 0, y: COLOCATED_MARKER_RADIUS_PX });
  });

  it('gives every marker of a large group its own place', () => {
    const offsets = colocatedMarkerOffsets(Array.from({ length: 9 }, () => MONTREAL));
    const places = new Set(offsets.map((offset) => `${offset.x},${offset.y}`));
    expect(places.size).toBe(9);
    // Neighbours on the circle stay at least a marker radius apart.
    for (let index = 0; index < offsets.length; index += 1) {
      const current = offsets[index]!;
      const next = offsets[(index + 1) % offsets.length]!;
      expect(Math.hypot(current.x - next.x, current.y - next.y)).toBeGreaterThanOrEqual(
        COLOCATED_MARKER_RADIUS_PX - 1,
      );
    }
  });
});

describe('a marker’s accessible name (WCAG 2.5.3: the name holds the text shown)', () => {
  it('leads the stop’s name with the label drawn in the marker', () => {
    expect(markerAccessibleName('2', 'Terrebonne yard')).toBe('2 · Terrebonne yard');
  });

  it('is the name alone without a label, or when the name already starts with it', () => {
    expect(markerAccessibleName(null, 'Terrebonne yard')).toBe('Terrebonne yard');
    expect(markerAccessibleName(' ', 'Terrebonne yard')).toBe('Terrebonne yard');
    expect(markerAccessibleName('P', 'P')).toBe('P');
  });
});
