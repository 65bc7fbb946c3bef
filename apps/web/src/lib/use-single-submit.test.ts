// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useSingleSubmit } from './use-single-submit';

describe('useSingleSubmit (decision 201: a double click makes one write)', () => {
  it('refuses a second start until the first call has settled, then takes the next', () => {
    const { result, rerender } = renderHook(() => useSingleSubmit());
    expect(result.current.start()).toBe(true);
    rerender();
    expect(result.current.start()).toBe(false);
    result.current.settled();
    expect(result.current.start()).toBe(true);
  });
});
