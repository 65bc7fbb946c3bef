// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { i18n } from '../../lib/i18n';
import { renderWithProviders, setUpComponentTests } from '../../test/render';
import { RecordOwnerAvatar } from './owner-avatar';

setUpComponentTests();

const OWNER = { id: 3, name: 'Marc Gagnon', initials: 'MG', avatarUrl: null };

describe('RecordOwnerAvatar', () => {
  it("shows the owner's initials, named for screen readers and the tooltip", () => {
    renderWithProviders(<RecordOwnerAvatar owner={OWNER} />);
    const avatar = screen.getByLabelText('Owner: Marc Gagnon');
    expect(avatar.textContent).toBe('MG');
    expect(avatar.getAttribute('title')).toBe('Owner: Marc Gagnon');
  });

  it('says when a record has no owner, in the user’s language', async () => {
    renderWithProviders(<RecordOwnerAvatar owner={null} />);
    expect(screen.getByText('No owner')).toBeTruthy();
    await i18n.changeLanguage('fr');
    expect(await screen.findByText('Sans responsable')).toBeTruthy();
  });

  it('shows a question mark for an owner without initials rather than an empty circle', () => {
    renderWithProviders(<RecordOwnerAvatar owner={{ ...OWNER, initials: '' }} />);
    expect(screen.getByLabelText('Owner: Marc Gagnon').textContent).toBe('?');
  });
});
