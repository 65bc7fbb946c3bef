// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { OrderStatus, QuoteStatus, UserStatus } from '@portal/contracts';
import { i18n } from '../../lib/i18n';
import { renderWithProviders, setUpComponentTests } from '../../test/render';
import { StatusTag } from './status-tag';
import { statusTone, TONED_ENUMERATIONS } from './status-tones';

setUpComponentTests();

describe('status tones', () => {
  it.each(TONED_ENUMERATIONS.map(([enumeration, tones]) => [enumeration.name, enumeration, tones] as const))(
    'gives every status of %s a tone, and none to an id the list does not have',
    (_name, enumeration, tones) => {
      const ids = enumeration.options.map((option) => option.id).sort((a, b) => a - b);
      const toned = Object.keys(tones)
        .map(Number)
        .sort((a, b) => a - b);
      expect(toned).toEqual(ids);
    },
  );

  it('tells the same id apart by its list: a WIP order is work to do, a waiting one is not', () => {
    expect(statusTone(OrderStatus, OrderStatus.ids.WIP)).toBe('warning');
    expect(statusTone(OrderStatus, OrderStatus.ids.WAITING)).toBe('secondary');
    expect(statusTone(QuoteStatus, QuoteStatus.ids.COMPLETE)).toBe('info');
    expect(statusTone(OrderStatus, OrderStatus.ids.COMPLETE)).toBe('success');
  });

  it('falls back to the quiet tone for a list without tones or a missing status', () => {
    expect(statusTone(UserStatus, UserStatus.ids.ACTIVE)).toBe('secondary');
    expect(statusTone(OrderStatus, null)).toBe('secondary');
  });
});

describe('StatusTag', () => {
  it("shows the status's name in the user's language, or the words given", async () => {
    renderWithProviders(
      <>
        <StatusTag enumeration={OrderStatus} statusId={OrderStatus.ids.DELIVERY_PLANNING} />
        <StatusTag enumeration={OrderStatus} statusId={OrderStatus.ids.PENDING} label="Brand new" />
      </>,
    );
    expect(screen.getByText('Planning Delivery')).toBeTruthy();
    expect(screen.getByText('Brand new')).toBeTruthy();
    await i18n.changeLanguage('fr');
    expect(await screen.findByText(/livraison/i)).toBeTruthy();
  });
});
