import { describe, expect, it } from 'vitest';
import type { MapRouteSet } from '@portal/contracts';
import { boundsOf } from './map-bounds';
import { routeLinePoints, routePositions } from './route-geometry';

function stop(latitude: number, longitude: number, calculatedRoute: [number, number][] | null = null) {
  return {
    geoPoint: { latitude, longitude },
    mapMarker: { type: 'Circle' as const, label: null, title: null },
    distance: null,
    duration: null,
    calculatedRoute,
  };
}

function routeSet(id: number, items: MapRouteSet['items']): MapRouteSet {
  return { id, items, totalDistance: 0, totalDuration: 0 };
}

describe('boundsOf', () => {
  it('is null when there is nothing to fit, so the map opens at zoom 3', () => {
    expect(boundsOf([])).toBeNull();
    expect(boundsOf([{ latitude: Number.NaN, longitude: 1 }])).toBeNull();
  });

  it('spans every position and ignores impossible coordinates', () => {
    expect(
      boundsOf([
        { latitude: 45.5, longitude: -73.6 },
        { latitude: 46.8, longitude: -71.2 },
        { latitude: 44.5, longitude: -75 },
        { latitude: 120, longitude: 10 },
      ]),
    ).toEqual({ south: 44.5, west: -75, north: 46.8, east: -71.2 });
  });
});

describe('routeLinePoints', () => {
  it('follows a calculated leg and draws a straight segment where the leg is missing', () => {
    const route = routeSet(1, [
      stop(45.5, -73.6),
      stop(45.6, -73.4, [
        [45.5, -73.6],
        [45.55, -73.5],
        [45.6, -73.4],
      ]),
      stop(46, -73),
    ]);
    expect(routeLinePoints(route)).toEqual([
      [45.5, -73.6],
      [45.55, -73.5],
      [45.6, -73.4],
      [46, -73],
    ]);
  });

  it('lets the routes fit include the bends of a calculated line, not only the stops', () => {
    const route = routeSet(1, [
      stop(45.5, -73.6),
      stop(45.6, -73.4, [
        [45.5, -73.6],
        [47, -74],
        [45.6, -73.4],
      ]),
    ]);
    expect(boundsOf(routePositions([route]))).toEqual({ south: 45.5, west: -74, north: 47, east: -73.4 });
  });
});
