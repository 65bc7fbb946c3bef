import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '@portal/contracts';
import { idempotencyHeaders, newIdempotencyKey } from './idempotency-key';

describe('newIdempotencyKey', () => {
  it('gives a new key of at least 8 characters at each call', () => {
    const keys = new Set(Array.from({ length: 100 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key.length).toBeGreaterThanOrEqual(8);
  });

  it('is sent in the Idempotency-Key header', () => {
    expect(idempotencyHeaders('intent-1')).toEqual({ [IDEMPOTENCY_HEADER]: 'intent-1' });
  });
});
