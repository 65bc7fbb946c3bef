import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig: DATABASE_POOL_SIZE', () => {
  it('is 10 connections per server process unless set', () => {
    expect(loadConfig({}).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '' }).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '2' }).databasePoolSize).toBe(2);
  });

  it('refuses a size that is not a whole number from 1 to 100, naming the setting', () => {
    for (const size of ['0', '101', '2.5', 'two']) {
      expect(() => loadConfig({ DATABASE_POOL_SIZE: size })).toThrow(
        /^Invalid configuration: DATABASE_POOL_SIZE: /,
      );
    }
  });
});
