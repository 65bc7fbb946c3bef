// @vitest-environment jsdom
import { useState, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PrimeReactProvider } from 'primereact/api';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { Password } from 'primereact/password';
import { ProgressSpinner } from 'primereact/progressspinner';
import {
  LightButton,
  LightCheckbox,
  LightInputText,
  LightMessage,
  LightPassword,
  LightProgressSpinner,
} from './light-controls';

/**
 * Elements, attributes and classes of a rendered tree, in a stable order; the kit's `data-*` bookkeeping is left
 * out (it only serves its pass-through styling, which the light controls do not offer).
 */
function shape(element: Element): string {
  const attributes = [...element.attributes]
    .filter((attribute) => !attribute.name.startsWith('data-'))
    .map((attribute) =>
      attribute.name === 'class'
        ? `class="${attribute.value.split(/\s+/).filter(Boolean).sort().join(' ')}"`
        : `${attribute.name}="${attribute.value}"`,
    )
    .sort();
  const children = [...element.children].map(shape).join('');
  const text = element.children.length === 0 ? (element.textContent ?? '') : '';
  return `<${element.tagName.toLowerCase()} ${attributes.join(' ')}>${text}${children}</${element.tagName.toLowerCase()}>`;
}

/** The house's kit settings (components/ui/ui-provider.tsx): filled inputs, no ripple. */
function renderShape(element: ReactElement): string {
  const { container, unmount } = render(
    <PrimeReactProvider value={{ inputStyle: 'filled', ripple: false }}>{element}</PrimeReactProvider>,
  );
  const result = [...container.children].map(shape).join('');
  unmount();
  return result;
}

const ignore = () => undefined;

describe('light controls render the markup of the kit components the theme styles', () => {
  it.each([
    [
      'a button',
      <Button type="submit" label="LOGIN" className="login-submit" />,
      <LightButton type="submit" label="LOGIN" className="login-submit" />,
    ],
    [
      'a busy button',
      <Button type="submit" label="LOGIN" loading />,
      <LightButton type="submit" label="LOGIN" loading />,
    ],
    [
      'an empty text field',
      <InputText id="email" type="email" />,
      <LightInputText id="email" type="email" />,
    ],
    [
      'a filled, invalid text field',
      <InputText id="email" type="email" invalid value="a" onChange={ignore} />,
      <LightInputText id="email" type="email" invalid value="a" onChange={ignore} />,
    ],
    [
      'a password field',
      <Password inputId="password" feedback={false} toggleMask value="" onChange={ignore} />,
      <LightPassword inputId="password" value="" onChange={ignore} />,
    ],
    [
      'a filled, invalid password field',
      <Password
        inputId="password"
        feedback={false}
        toggleMask
        value="secret"
        onChange={ignore}
        invalid
        className="login-password"
        inputClassName="login-password-input"
      />,
      <LightPassword
        inputId="password"
        value="secret"
        onChange={ignore}
        invalid
        className="login-password"
        inputClassName="login-password-input"
      />,
    ],
    [
      'a ticked checkbox',
      <Checkbox inputId="keep" checked onChange={ignore} />,
      <LightCheckbox inputId="keep" checked onChange={ignore} />,
    ],
    [
      'an empty checkbox',
      <Checkbox inputId="keep" checked={false} onChange={ignore} />,
      <LightCheckbox inputId="keep" checked={false} onChange={ignore} />,
    ],
    [
      'a warning',
      <Message severity="warn" text="Session expired" className="login-notice" />,
      <LightMessage severity="warn" text="Session expired" className="login-notice" />,
    ],
    [
      'a spinner',
      <ProgressSpinner style={{ width: '3rem', height: '3rem' }} strokeWidth="4" />,
      <LightProgressSpinner style={{ width: '3rem', height: '3rem' }} strokeWidth="4" />,
    ],
  ])('%s', (_name, kit, light) => {
    expect(renderShape(light)).toBe(renderShape(kit));
  });
});

describe('light controls behave as the kit components do', () => {
  it('shows and hides the password with its switch, from the mouse and the keyboard', async () => {
    const user = userEvent.setup();
    function Field() {
      const [value, setValue] = useState('');
      return (
        <>
          <label htmlFor="password">Password</label>
          <LightPassword
            inputId="password"
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        </>
      );
    }
    render(<Field />);
    const field = screen.getByLabelText('Password', { exact: true });
    await user.type(field, 'secret');
    expect(field).toHaveProperty('type', 'password');
    await user.click(screen.getByRole('switch', { name: 'Show Password' }));
    expect(field).toHaveProperty('type', 'text');
    expect(field).toHaveProperty('value', 'secret');
    screen.getByRole('switch', { name: 'Hide Password' }).focus();
    await user.keyboard('{Enter}');
    expect(field).toHaveProperty('type', 'password');
  });

  it('reports the new state of the checkbox when its label is clicked', async () => {
    const user = userEvent.setup();
    const states: boolean[] = [];
    function Field() {
      const [checked, setChecked] = useState(false);
      return (
        <>
          <LightCheckbox
            inputId="keep"
            checked={checked}
            onChange={(event) => {
              states.push(event.checked);
              setChecked(event.checked);
            }}
          />
          <label htmlFor="keep">Keep me signed in</label>
        </>
      );
    }
    render(<Field />);
    await user.click(screen.getByText('Keep me signed in'));
    await user.click(screen.getByText('Keep me signed in'));
    expect(states).toEqual([true, false]);
    expect(screen.getByRole('checkbox', { name: 'Keep me signed in' })).toHaveProperty('checked', false);
  });

  it('cannot be pressed while busy', async () => {
    const user = userEvent.setup();
    let presses = 0;
    const { rerender } = render(<LightButton type="button" label="LOGIN" onClick={() => (presses += 1)} />);
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    rerender(<LightButton type="button" label="LOGIN" loading onClick={() => (presses += 1)} />);
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    expect(presses).toBe(1);
    expect(screen.getByRole('button', { name: 'LOGIN' })).toHaveProperty('disabled', true);
  });
});
