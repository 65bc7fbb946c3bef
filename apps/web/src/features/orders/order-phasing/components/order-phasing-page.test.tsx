// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  ErrorCode,
  IDEMPOTENCY_HEADER,
  ItemStatus,
  MESSAGES,
  MESSAGES_FR,
  OrderStatus,
  ROUTES,
  VERSION_HEADER,
  type OrderItem,
  type OrderRecord,
} from '@portal/contracts';
import { i18n } from '../../../../lib/i18n';
import { expectNoAxeViolations } from '../../../../test/axe';
import {
  dataResponse,
  jsonResponse,
  LocationOutput,
  renderWithProviders,
  setUpComponentTests,
  stubApi,
  type ApiRequest,
} from '../../../../test/render';
import { testOrder, testOrderItem } from '../../order-construction/test-order';
import { OrderPhasingPage } from './order-phasing-page';

setUpComponentTests();

/** An item of one seller, priced at a 30 % markup (the order tests' item otherwise). */
function item(
  id: number,
  productName: string,
  quantity: number,
  seller: [number, string],
  buyerUnitPrice: number,
): OrderItem {
  return testOrderItem(id, {
    subOrderId: seller[0] * 10,
    productId: id,
    productName,
    productSizeId: id,
    productSizeName: `Size ${id}`,
    specs: [],
    quantity,
    statusId: ItemStatus.ids.WIP,
    sellerCompanyId: seller[0],
    sellerCompanyName: seller[1],
    sellerUnitPrice: buyerUnitPrice / 1.3,
    buyerUnitPrice,
    sellerPrice: null,
    buyerPrice: quantity * buyerUnitPrice,
  });
}

const NORD: [number, string] = [5, 'Pépinière Nord'];
const SUD: [number, string] = [6, 'Pépinière Sud'];

/** The API fixtures' order: 25 × 13.00 and 120 × 26.00 from one seller, 40 × 39.00 from another. */
const ORDER: OrderRecord = testOrder(
  [
    item(1, "Acer rubrum 'October Glory'", 25, NORD, 13),
    item(2, "Thuja occidentalis 'Smaragd'", 120, NORD, 26),
    item(3, "Hydrangea paniculata 'Limelight'", 40, SUD, 39),
    { ...item(4, 'Picea abies', 10, SUD, 50), statusId: ItemStatus.ids.CANCELLED },
  ],
  {
    id: 7,
    orderNumber: 10_001,
    formattedNumber: 'OR-10001',
    buyerCompanyName: 'Acme Landscaping',
    jobName: 'Parc Beaubien',
    deliveryAddress: '6707 Avenue de Lorimier',
    postalCode: 'H2G 2P8',
    statusId: OrderStatus.ids.WIP,
    buyerDeliveryFee: 75,
    version: 4,
    subOrders: [],
    discounts: [{ id: 31, discountId: 2, discountName: 'Volume', amount: 50 }],
    transportCosts: [
      {
        id: 41,
        transportTypeId: 2,
        sellerCompanyId: NORD[0],
        sellerCompanyName: NORD[1],
        cost: 120,
        transporters: [],
        split: null,
      },
    ],
    totals: {
      itemCount: 3,
      sellerCost: 3850,
      buyerSubtotal: 5005,
      margin: 1155,
      discount: 50,
      transport: 120,
      fee: 0,
      deliveryFee: 75,
      taxable: 5150,
      tax: 771.21,
      grandTotal: 5921.21,
      taxRate: 14.975,
      buyerFeeRate: null,
      buyerFeeMinimum: null,
    },
  },
);

const NEW_PHASE: OrderRecord = {
  ...ORDER,
  id: 8,
  phaseNumber: 2,
  formattedNumber: 'OR-10001-P2',
  phasedFromOrderId: 7,
  version: 1,
};

let requests: ApiRequest[] = [];
let order: OrderRecord = ORDER;
let phaseAnswer: () => Response = () =>
  dataResponse({ newPhase: NEW_PHASE, balancePhase: { ...ORDER, version: 5 } });

beforeEach(() => {
  order = ORDER;
  phaseAnswer = () => {
    // The order's next read is the balance, a new version: the wizard must still say what it created.
    order = { ...ORDER, version: 5 };
    return dataResponse({ newPhase: NEW_PHASE, balancePhase: order });
  };
  requests = stubApi(({ url, method }) => {
    if (method === 'GET' && url === `/api/order/${order.id}`) return dataResponse(order);
    if (method === 'POST' && url === '/api/orderPhase') return phaseAnswer();
    return undefined;
  });
});

