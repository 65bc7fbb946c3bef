import { describe, expect, it } from 'vitest';
import { REFERENCE_LABELS } from '@portal/contracts';
import { PROVINCES, TIMEZONES } from './reference-values';

// The dictionary names timezones and provinces by id (contracts labels.ts): the ids and English must be the
// ones this seed gives them, or a screen would show another row's name in French.
describe('the dictionary names of the seeded reference lists', () => {
  it('names every timezone by its id, with the seeded English', () => {
    expect(Object.entries(REFERENCE_LABELS.timezone).map(([id, [english]]) => [Number(id), english])).toEqual(
      TIMEZONES.map((zone) => [zone.id, zone.name]),
    );
  });

  it('names provinces and states by their ids, with the seeded English', () => {
    const seeded = new Map(PROVINCES.map((province) => [province.id, province.name]));
    const mismatched = Object.entries(REFERENCE_LABELS.province).filter(
      ([id, [english]]) => seeded.get(Number(id)) !== english,
    );
    expect(mismatched).toEqual([]);
    const canadian = PROVINCES.filter((province) => province.countryId === 1).map((province) => province.id);
    expect(canadian.every((id) => id in REFERENCE_LABELS.province)).toBe(true);
  });
});
