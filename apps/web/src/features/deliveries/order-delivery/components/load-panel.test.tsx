// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { RuleCheckStatus, type DeliveryItem, type DeliveryVehicle } from '@portal/contracts';
import { renderWithProviders, setUpComponentTests } from '../../../../test/render';
import { LoadPanel } from './load-panel';

setUpComponentTests();

type Stop = DeliveryVehicle['deliveryStops'][number];

function item(id: number, productName: string): DeliveryItem {
  return { id, productName, productSizeName: '#5' } as DeliveryItem;
}

/** A vehicle whose pickup carries `entries` (quote or order items) and whose checks failed on item 12. */
function vehicleWith(entries: Stop['pickupStopItems']): DeliveryVehicle {
  return {
    breWeightStatusId: RuleCheckStatus.ids.FAILURE,
    weight: null,
    breFillRateStatusId: RuleCheckStatus.ids.SUCCESS,
    fillRate: 0.42,
    invalidItemIds: [12],
    deliveryStops: [{ id: 1, dropOff: false, pickupStopItems: entries } as Stop],
  } as DeliveryVehicle;
}

describe('the load panel for both kinds of delivery (decisions 207, 218)', () => {
  it("names an invalid quote line by its product, as an order delivery's item", () => {
    renderWithProviders(
      <LoadPanel
        vehicle={vehicleWith([
          { id: 5, subOrderItem: null, quoteItem: item(12, 'Acer rubrum'), weight: null, fillRate: null },
        ])}
      />,
    );
    expect(screen.getByText('Acer rubrum (#5)')).toBeTruthy();
    expect(screen.getByText('42 %')).toBeTruthy();
  });

  it('names an invalid sub-order item by its product', () => {
    renderWithProviders(
      <LoadPanel
        vehicle={vehicleWith([
          { id: 5, subOrderItem: item(12, 'Picea abies'), quoteItem: null, weight: null, fillRate: null },
        ])}
      />,
    );
    expect(screen.getByText('Picea abies (#5)')).toBeTruthy();
    expect(screen.queryByText('#12')).toBeNull();
  });
});
