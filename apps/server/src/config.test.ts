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

describe('loadConfig: LIST_ROWS_CACHE_SIZE', () => {
  it('keeps 20,000 order list rows per process unless set, and none with 0', () => {
    expect(loadConfig({}).listRowsCacheSize).toBe(20_000);
    expect(loadConfig({ LIST_ROWS_CACHE_SIZE: '0' }).listRowsCacheSize).toBe(0);
    expect(loadConfig({ LIST_ROWS_CACHE_SIZE: '5000' }).listRowsCacheSize).toBe(5000);
  });

  it('refuses a size that is not a whole number from 0 to 1,000,000, naming the setting', () => {
    for (const size of ['-1', '1000001', '2.5', 'many']) {
      expect(() => loadConfig({ LIST_ROWS_CACHE_SIZE: size })).toThrow(
        /^Invalid configuration: LIST_ROWS_CACHE_SIZE: /,
      );
    }
  });
});
