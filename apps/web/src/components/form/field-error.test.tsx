// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MESSAGES } from '@portal/contracts';
import { FieldError } from './field-error';
import { i18n } from '../../lib/i18n';

afterEach(cleanup);

function renderFieldError(message: string | undefined, label = 'Name') {
  return render(
    <I18nextProvider i18n={i18n}>
      <label htmlFor="name">{label}</label>
      <input id="name" aria-describedby="name-error" />
      <FieldError id="name-error" label={label} message={message} />
    </I18nextProvider>,
  );
}

describe('FieldError (issue 11: one validation message for every form)', () => {
  it("shows the catalogue's title and body for an empty required field, naming the field", () => {
    renderFieldError('Required');
    const error = document.getElementById('name-error');
    expect(error?.textContent).toBe('Name — Invalid Input: Please input valid value for all fields.');
    // The message describes its field for assistive technology.
    expect(screen.getByRole('textbox', { name: 'Name' }).getAttribute('aria-describedby')).toBe('name-error');
    expect(screen.queryByText(/This field is required/)).toBeNull();
  });

  it("shows a rule's own catalogue message as it is", () => {
    renderFieldError(MESSAGES.invalidTaxRate, 'GST %');
    expect(document.getElementById('name-error')?.textContent).toBe('GST % — Please input a valid tax rate.');
  });

  it('shows nothing for a valid field', () => {
    renderFieldError(undefined);
    expect(document.getElementById('name-error')).toBeNull();
  });

  it('speaks the user’s language when the dictionary has the message', async () => {
    i18n.addResource('fr', 'translation', 'message.invalidInputTitle', 'Saisie invalide');
    i18n.addResource('fr', 'translation', 'message.invalidInput', 'Veuillez saisir une valeur valide.');
    await i18n.changeLanguage('fr');
    try {
      renderFieldError('Required', 'Nom');
      expect(document.getElementById('name-error')?.textContent).toBe(
        'Nom — Saisie invalide: Veuillez saisir une valeur valide.',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
