// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  ActionLogAction,
  ActionLogType,
  ErrorCode,
  ItemStatus,
  Language,
  MAX_UPLOAD_BYTES,
  MESSAGES,
  MESSAGES_FR,
  OrderStatus,
  PictureStatus,
  ROUTES,
  type OrderPictureItem,
  type OrderPictures,
} from '@portal/contracts';
import { i18n } from '../../../../lib/i18n';
import { expectNoAxeViolations } from '../../../../test/axe';
import {
  dataResponse,
  jsonResponse,
  renderWithProviders,
  setUpComponentTests,
  stubApi,
  type ApiRequest,
} from '../../../../test/render';
import { signInAs, SignedIn, testLiveConnection, type TestLiveConnection } from '../../../../test/session';
import { OrderPictureManagerPage } from './order-picture-manager-page';

setUpComponentTests();

const { NOT_SENT, PARTIALLY_SENT, SENT, REJECTED } = PictureStatus.ids;

function item(orderItemId: number, subOrderId: number, productName: string): OrderPictureItem {
  return {
    orderItemId,
    subOrderId,
    sequenceNumber: orderItemId,
    productName,
    productSizeName: `Size ${orderItemId}`,
    quantity: 25,
    statusId: ItemStatus.ids.WIP,
    pictureStatusId: NOT_SENT,
    request: null,
    pictures: [],
  };
}

const ACER = "Acer rubrum 'October Glory' (Size 1)";
const THUJA = "Thuja occidentalis 'Smaragd' (Size 3)";

const VIEW: OrderPictures = {
  orderId: 7,
  formattedNumber: 'OR-10001',
  jobName: 'Parc Beaubien',
  buyerCompanyName: 'Acme Landscaping',
  statusId: OrderStatus.ids.WIP,
  editable: true,
  pictureStatusId: NOT_SENT,
  subOrders: [
    { id: 50, subOrderNumber: 'OR-10001-S1', sellerCompanyName: 'Pépinière Nord', pictureStatusId: NOT_SENT },
    { id: 60, subOrderNumber: 'OR-10001-S2', sellerCompanyName: 'Pépinière Sud', pictureStatusId: NOT_SENT },
  ],
  items: [
    item(1, 50, "Acer rubrum 'October Glory'"),
    item(3, 60, "Thuja occidentalis 'Smaragd'"),
    { ...item(4, 60, 'Picea abies'), statusId: ItemStatus.ids.CANCELLED },
  ],
};

const REQUESTED: OrderPictures = {
  ...VIEW,
  items: [
    {
      ...VIEW.items[0]!,
      request: {
        id: 11,
        pictureTypeId: 1,
        pictureDueDate: '2026-12-15',
        note: null,
        pictureStatusId: NOT_SENT,
        rejectionNote: null,
        approvedAt: null,
        approvedByUserName: null,
        version: 1,
      },
    },
    VIEW.items[1]!,
  ],
};

const SENT_VIEW: OrderPictures = {
  ...REQUESTED,
  pictureStatusId: SENT,
  subOrders: [{ ...VIEW.subOrders[0]!, pictureStatusId: SENT }, VIEW.subOrders[1]!],
  items: [
    {
      ...REQUESTED.items[0]!,
      pictureStatusId: SENT,
      request: { ...REQUESTED.items[0]!.request!, pictureStatusId: SENT, version: 2 },
      pictures: [
        {
          id: 91,
          fileName: 'acer-front.png',
          contentType: 'image/png',
          sizeBytes: 2048,
          hasThumbnail: true,
          uploadedAt: '2026-11-25T14:00:00.000Z',
          uploadedByUserName: 'Olivia Park',
        },
      ],
    },
    VIEW.items[1]!,
  ],
};

let requests: ApiRequest[] = [];
let current: OrderPictures = VIEW;
let writeAnswer: (request: ApiRequest) => Response = () => dataResponse(current);

/** The live connection the order's topic speaks on (another user's change notice), a new one for each test. */
let live: TestLiveConnection;

beforeEach(() => {
  live = testLiveConnection();
  signInAs({ languageId: Language.ids.ENGLISH });
  current = VIEW;
  writeAnswer = () => dataResponse(current);
  requests = stubApi((request) => {
    const { method, url } = request;
    if (method === 'GET' && url === `/api/orderPictures/${VIEW.orderId}`) return dataResponse(current);
    if (method !== 'GET') return writeAnswer(request);
    return undefined;
  });
});

function renderManager(id = VIEW.orderId) {
  return renderWithProviders(null, {
    url: `${ROUTES.orderPictureManager}/${id}`,
    routes: [
      {
        path: `${ROUTES.orderPictureManager}/:id`,
        element: (
          <SignedIn connection={live.connection}>
            <OrderPictureManagerPage />
          </SignedIn>
        ),
      },
    ],
  });
}

