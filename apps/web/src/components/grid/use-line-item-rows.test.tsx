// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { GridChanges } from './grid-rows';
import { useLineItemRows } from './use-line-item-rows';

afterEach(cleanup);

interface Line {
  readonly id: number | null;
  readonly sequenceNumber: number;
  readonly quantity: number | null;
}

const saved = (version: number): readonly Line[] => [
  { id: 1, sequenceNumber: 1, quantity: version },
  { id: 2, sequenceNumber: 2, quantity: version },
];

function renderModel(initialVersion = 1) {
  const onChange = vi.fn<(changes: GridChanges<Line>) => void>();
  const hook = renderHook(
    ({ version, rows }: { version: number; rows: readonly Line[] }) =>
      useLineItemRows<Line>({
        rows,
        getRowKey: (line) => line.id ?? 0,
        resetKey: version,
        createRow: () => ({ id: null, sequenceNumber: 0, quantity: null }),
        onChange,
      }),
    { initialProps: { version: initialVersion, rows: saved(initialVersion) } },
  );
  return { ...hook, onChange };
}

describe('useLineItemRows (the workspace keeps the working copy)', () => {
  it('keeps unsaved edits when the same version arrives again (a background refetch)', () => {
    const { result, rerender } = renderModel();
    act(() => result.current.editField('1', 'quantity', 9));
    rerender({ version: 1, rows: saved(1) });
    expect(result.current.isDirty).toBe(true);
    expect(result.current.getEntry('1').current.quantity).toBe(9);
  });

  it('starts again from the saved lines when the version changes (after a Save)', () => {
    const { result, rerender } = renderModel();
    act(() => result.current.editField('1', 'quantity', 9));
    act(() => result.current.setSelected(['2']));
    rerender({ version: 2, rows: saved(2) });
    expect(result.current.isDirty).toBe(false);
    expect(result.current.getEntry('1').current.quantity).toBe(2);
    expect(result.current.selectedKeys.size).toBe(0);
  });

  it('answers the key of an inserted line at once and reports each change as it happens', () => {
    const { result, onChange } = renderModel();
    let key: string | null = null;
    act(() => {
      key = result.current.insertRow();
    });
    expect(key).toBe('new-1');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.lastCall?.[0].inserted.map((change) => change.key)).toEqual(['new-1']);
    expect(result.current.entries.map((entry) => entry.key)).toEqual(['1', '2', 'new-1']);
  });

  it('drops an inserted line from the selection when it is deleted', () => {
    const { result } = renderModel();
    act(() => {
      const key = result.current.insertRow();
      if (key) result.current.setSelected(['1', key]);
    });
    act(() => result.current.deleteRows(['new-1']));
    expect([...result.current.selectedKeys]).toEqual(['1']);
  });

  it('discards every change on reset', () => {
    const { result, onChange } = renderModel();
    act(() => result.current.deleteRows(['2']));
    act(() => result.current.reset());
    expect(result.current.isDirty).toBe(false);
    expect(onChange.mock.lastCall?.[0]).toEqual({ inserted: [], edited: [], deleted: [] });
  });
});
