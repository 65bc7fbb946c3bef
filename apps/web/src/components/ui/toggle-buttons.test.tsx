// @vitest-environment jsdom
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders, setUpComponentTests } from '../../test/render';
import { ToggleButtons } from './toggle-buttons';

setUpComponentTests();

const CHOICES = [
  { key: undefined, label: 'All' },
  { key: 1, label: 'WIP' },
  { key: 2, label: 'Complete' },
];

function Harness({ onChange }: { readonly onChange: (key: number | undefined) => void }) {
  const [value, setValue] = useState<number | undefined>(undefined);
  return (
    <ToggleButtons
      label="Quote views"
      choices={CHOICES}
      value={value}
      onChange={(key) => {
        setValue(key);
        onChange(key);
      }}
    />
  );
}

function pressed(group: HTMLElement): string[] {
  return within(group)
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-pressed') === 'true')
    .map((button) => button.textContent ?? '');
}

describe('ToggleButtons', () => {
  it('presses one choice at a time, from the keyboard, and tells which', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Harness onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Quote views' });
    expect(pressed(group)).toEqual(['All']);

    await user.tab();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('WIP');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(1);
    expect(pressed(group)).toEqual(['WIP']);

    await user.tab();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect(pressed(group)).toEqual(['Complete']);
  });
});
