// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, MESSAGES_FR } from '@portal/contracts';
import { i18n } from '../../lib/i18n';
import { LimitedTextArea } from './limited-text-area';

afterEach(cleanup);

function Comment({ maxLength }: { readonly maxLength: number }) {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="comment">Comment</label>
      <LimitedTextArea id="comment" value={value} onValueChange={setValue} maxLength={maxLength} />
      <output aria-label="Held">{value.length}</output>
    </>
  );
}

function box() {
  return screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Comment' });
}

function description() {
  const ids = box().getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' | ');
}

describe(
  'LimitedTextArea (decision 199: the limit shown and counted, a paste past it kept and flagged)',
  { timeout: 30_000 },
  () => {
    it('counts the characters typed against the limit', async () => {
      const user = userEvent.setup();
      render(<Comment maxLength={4000} />);
      expect(description()).toBe('0 / 4,000 characters');
      await user.type(box(), 'Gate code 4471');
      expect(description()).toBe('14 / 4,000 characters');
      expect(box().getAttribute('aria-invalid')).toBe('false');
    });

    it('keeps a paste past the limit whole and warns, instead of cutting it', async () => {
      const user = userEvent.setup();
      render(<Comment maxLength={10} />);
      await user.click(box());
      await user.paste('x'.repeat(25));
      expect(box().value).toHaveLength(25);
      expect(screen.getByRole('status', { name: 'Held' }).textContent).toBe('25');
      expect(box().getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByRole('alert').textContent).toBe(MESSAGES.textTooLong);
      expect(description()).toBe(`25 / 10 characters | ${MESSAGES.textTooLong}`);
      await user.clear(box());
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('counts and warns in French for a French user', async () => {
      const user = userEvent.setup();
      await i18n.changeLanguage('fr');
      try {
        render(<Comment maxLength={1000} />);
        await user.click(box());
        await user.paste('y'.repeat(1200));
        expect(description()).toMatch(/^1\s200 \/ 1\s000 caractères \| /u);
        expect(screen.getByRole('alert').textContent).toBe(MESSAGES_FR.textTooLong);
      } finally {
        await i18n.changeLanguage('en');
      }
    });
  },
);
