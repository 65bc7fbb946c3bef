// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LinePanel } from './line-panel';

afterEach(cleanup);

describe('LinePanel', () => {
  it('is a region named by its title, and its close button closes it from the keyboard', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <LinePanel title="Alternates — 3. Acer rubrum, 45 mm" closeLabel="Close Alternates" onClose={onClose}>
        <p>The line's alternates</p>
      </LinePanel>,
    );
    const region = screen.getByRole('region', { name: 'Alternates — 3. Acer rubrum, 45 mm' });
    expect(region.textContent).toContain("The line's alternates");
    screen.getByRole('button', { name: 'Close Alternates' }).focus();
    await user.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
