// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { ItemStatus, ROUTES, type DeliveryWizardRow } from '@portal/contracts';
import {
  dataResponse,
  LocationOutput,
  renderWithProviders,
  setUpComponentTests,
  stubApi,
} from '../../../../test/render';
import { OrderDeliveryWizardPage } from './order-delivery-wizard-page';

setUpComponentTests();

function row(id: number, productName: string, deliveryNumber: string | null): DeliveryWizardRow {
  return {
    id,
    orderId: 7,
    orderNumber: 'OR-10007',
    subOrderId: 70,
    subOrderNumber: 'OR-10007-1',
    sellerCompany: { id: 5, name: 'Pépinière Nord' },
    productName,
    productSizeName: '#5',
    quantity: 10,
    statusId: ItemStatus.ids.WIP,
    unitWeightLb: 20,
    unitFloorSpaceSqft: 0.5,
    deliveryAssigned: deliveryNumber !== null,
    deliveryId: deliveryNumber === null ? null : 41,
    deliveryNumber,
    disabled: deliveryNumber !== null,
  };
}

const PAGE = {
  rows: [row(1, 'Acer rubrum', null), row(2, 'Thuja occidentalis', null), row(3, 'Picea abies', 'D-1041')],
  total: 3,
  page: 1,
  size: 25,
  unassignedCount: 2,
};

function renderWizard() {
  return renderWithProviders(null, {
    url: `${ROUTES.orderDeliveryWizard}/7`,
    routes: [
      { path: `${ROUTES.orderDeliveryWizard}/:id`, element: <OrderDeliveryWizardPage /> },
      { path: `${ROUTES.orderDeliveryWorkspace}/:id`, element: <LocationOutput withPath /> },
    ],
  });
}

describe('the order delivery wizard (spec 000 §4, spec 001 §5)', () => {
  it('shows an item on another delivery disabled, caps the trucks at the unassigned items and sends the picked items', async () => {
    const requests = stubApi((request) => {
      if (request.url.includes('orderDeliverySubOrderPageableResult')) return dataResponse(PAGE);
      if (request.method === 'POST' && request.url.endsWith('/api/orderDelivery')) {
        return dataResponse([]);
      }
      return undefined;
    });
    const { user } = renderWizard();
    const taken = await screen.findByRole('checkbox', { name: 'Move Picea abies (#5)' });
    expect((taken as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('On D-1041')).toBeTruthy();
    const create = screen.getByRole<HTMLButtonElement>('button', { name: 'Create deliveries' });
    expect(create.disabled).toBe(true);

    await user.click(screen.getByRole('checkbox', { name: 'Pick every item of this page' }));
    expect(screen.getByText('2 items picked', { exact: false })).toBeTruthy();
    expect(screen.getByText('At most 2: one truck per unassigned item at most.')).toBeTruthy();

    const trucks = screen.getByRole('textbox', { name: 'Trucks' });
    await user.clear(trucks);
    await user.type(trucks, '3');
    expect(create.disabled).toBe(true);
    await user.clear(trucks);
    await user.type(trucks, '2');
    await waitFor(() => expect(create.disabled).toBe(false));
    await user.click(create);
    await waitFor(() => expect(requests.some((request) => request.method === 'POST')).toBe(true));
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      subOrderItemIds: [1, 2],
      truckCount: 2,
    });
  });
});
