// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StatusMoveButton } from './status-move-button';

afterEach(cleanup);

describe('StatusMoveButton', () => {
  it("is named by the move's label, or the screen's words for it, and makes the move from the keyboard", async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const move = { shortLabel: 'Move Back to WIP and Save', icon: 'restore', tone: 'default' } as const;
    const { rerender } = render(<StatusMoveButton move={move} onClick={onClick} />);
    screen.getByRole('button', { name: 'Move Back to WIP and Save' }).focus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);

    rerender(<StatusMoveButton move={move} label="Move Back to WIP" onClick={onClick} />);
    expect(screen.getByRole('button', { name: 'Move Back to WIP' })).toBeTruthy();
  });

  it('is off while the workspace says so, and marks a dangerous move apart from the others', () => {
    render(
      <>
        <StatusMoveButton
          move={{ shortLabel: 'Cancel', icon: 'deactivate', tone: 'danger' }}
          onClick={vi.fn()}
        />
        <StatusMoveButton
          move={{ shortLabel: 'Reinstate', icon: 'restore', tone: 'default' }}
          disabled
          onClick={vi.fn()}
        />
      </>,
    );
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const reinstate = screen.getByRole('button', { name: 'Reinstate' });
    expect(cancel.hasAttribute('disabled')).toBe(false);
    expect(reinstate.hasAttribute('disabled')).toBe(true);
    expect(cancel.className).not.toBe(reinstate.className);
  });
});
