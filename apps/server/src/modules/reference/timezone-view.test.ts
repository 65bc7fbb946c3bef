import { describe, expect, it } from 'vitest';
import { zonedTimeView } from './timezone-view';

describe('zonedTimeView', () => {
  it('gives Eastern standard time in winter and daylight time in summer', () => {
    expect(zonedTimeView('America/Toronto', new Date('2026-01-15T15:30:05Z'))).toEqual({
      localTime: '2026-01-15T10:30:05-05:00',
      utcOffset: '-05:00',
      offsetMinutes: -300,
    });
    expect(zonedTimeView('America/Toronto', new Date('2026-07-01T12:00:00Z')).localTime).toBe(
      '2026-07-01T08:00:00-04:00',
    );
  });

  it('keeps the half-hour offset of Newfoundland and the date change across midnight', () => {
    expect(zonedTimeView('America/St_Johns', new Date('2026-01-01T02:00:00Z'))).toEqual({
      localTime: '2025-12-31T22:30:00-03:30',
      utcOffset: '-03:30',
      offsetMinutes: -210,
    });
  });

  it('answers a zone with no daylight saving the same offset all year', () => {
    for (const month of ['01', '07']) {
      expect(zonedTimeView('America/Regina', new Date(`2026-${month}-10T12:00:00Z`)).utcOffset).toBe(
        '-06:00',
      );
    }
  });
});
