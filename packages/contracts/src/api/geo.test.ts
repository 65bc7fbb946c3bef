import { describe, expect, it } from 'vitest';
import {
  calculateRouteRequestSchema,
  distanceMatrixQuerySchema,
  latLngTextSchema,
  optimizeRouteRequestSchema,
} from './geo';

describe('geo contracts', () => {
  it('reads lat,lng text and refuses an out-of-range or malformed pair', () => {
    expect(latLngTextSchema.parse(' 45.5088 , -73.5878 ')).toEqual({
      latitude: 45.5088,
      longitude: -73.5878,
    });
    expect(latLngTextSchema.safeParse('-73.5878,-245.5').success).toBe(false);
    expect(latLngTextSchema.safeParse('45.5;-73.5').success).toBe(false);
  });

  it('takes one origin or several (spec 000 §7: repeated origin parameters)', () => {
    expect(distanceMatrixQuerySchema.parse({ origin: '45,-73', destination: '46,-71' }).origin).toEqual([
      { latitude: 45, longitude: -73 },
    ]);
    expect(
      distanceMatrixQuerySchema.parse({ origin: ['45,-73', '45.4,-71.9'], destination: '46,-71' }).origin,
    ).toHaveLength(2);
    const tooMany = distanceMatrixQuerySchema.safeParse({
      origin: Array.from({ length: 101 }, () => '45,-73'),
      destination: '46,-71',
    });
    expect(tooMany.success).toBe(false);
  });

  it('defaults a route request to the spec: shortest, truck, no ferries, no via points', () => {
    const parsed = calculateRouteRequestSchema.parse({
      origin: { latitude: 45.5, longitude: -73.6 },
      destination: { latitude: 46.8, longitude: -71.2 },
    });
    expect(parsed).toMatchObject({ via: [], mode: 'shortest', transportMode: 'truck', avoidFerries: true });
  });

  it('refuses a time window that closes before it opens, naming latest', () => {
    const result = optimizeRouteRequestSchema.safeParse({
      waypoints: [
        { id: 'a', latitude: 45, longitude: -73, kind: 'pickup', timeWindow: { earliest: 600, latest: 60 } },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['waypoints', 0, 'timeWindow', 'latest']);
  });
});