function renderWizard(id = ORDER.id) {
  return renderWithProviders(null, {
    url: `${ROUTES.orderPhasingWizard}/${id}`,
    routes: [
      { path: `${ROUTES.orderPhasingWizard}/:id`, element: <OrderPhasingPage /> },
      { path: `${ROUTES.orderConstruction}/:id`, element: <LocationOutput withPath /> },
      { path: ROUTES.orderDashboard, element: <LocationOutput withPath /> },
    ],
  });
}

const currentStep = () =>
  screen
    .getByRole('list', { name: 'Phasing steps' })
    .querySelector('[aria-current="step"]')
    ?.textContent?.replace(/^\d/, '');

describe('Order Phasing Wizard', () => {
  it('phases an order from the keyboard through its three steps and offers to open the new phase', async () => {
    const { user } = renderWizard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Phase order OR-10001' })).toBeTruthy();
    // Step 1: the order's details, items and charges.
    expect(currentStep()).toBe('Review order details');
    expect(screen.getByText('Parc Beaubien')).toBeTruthy();
    const items = screen.getByRole('table', { name: 'Items' });
    expect(within(items).getAllByRole('row')).toHaveLength(5);
    expect(
      within(screen.getByRole('table', { name: 'Charges' })).getByText('Transport: Pépinière Nord'),
    ).toBeTruthy();
    await expectNoAxeViolations(document.body);
    screen.getByRole('button', { name: 'Next' }).focus();
    await user.keyboard('{Enter}');

    // Step 2: the items that count, each with a box and a quantity; the cancelled one is said to stay.
    await waitFor(() => expect(currentStep()).toBe('Select order info'));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Select order info' }));
    expect(
      screen.getByText(
        '1 item that does not count (cancelled, unavailable or replaced) cannot be chosen; a replaced original goes with its substitute.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /Picea abies/ })).toBeNull();
    const thuja = screen.getByRole('checkbox', {
      name: "Move Thuja occidentalis 'Smaragd' (Size 2) to the new phase",
    });
    thuja.focus();
    await user.keyboard(' ');
    const thujaQuantity = screen.getByRole('textbox', {
      name: "Quantity of Thuja occidentalis 'Smaragd' (Size 2) for the new phase",
    });
    // Checked: all of it is offered.
    await waitFor(() => expect((thujaQuantity as HTMLInputElement).value).toBe('120'));
    const hydrangea = screen.getByRole('checkbox', { name: /Hydrangea paniculata/ });
    hydrangea.focus();
    await user.keyboard(' ');
    const hydrangeaQuantity = screen.getByRole('textbox', { name: /Quantity of Hydrangea paniculata/ });
    await user.clear(hydrangeaQuantity);
    await user.type(hydrangeaQuantity, '10');
    await expectNoAxeViolations(document.body);
    screen.getByRole('button', { name: 'Next' }).focus();
    await user.keyboard('{Enter}');

    // Step 3: each phase's items and every charge's share, as the server will write them (decision 171).
    await waitFor(() => expect(currentStep()).toBe('Distribute values'));
    const charges = screen.getByRole('table', { name: 'Charges' });
    const rowOf = (name: string) => within(charges).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(
      within(rowOf('Buyer subtotal'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3,510.00', '1,495.00']);
    expect(
      within(rowOf('Discount: Volume'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['35.06', '14.94']);
    expect(
      within(rowOf('Transport: Pépinière Nord'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['108.68', '11.32']);
    expect(
      within(rowOf('Delivery fee'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['52.60', '22.40']);
    // Each phase's totals by the order money rules: 3,636.22 and 1,513.78 taxed at 14.975 %.
    expect(
      within(rowOf('Tax'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['544.52', '226.69']);
    expect(
      within(rowOf('Grand total'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4,180.74', '1,740.47']);
    const newItems = screen.getByRole('table', { name: 'Items of the new phase' });
    expect(
      within(newItems)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'ProductQuantity',
      "Thuja occidentalis 'Smaragd' (Size 2)120",
      "Hydrangea paniculata 'Limelight' (Size 3)10",
    ]);
    const balanceItems = screen.getByRole('table', { name: 'Items left in OR-10001' });
    expect(within(balanceItems).getAllByRole('row')).toHaveLength(3);
    await expectNoAxeViolations(document.body);
    screen.getByRole('button', { name: 'Create the new phase' }).focus();
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Order OR-10001-P2 was created from OR-10001.')).toBeTruthy();
    const posted = requests.filter((request) => request.url === '/api/orderPhase');
    expect(posted).toHaveLength(1);
    expect(posted[0]?.body).toEqual({
      id: 7,
      newPhase: {
        items: [
          { id: 2, quantity: 120 },
          { id: 3, quantity: 10 },
        ],
      },
    });
    expect(posted[0]?.headers[VERSION_HEADER]).toBe('4');
    await user.click(screen.getByRole('link', { name: 'Open OR-10001-P2' }));
    expect(await screen.findByText(`${ROUTES.orderConstruction}/8`)).toBeTruthy();
  });

  it('says on the item what the rules refuse, and does not go on until the selection can be phased', async () => {
    const { user } = renderWizard();
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // Nothing chosen.
    expect(screen.getByText('Choose at least one item for the new phase.')).toBeTruthy();
    expect(currentStep()).toBe('Select order info');

    await user.click(screen.getByRole('checkbox', { name: /Acer rubrum/ }));
    const acer = screen.getByRole('textbox', { name: /Quantity of Acer rubrum/ });
    await user.clear(acer);
    await user.type(acer, '26');
    expect(acer.getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText("The quantity of the new phase cannot be more than the item's quantity."),
    ).toBeTruthy();
    await user.clear(acer);
    // spec 001 §5: a chosen item needs a quantity (the catalogue's words).
    expect(screen.getByText(MESSAGES.phasingQuantityNotSet)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(currentStep()).toBe('Select order info');
    expect(screen.getByText('The selection cannot be phased yet: see the items marked.')).toBeTruthy();

    // Every item that counts, in full: nothing would remain.
    await user.type(acer, '25');
    await user.click(screen.getByRole('checkbox', { name: /Thuja occidentalis/ }));
    await user.click(screen.getByRole('checkbox', { name: /Hydrangea paniculata/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      screen.getByText(
        'The new phase cannot take the whole order: leave at least part of one item in the balance.',
      ),
    ).toBeTruthy();
    expect(currentStep()).toBe('Select order info');

    // Unchecking one makes it a phase.
    await user.click(screen.getByRole('checkbox', { name: /Hydrangea paniculata/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(currentStep()).toBe('Distribute values'));
    // Back keeps the choice.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /Acer rubrum/ }).checked).toBe(true);
  });

  it('does not let an order in Waiting for Delivery be phased (spec 001 §4)', async () => {
    order = { ...ORDER, statusId: OrderStatus.ids.WAITING };
    renderWizard();
    expect(await screen.findByText(MESSAGES.phasingNotAllowed)).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(true);
  });

  it('offers to read the order again when another user changed it, and starts the wizard over', async () => {
    phaseAnswer = () => jsonResponse({ code: ErrorCode.OUTDATED, message: MESSAGES.outdatedRecord }, 409);
    const { user } = renderWizard();
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('checkbox', { name: /Acer rubrum/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Create the new phase' }));
    expect(await screen.findByText(MESSAGES.outdatedRecord)).toBeTruthy();
    order = { ...ORDER, version: 6, jobName: 'Parc Beaubien (renamed)' };
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Parc Beaubien (renamed)')).toBeTruthy();
    expect(currentStep()).toBe('Review order details');
    expect(requests.filter((request) => request.url === `/api/order/${ORDER.id}`)).toHaveLength(2);
  });

  it('sends one idempotency key per chosen phase: the same on a retry, a new one for another choice', async () => {
    let answers = 0;
    phaseAnswer = () => {
      answers += 1;
      return jsonResponse({ code: ErrorCode.INTERNAL, message: 'boom' }, 500);
    };
    const { user } = renderWizard();
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('checkbox', { name: /Acer rubrum/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const create = await screen.findByRole('button', { name: 'Create the new phase' });
    await user.click(create);
    await waitFor(() => expect(answers).toBe(1));
    await waitFor(() => expect(create.hasAttribute('disabled')).toBe(false));
    await user.click(create);
    await waitFor(() => expect(answers).toBe(2));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('checkbox', { name: /Thuja occidentalis/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Create the new phase' }));
    await waitFor(() => expect(answers).toBe(3));
    const keys = requests
      .filter((request) => request.url === '/api/orderPhase')
      .map((request) => request.headers[IDEMPOTENCY_HEADER]);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it("shows the server's refusal in the interface language", async () => {
    await i18n.changeLanguage('fr');
    phaseAnswer = () => jsonResponse({ code: ErrorCode.CONFLICT, message: MESSAGES.phasingNotAllowed }, 409);
    const { user } = renderWizard();
    await user.click(await screen.findByRole('button', { name: 'Suivant' }));
    await user.click(screen.getByRole('checkbox', { name: /Acer rubrum/ }));
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    await user.click(await screen.findByRole('button', { name: 'Créer la nouvelle phase' }));
    expect(await screen.findByText(MESSAGES_FR.phasingNotAllowed ?? '')).toBeTruthy();
    expect(MESSAGES_FR.phasingNotAllowed).not.toBe(MESSAGES.phasingNotAllowed);
    expect(screen.getByRole('button', { name: 'Créer la nouvelle phase' })).toBeTruthy();
  });
});
