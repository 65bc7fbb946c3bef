// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import {
  ActionLogType,
  ItemStatus,
  ROUTES,
  type OrderDelivery,
  type QuoteDeliveryLine,
  type QuoteDeliveryPlan,
} from '@portal/contracts';
import {
  dataResponse,
  LocationOutput,
  renderWithProviders,
  setUpComponentTests,
  stubApi,
} from '../../../../test/render';
import { QuoteDeliveryWizardPage } from './quote-delivery-wizard-page';

setUpComponentTests();

function line(
  id: number,
  productName: string,
  state: { sourced: boolean; deliveryNumber: string | null },
): QuoteDeliveryLine {
  return {
    id,
    orderId: null,
    orderNumber: null,
    subOrderId: null,
    subOrderNumber: null,
    sellerCompany: state.sourced ? { id: 5, name: 'Pépinière Nord' } : null,
    productName,
    productSizeName: '#5',
    quantity: 10,
    statusId: ItemStatus.ids.WIP,
    unitWeightLb: 20,
    unitFloorSpaceSqft: 0.5,
    deliveryAssigned: state.deliveryNumber !== null,
    deliveryId: state.deliveryNumber === null ? null : 41,
    deliveryNumber: state.deliveryNumber,
    sourced: state.sourced,
    disabled: !state.sourced || state.deliveryNumber !== null,
  };
}

const PLAN: QuoteDeliveryPlan = {
  quoteId: 9,
  quoteNumber: 'CQ-10009',
  rows: [
    line(1, 'Acer rubrum', { sourced: true, deliveryNumber: null }),
    line(2, 'Thuja occidentalis', { sourced: false, deliveryNumber: null }),
    line(3, 'Picea abies', { sourced: true, deliveryNumber: 'D-1041' }),
    line(4, 'Hydrangea paniculata', { sourced: true, deliveryNumber: null }),
  ],
  unassignedCount: 3,
  deliveries: [
    { id: 41, deliveryNumber: 'D-1041', deliveryStatusId: 1, vehicleCount: 1, stopCount: 2, itemCount: 1 },
  ],
};

/** The answer of POST quoteDelivery: a new draft with nothing the wizard reads but its id and number. */
const CREATED: OrderDelivery = {
  id: 42,
  deliveryNumber: 'D-1042',
  recordType: ActionLogType.ids.QUOTE_DELIVERY,
  quoteId: 9,
  version: 1,
  startTimestamp: null,
  deliveryStatus: { id: 1 },
  republished: false,
  deliveryVehicles: [],
  logisticOwnerUser: null,
  countryId: null,
  fillRate: null,
  weight: null,
  routeDistance: null,
  ownerUsers: [],
  cosOwnerUsers: [],
  orders: [],
  firstStopDate: null,
  stopCount: 2,
  itemCount: 1,
};

function renderWizard() {
  return renderWithProviders(null, {
    url: `${ROUTES.quoteDeliveryWizard}/9`,
    routes: [
      { path: `${ROUTES.quoteDeliveryWizard}/:id`, element: <QuoteDeliveryWizardPage /> },
      { path: `${ROUTES.quoteDeliveryWorkspace}/:id`, element: <LocationOutput withPath /> },
    ],
  });
}

describe('the quote delivery wizard (spec 001 §5, spec 000 §4; decision 218)', () => {
  it('shows an unsourced line disabled with the reason and one on another delivery with its number, holds the trucks to the pickable lines and sends the picks', async () => {
    const requests = stubApi((request) => {
      if (request.url.endsWith('/api/quoteDeliveryLines/9')) return dataResponse(PLAN);
      if (request.method === 'POST' && request.url.endsWith('/api/quoteDelivery')) {
        return dataResponse([CREATED]);
      }
      return undefined;
    });
    const { user } = renderWizard();
    expect(await screen.findByRole('heading', { name: 'Plan deliveries of quote CQ-10009' })).toBeTruthy();

    const unsourced = screen.getByRole<HTMLInputElement>('checkbox', {
      name: 'Move Thuja occidentalis (#5)',
    });
    expect(unsourced.disabled).toBe(true);
    expect(unsourced.checked).toBe(false);
    expect(screen.getByText('Sourcing incomplete: seller or a unit price missing')).toBeTruthy();
    const taken = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Move Picea abies (#5)' });
    expect(taken.disabled).toBe(true);
    expect(taken.checked).toBe(true);
    expect(screen.getByText('On D-1041')).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: 'Pick every item of this page' }));
    expect(screen.getByText('2 items picked', { exact: false })).toBeTruthy();
    // The unsourced line cannot be picked, so two trucks at most.
    expect(screen.getByText('At most 2: one truck per unassigned item at most.')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Move Hydrangea paniculata (#5)' }));
    expect(screen.getByText('At most 1: one truck per unassigned item at most.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Create deliveries' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'POST')).toBe(true));
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      quoteId: 9,
      quoteItemIds: [1],
      truckCount: 1,
    });
    expect(await screen.findByText(`${ROUTES.quoteDeliveryWorkspace}/42`, { exact: false })).toBeTruthy();
  });
});
