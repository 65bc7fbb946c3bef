// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MONEY_RULE } from '@portal/contracts';
import { i18n } from '../../lib/i18n';
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

/** A delivery fee box with the money rule, as the order's settings panel has it. */
function FeeForm() {
  const [value, setValue] = useState<number | null>(null);
  return (
    <>
      <label htmlFor="fee">Delivery Fee</label>
      <NumberInput id="fee" value={value} onValueChange={setValue} rule={MONEY_RULE} />
      <output aria-label="Held">{value === null ? 'empty' : String(value)}</output>
    </>
  );
}

/** The text the box's aria-describedby points at. */
function description() {
  const ids = fee().getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

function fee() {
  return screen.getByRole<HTMLInputElement>('textbox', { name: 'Delivery Fee' });
}

describe(
  'NumberInput with a rule (decision 199: refused as typed, the reason under the box)',
  { timeout: 30_000 },
  () => {
    it.each([
      ['abc', 'Enter a number.'],
      ['-100', 'Enter a number of 0 or more.'],
      ['99,999,999,999,999', 'at most 10,000,000'],
      ['12.345', 'Enter an amount with at most two decimals (cents).'],
    ])("refuses '%s' as it is typed, says why under the box and holds no number", async (typed, reason) => {
      const user = userEvent.setup();
      render(<FeeForm />);
      await user.type(fee(), typed);
      expect(fee().value).toBe(typed);
      expect(document.activeElement).toBe(fee());
      expect(fee().getAttribute('aria-invalid')).toBe('true');
      expect(description()).toBe(reason);
      expect(screen.getByRole('alert').textContent).toBe(reason);
      expect(held()).toBe('NaN');
    });

    it('takes a number within the rule and clears the reason once the text is fixed', async () => {
      const user = userEvent.setup();
      render(<FeeForm />);
      await user.type(fee(), '-5');
      expect(screen.getByRole('alert').textContent).toBe('Enter a number of 0 or more.');
      await user.clear(fee());
      await user.type(fee(), '1,250.50');
      expect(screen.queryByRole('alert')).toBeNull();
      expect(fee().getAttribute('aria-invalid')).toBe('false');
      expect(held()).toBe('1250.5');
    });

    it('says the reason in French for a French user', async () => {
      const user = userEvent.setup();
      await i18n.changeLanguage('fr');
      try {
        render(<FeeForm />);
        await user.type(fee(), 'abc');
        expect(screen.getByRole('alert').textContent).toBe('Entrez un nombre.');
        await user.clear(fee());
        await user.type(fee(), '20000000');
        expect(screen.getByRole('alert').textContent).toMatch(/^au plus 10\s000\s000$/u);
      } finally {
        await i18n.changeLanguage('en');
      }
    });
  },
);
