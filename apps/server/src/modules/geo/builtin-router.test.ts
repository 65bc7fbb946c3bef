import { describe, expect, it } from 'vitest';
import {
  estimateMatrix,
  estimateRoadMetres,
  estimateRoute,
  estimateTruckSeconds,
  ROAD_CIRCUITY_FACTOR,
} from './builtin-router';
import { greatCircleMetres } from './geo-math';

const MONTREAL = { latitude: 45.5088, longitude: -73.5878 };
const QUEBEC_CITY = { latitude: 46.8123, longitude: -71.2145 };
const TORONTO = { latitude: 43.6532, longitude: -79.3832 };

describe('great-circle distance', () => {
  it('matches known distances', () => {
    // One degree of latitude on the mean sphere: 2πR/360 = 111 195 m.
    expect(greatCircleMetres({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(
      111_195,
      -1,
    );
    // Montréal–Toronto city centres: about 504 km as the crow flies.
    expect(greatCircleMetres(MONTREAL, TORONTO) / 1000).toBeCloseTo(504, -1);
    expect(greatCircleMetres(MONTREAL, MONTREAL)).toBe(0);
  });

  it('is symmetric', () => {
    expect(greatCircleMetres(MONTREAL, QUEBEC_CITY)).toBeCloseTo(greatCircleMetres(QUEBEC_CITY, MONTREAL), 6);
  });
});

describe('road estimate', () => {
  it('applies the circuity factor to the straight line', () => {
    expect(estimateRoadMetres(MONTREAL, QUEBEC_CITY)).toBeCloseTo(
      greatCircleMetres(MONTREAL, QUEBEC_CITY) * ROAD_CIRCUITY_FACTOR,
      6,
    );
  });

  it('drives the first 10 km at 35 km/h, the next 40 at 60 km/h, then 85 km/h', () => {
    expect(estimateTruckSeconds(0)).toBe(0);
    expect(estimateTruckSeconds(10_000)).toBeCloseTo((10 / 35) * 3600, 6);
    expect(estimateTruckSeconds(50_000)).toBeCloseTo((10 / 35 + 40 / 60) * 3600, 6);
    expect(estimateTruckSeconds(150_000)).toBeCloseTo((10 / 35 + 40 / 60 + 100 / 85) * 3600, 6);
  });

  it('never gets faster per kilometre as a leg gets shorter', () => {
    let previousSpeed = 0;
    for (const metres of [1_000, 5_000, 20_000, 80_000, 400_000]) {
      const speed = metres / estimateTruckSeconds(metres);
      expect(speed).toBeGreaterThanOrEqual(previousSpeed);
      previousSpeed = speed;
    }
  });

  it('answers one element per origin and destination, all OK', () => {
    const matrix = estimateMatrix([MONTREAL, TORONTO], [QUEBEC_CITY]);
    expect(matrix).toHaveLength(2);
    expect(matrix[0]?.[0]?.status).toBe('OK');
    expect(matrix[1]?.[0]?.distanceMetres).toBeGreaterThan(matrix[0]?.[0]?.distanceMetres ?? Infinity);
  });

  it('sums each leg through the via points and draws straight segments', () => {
    const route = estimateRoute({
      origin: MONTREAL,
      destination: QUEBEC_CITY,
      via: [TORONTO],
      mode: 'shortest',
      transportMode: 'truck',
      avoidFerries: true,
    });
    const first = estimateRoadMetres(MONTREAL, TORONTO);
    const second = estimateRoadMetres(TORONTO, QUEBEC_CITY);
    expect(route.distanceMetres).toBeCloseTo(first + second, 6);
    expect(route.durationSeconds).toBeCloseTo(estimateTruckSeconds(first) + estimateTruckSeconds(second), 6);
    expect(route.polyline).toEqual([
      [MONTREAL.latitude, MONTREAL.longitude],
      [TORONTO.latitude, TORONTO.longitude],
      [QUEBEC_CITY.latitude, QUEBEC_CITY.longitude],
    ]);
  });
});
