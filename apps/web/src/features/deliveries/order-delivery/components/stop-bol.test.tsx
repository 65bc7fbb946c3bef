// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { MAX_UPLOAD_BYTES, MESSAGES, VERSION_HEADER, type OrderDelivery } from '@portal/contracts';
import {
  dataResponse,
  jsonResponse,
  renderWithProviders,
  setUpComponentTests,
} from '../../../../test/render';
import { StopBol } from './stop-bol';

setUpComponentTests();

type Stop = OrderDelivery['deliveryVehicles'][number]['deliveryStops'][number];

const NAME = 'OR-10007_D-1041_Paysagement-Rive-Nord_SignedBOL_2026-12-15.pdf';
const RECORD = { id: 41, version: 6, deliveryNumber: 'D-1041' } as OrderDelivery;

function stopWith(filename: string | null): Stop {
  return { id: 12, dropOff: true, filename } as Stop;
}

interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A fake API that keeps the multipart form as it was sent (the shared stub reads JSON bodies only). */
function stubFetch(answer: (request: Sent) => Response): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request = {
      method: init.method ?? 'GET',
      url: input instanceof Request ? input.url : input.toString(),
      headers: (init.headers ?? {}) as Record<string, string>,
      body: init.body,
    };
    sent.push(request);
    return answer(request);
  });
  return sent;
}

function renderBol(filename: string | null, isDirty = false) {
  return renderWithProviders(
    <StopBol record={RECORD} stop={stopWith(filename)} sequence={4} isDirty={isDirty} disabled={false} />,
  );
}

describe('a stop’s signed bill of lading (issue 38, decision 211)', () => {
  it('sends the stop and the file with the version read', async () => {
    const sent = stubFetch(() => dataResponse({}));
    const { user } = renderBol(null);
    expect(screen.getByText('None')).toBeTruthy();
    const file = new File(['%PDF-1.4'], 'signed.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Signed bill of lading file of stop 4'), file);
    await waitFor(() => expect(sent).toHaveLength(1));
    const request = sent[0];
    expect(request?.method).toBe('POST');
    expect(request?.url).toMatch(/\/api\/uploadBolAttachment$/);
    expect(request?.headers[VERSION_HEADER]).toBe('6');
    const form = request?.body as FormData;
    expect(form.get('stopId')).toBe('12');
    expect((form.get('file') as File).name).toBe('signed.pdf');
  });

  it('refuses a file over 20 MB without sending it, and shows the server’s refusal of a type', async () => {
    const sent = stubFetch(() =>
      jsonResponse({ code: 'UNSUPPORTED_MEDIA', message: MESSAGES.invalidBolAttachment }, 415),
    );
    const { user } = renderBol(null);
    const big = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: MAX_UPLOAD_BYTES + 1 });
    await user.upload(screen.getByLabelText('Signed bill of lading file of stop 4'), big);
    expect(await screen.findByText(MESSAGES.invalidBolAttachment)).toBeTruthy();
    expect(sent).toHaveLength(0);

    await user.upload(
      screen.getByLabelText('Signed bill of lading file of stop 4'),
      new File(['MZ'], 'tool.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(sent).toHaveLength(1));
    await waitFor(() => expect(screen.getAllByText(MESSAGES.invalidBolAttachment)).toHaveLength(2));
  });

  it('asks for the save first when the delivery has unsaved changes', async () => {
    const sent = stubFetch(() => dataResponse({}));
    const { user } = renderBol(NAME, true);
    await user.click(screen.getByRole('button', { name: 'Upload signed bill of lading of stop 4' }));
    expect(await screen.findByText(MESSAGES.saveDeliveryBeforeBol)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete the signed bill of lading of stop 4' }));
    expect(screen.queryByText(/Are you sure/)).toBeNull();
    expect(sent).toHaveLength(0);
  });

  it('shows the stored file under its §5 name and deletes it once confirmed, with the version read', async () => {
    const sent = stubFetch(() => dataResponse({}));
    const { user } = renderBol(NAME);
    expect(screen.getByRole('button', { name: NAME })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete the signed bill of lading of stop 4' }));
    expect(
      await screen.findByText(
        'Are you sure you want to delete the signed bill of lading of delivery D-1041?',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.method).toBe('DELETE');
    expect(sent[0]?.url).toMatch(/\/api\/bolAttachment\/12$/);
    expect(sent[0]?.headers[VERSION_HEADER]).toBe('6');
  });
});
