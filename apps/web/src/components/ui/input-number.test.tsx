// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NumberInput } from './input-number';

afterEach(cleanup);

/** A form holding the number, showing what it holds, with a button that stores another value from outside. */
function Form({ initial }: { readonly initial: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <NumberInput aria-label="Minimum" value={value} onValueChange={setValue} />
      <output aria-label="Held">{value === null ? 'empty' : String(value)}</output>
      <button type="button" onClick={() => setValue(42)}>
        Reload
      </button>
      <button type="button" onClick={() => setValue(1500.25)}>
        Same
      </button>
    </>
  );
}

function box() {
  return screen.getByRole<HTMLInputElement>('textbox', { name: 'Minimum' });
}

function held() {
  return screen.getByRole('status', { name: 'Held' }).textContent;
}

describe(
  'NumberInput (spec 000 §5: thousands commas removed; issue 11: shown as typed)',
  { timeout: 30_000 },
  () => {
    it("reads '1,500.25' as 1500.25 and keeps showing what was typed", async () => {
      const user = userEvent.setup();
      render(<Form initial={0} />);
      await user.clear(box());
      await user.type(box(), '1,500.25');
      expect(box().value).toBe('1,500.25');
      expect(held()).toBe('1500.25');
    });

    it('shows every key typed, never snapping back to the stored value', async () => {
      const user = userEvent.setup();
      render(<Form initial={0} />);
      await user.clear(box());
      await user.type(box(), '2.5');
      expect(box().value).toBe('2.5');
      expect(held()).toBe('2.5');
    });

    it('holds null for an empty box and NaN for text that is not a number', async () => {
      const user = userEvent.setup();
      render(<Form initial={3} />);
      await user.clear(box());
      expect(held()).toBe('empty');
      await user.type(box(), 'abc');
      expect(held()).toBe('NaN');
      expect(box().value).toBe('abc');
    });

    it('shows a different number stored from outside, and keeps the typed text for the same number', async () => {
      const user = userEvent.setup();
      render(<Form initial={null} />);
      await user.type(box(), '1,500.25');
      await user.click(screen.getByRole('button', { name: 'Same' }));
      expect(box().value).toBe('1,500.25');
      await user.click(screen.getByRole('button', { name: 'Reload' }));
      expect(box().value).toBe('42');
    });
  },
);
