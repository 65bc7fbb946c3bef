import { describe, expect, it } from 'vitest';
import { loadConfig, type AppConfig } from './config';

/** Whole-number settings: their default, values taken, values refused (each refusal names the setting). */
const wholeNumberSettings: Array<{
  name: string;
  field: keyof AppConfig;
  fallback: number;
  taken: Array<[string, number]>;
  refused: string[];
}> = [
  {
    // Connections per server process (decision 189).
    name: 'DATABASE_POOL_SIZE',
    field: 'databasePoolSize',
    fallback: 10,
    taken: [
      ['', 10],
      ['2', 2],
    ],
    refused: ['0', '101', '2.5', 'two'],
  },
  {
    // Order list rows kept per process between changes; 0 keeps none (decision 190).
    name: 'LIST_ROWS_CACHE_SIZE',
    field: 'listRowsCacheSize',
    fallback: 20_000,
    taken: [
      ['0', 0],
      ['5000', 5000],
    ],
    refused: ['-1', '1000001', '2.5', 'many'],
  },
];

describe.each(wholeNumberSettings)('loadConfig: $name', ({ name, field, fallback, taken, refused }) => {
  it('takes its default unless set, and the values set', () => {
    expect(loadConfig({})[field]).toBe(fallback);
    for (const [text, value] of taken) expect(loadConfig({ [name]: text })[field]).toBe(value);
  });

  it('refuses a value out of its range or not a whole number, naming the setting', () => {
    for (const text of refused) {
      expect(() => loadConfig({ [name]: text })).toThrow(new RegExp(`^Invalid configuration: ${name}: `));
    }
  });
});