const writes = () => requests.filter((request) => request.method !== 'GET');

describe('Order Picture Manager', () => {
  it('shows each sub-order with its items, statuses and requests, and asks for a picture from the keyboard', async () => {
    const { user } = renderManager();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pictures of order OR-10001' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'OR-10001-S1 · Pépinière Nord' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'OR-10001-S2 · Pépinière Sud' })).toBeTruthy();
    const acer = screen.getByRole('article', { name: ACER });
    expect(within(acer).getByText('No picture was asked of this item yet.')).toBeTruthy();
    expect(within(acer).getByText('Not Sent')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: THUJA })).getByText('Not Sent')).toBeTruthy();
    // A cancelled item says so: it no longer counts in the order's picture status.
    expect(
      within(screen.getByRole('article', { name: 'Picea abies (Size 4)' })).getByText('Cancelled'),
    ).toBeTruthy();
    await expectNoAxeViolations(document.body);

    await user.type(within(acer).getByLabelText('Picture Due Date'), '2026-12-15');
    current = REQUESTED;
    within(acer)
      .getByRole('button', { name: `Request picture of ${ACER}` })
      .focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      method: 'PUT',
      url: '/api/orderPictureRequest',
      body: {
        orderId: 7,
        entries: [
          {
            action: 'request',
            orderItemId: 1,
            version: null,
            pictureTypeId: 1,
            pictureDueDate: '2026-12-15',
            note: '',
          },
        ],
      },
    });
    // The answer is shown: the request now exists and is saved with its version.
    expect(
      await within(screen.getByRole('article', { name: ACER })).findByRole('button', {
        name: `Save request of ${ACER}`,
      }),
    ).toBeTruthy();
  });

  it('uploads pictures of an item; over 20 MB is refused at once, a file that is no picture by the server', async () => {
    current = REQUESTED;
    const { user } = renderManager();
    const acer = await screen.findByRole('article', { name: ACER });
    const input = within(acer).getByLabelText(`Picture files of ${ACER}`);
    // Dropped on the item: over 20 MB is refused before anything is sent.
    fireEvent.drop(acer, {
      dataTransfer: {
        files: [new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], 'huge.png', { type: 'image/png' })],
      },
    });
    // The toast area is fetched with its first message.
    expect(await screen.findByText(MESSAGES.invalidPicture, {}, { timeout: 5000 })).toBeTruthy();
    expect(writes()).toEqual([]);
    // The type is the server's to tell, by content: a text file goes, and its refusal is shown.
    writeAnswer = () =>
      jsonResponse({ code: ErrorCode.VALIDATION_FAILED, message: MESSAGES.invalidPicture }, 400);
    fireEvent.drop(acer, {
      dataTransfer: { files: [new File(['words'], 'notes.txt', { type: 'text/plain' })] },
    });
    await waitFor(() => expect(writes()).toHaveLength(1));
    await waitFor(() => expect(screen.getAllByText(MESSAGES.invalidPicture).length).toBeGreaterThan(1));
    writeAnswer = () => dataResponse(current);
    requests.length = 0;

    current = SENT_VIEW;
    await user.upload(input, [
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'acer-front.png', { type: 'image/png' }),
      new File([new Uint8Array([0xff, 0xd8, 0xff])], 'acer-side.jpg', { type: 'image/jpeg' }),
    ]);
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({ method: 'POST', url: '/api/uploadOrderItemPictures?orderItemId=1' });
    const updated = screen.getByRole('article', { name: ACER });
    expect(await within(updated).findByRole('button', { name: 'Open picture acer-front.png' })).toBeTruthy();
    expect(within(updated).getByText('Waiting for review')).toBeTruthy();
    expect(within(screen.getByTestId('order-picture-status')).getByText('Sent')).toBeTruthy();
  });

  it('approves, rejects with a note (required), and clears after confirming', async () => {
    current = SENT_VIEW;
    const { user } = renderManager();
    const acer = await screen.findByRole('article', { name: ACER });

    within(acer)
      .getByRole('button', { name: `Approve pictures of ${ACER}` })
      .focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]!.body).toEqual({
      orderId: 7,
      entries: [{ action: 'approve', orderItemId: 1, version: 2 }],
    });

    await user.click(within(acer).getByRole('button', { name: `Reject pictures of ${ACER}` }));
    const dialog = await screen.findByRole('dialog', { name: `Reject the pictures of ${ACER}` });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Say why the pictures are rejected.')).toBeTruthy();
    expect(writes()).toHaveLength(1);
    await user.type(within(dialog).getByLabelText('Rejection Note'), 'Too dark');
    current = {
      ...SENT_VIEW,
      pictureStatusId: REJECTED,
      items: [
        {
          ...SENT_VIEW.items[0]!,
          pictureStatusId: REJECTED,
          request: {
            ...SENT_VIEW.items[0]!.request!,
            pictureStatusId: REJECTED,
            rejectionNote: 'Too dark',
            version: 3,
          },
        },
        SENT_VIEW.items[1]!,
      ],
    };
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(writes()).toHaveLength(2));
    expect(writes()[1]!.body).toEqual({
      orderId: 7,
      entries: [{ action: 'reject', orderItemId: 1, version: 2, rejectionNote: 'Too dark' }],
    });
    const rejected = screen.getByRole('article', { name: ACER });
    expect(await within(rejected).findByText('Rejection note: Too dark')).toBeTruthy();

    await user.click(within(rejected).getByRole('button', { name: `Clear pictures of ${ACER}` }));
    expect(
      await screen.findByText(`Remove every picture of ${ACER}? The item goes back to not sent.`),
    ).toBeTruthy();
    current = { ...REQUESTED, pictureStatusId: NOT_SENT };
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(writes()).toHaveLength(3));
    expect(writes()[2]).toMatchObject({
      method: 'PUT',
      url: '/api/clearOrderItemPictures',
      body: { orderItemId: 1 },
    });
  });

  it("reads the order again when another user changes it (someone else's upload shows)", async () => {
    renderManager();
    const acer = await screen.findByRole('article', { name: ACER });
    expect(within(acer).getByText('No picture was sent yet.')).toBeTruthy();
    current = SENT_VIEW;
    await live.send({
      type: 'change',
      recordType: ActionLogType.ids.ORDER,
      recordId: VIEW.orderId,
      actionId: ActionLogAction.ids.UPDATE,
      actorUserId: 2,
      actorName: 'Marc Gagnon',
      occurredAt: '2026-11-26T08:00:00.000Z',
    });
    // The order is read again (GET orderPictures a second time), and the upload shows.
    await waitFor(() =>
      expect(
        requests.filter((request) => request.method === 'GET' && request.url === '/api/orderPictures/7'),
      ).toHaveLength(2),
    );
    expect(
      await within(screen.getByRole('article', { name: ACER })).findByRole('button', {
        name: 'Open picture acer-front.png',
      }),
    ).toBeTruthy();
  });

  it('says why a write was refused, in the server’s words', async () => {
    current = SENT_VIEW;
    writeAnswer = () => jsonResponse({ code: ErrorCode.OUTDATED, message: MESSAGES.outdatedRecord }, 409);
    const { user } = renderManager();
    const acer = await screen.findByRole('article', { name: ACER });
    await user.click(within(acer).getByRole('button', { name: `Approve pictures of ${ACER}` }));
    expect(await screen.findByText(MESSAGES.outdatedRecord, {}, { timeout: 5000 })).toBeTruthy();
  });

  it("speaks French: the words, the statuses and the server's refusal of a picture", async () => {
    // The signed-in user's language is the interface's.
    signInAs({ languageId: Language.ids.FRENCH });
    await i18n.changeLanguage('fr');
    current = SENT_VIEW;
    writeAnswer = () =>
      jsonResponse({ code: ErrorCode.VALIDATION_FAILED, message: MESSAGES.invalidPicture }, 400);
    const { user } = renderManager();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Photos de la commande OR-10001' }),
    ).toBeTruthy();
    expect(within(screen.getByTestId('order-picture-status')).getByText('Envoyé')).toBeTruthy();
    const acer = screen.getByRole('article', { name: ACER });
    await user.upload(
      within(acer).getByLabelText(`Fichiers de photos de ${ACER}`),
      new File([new Uint8Array([0xff, 0xd8, 0xff])], 'acer.jpg', { type: 'image/jpeg' }),
    );
    expect(await screen.findByText(MESSAGES_FR.invalidPicture ?? '', {}, { timeout: 5000 })).toBeTruthy();
    expect(MESSAGES_FR.invalidPicture).not.toBe(MESSAGES.invalidPicture);
  });

  it('shows a complete or cancelled order read-only, pictures still open', async () => {
    current = {
      ...SENT_VIEW,
      statusId: OrderStatus.ids.COMPLETE,
      editable: false,
      pictureStatusId: PARTIALLY_SENT,
    };
    renderManager();
    expect(await screen.findByText(MESSAGES.orderClosed)).toBeTruthy();
    const acer = screen.getByRole('article', { name: ACER });
    expect(within(acer).getByRole('button', { name: 'Open picture acer-front.png' })).toBeTruthy();
    expect(
      within(acer).queryByRole('button', { name: /Approve|Reject|Clear|Upload|Request|Save/ }),
    ).toBeNull();
    expect(within(screen.getByTestId('order-picture-status')).getByText('Partially Sent')).toBeTruthy();
  });
});
