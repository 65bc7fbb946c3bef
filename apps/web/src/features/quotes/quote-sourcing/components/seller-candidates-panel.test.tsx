// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { CONFIRMATIONS, MESSAGES, type SellerCandidate } from '@portal/contracts';
import { expectNoAxeViolations } from '../../../../test/axe';
import {
  dataResponse,
  renderWithProviders,
  setUpComponentTests,
  stubApi,
  type ApiRequest,
} from '../../../../test/render';
import { i18n } from '../../../../lib/i18n';
import { SellerCandidatesPanel } from './seller-candidates-panel';

setUpComponentTests();

const CANDIDATES: SellerCandidate[] = [
  {
    sellerCompanyId: 41,
    sellerCompanyName: 'Pépinière Rivière',
    lastUnitPrice: 62.5,
    lastPricedAt: '2026-10-14T15:00:00.000Z',
    sourceKind: 'quote',
    sourceRecordId: 3,
    sourceNumber: 'CQ-10003',
    distanceKm: 148.6,
  },
  {
    sellerCompanyId: 42,
    sellerCompanyName: 'Pépinière du Nord',
    lastUnitPrice: 58,
    lastPricedAt: '2026-09-02T15:00:00.000Z',
    sourceKind: 'order',
    sourceRecordId: 8,
    sourceNumber: 'O-10008-1',
    distanceKm: 12.2,
  },
  {
    sellerCompanyId: 43,
    sellerCompanyName: 'Les Serres Laval',
    lastUnitPrice: 49.99,
    lastPricedAt: '2026-11-20T15:00:00.000Z',
    sourceKind: 'quote',
    sourceRecordId: 9,
    sourceNumber: 'CQ-10009',
    distanceKm: null,
  },
];

let answered: SellerCandidate[];
let requests: ApiRequest[];

beforeEach(() => {
  answered = CANDIDATES;
  requests = stubApi((request) =>
    request.url === '/api/sellerCandidates/77' ? dataResponse(answered) : undefined,
  );
});

const table = () =>
  screen.findByRole('table', { name: 'Sellers that supplied this product and size before' });
const sellersShown = async () =>
  within(await table())
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('SellerCandidatesPanel (issue 14: who can supply this line)', () => {
  it("lists the line's candidates nearest first with price, date, source and distance", async () => {
    renderWithProviders(<SellerCandidatesPanel quoteItemId={77} onPick={() => {}} />);
    expect(await sellersShown()).toEqual(['Pépinière du Nord', 'Pépinière Rivière', 'Les Serres Laval']);
    const nord = within(await table()).getByRole('row', { name: /Pépinière du Nord/ });
    for (const text of ['58.00', 'Sep 2, 2026', 'O-10008-1', '12 km']) {
      expect(within(nord).getByText(text)).toBeTruthy();
    }
    const laval = within(await table()).getByRole('row', { name: /Les Serres Laval/ });
    expect(within(laval).getByText('Unknown')).toBeTruthy();
    expect(requests.map((request) => request.url)).toEqual(['/api/sellerCandidates/77']);
    await expectNoAxeViolations(document.body);
  });

  it('lists the cheapest first when asked, and back', async () => {
    const { user } = renderWithProviders(<SellerCandidatesPanel quoteItemId={77} onPick={() => {}} />);
    await table();
    const cheapest = screen.getByRole('button', { name: 'Cheapest first' });
    await user.click(cheapest);
    expect(cheapest.getAttribute('aria-pressed')).toBe('true');
    expect(await sellersShown()).toEqual(['Les Serres Laval', 'Pépinière du Nord', 'Pépinière Rivière']);
    await user.click(screen.getByRole('button', { name: 'Nearest first' }));
    expect(await sellersShown()).toEqual(['Pépinière du Nord', 'Pépinière Rivière', 'Les Serres Laval']);
  });

  it("says the spec's 'No data found' when nobody supplied the product and size before", async () => {
    answered = [];
    renderWithProviders(<SellerCandidatesPanel quoteItemId={77} onPick={() => {}} />);
    expect((await screen.findByRole('status')).textContent).toBe(MESSAGES.noDataFound);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('picks a candidate for an unsourced line at once, from the keyboard', async () => {
    const onPick = vi.fn();
    const { user } = renderWithProviders(<SellerCandidatesPanel quoteItemId={77} onPick={onPick} />);
    await table();
    // Tab past the two order buttons to the first row's Pick.
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Pick Pépinière du Nord at 58.00' }),
    );
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith(CANDIDATES[1]);
    expect(screen.queryByText(CONFIRMATIONS.overrideSellerAlternatives)).toBeNull();
  });

  it("asks before overriding a line's seller and prices (spec 001 §8), and picks only on Yes", async () => {
    const onPick = vi.fn();
    const { user } = renderWithProviders(
      <SellerCandidatesPanel quoteItemId={77} isLineSourced onPick={onPick} />,
    );
    await table();
    await user.click(screen.getByRole('button', { name: 'Pick Les Serres Laval at 49.99' }));
    expect(await screen.findByText(CONFIRMATIONS.overrideSellerAlternatives)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByText(CONFIRMATIONS.overrideSellerAlternatives)).toBeNull());
    expect(onPick).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Pick Les Serres Laval at 49.99' }));
    await screen.findByText(CONFIRMATIONS.overrideSellerAlternatives);
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onPick).toHaveBeenCalledWith(CANDIDATES[2]);
  });

  it('speaks French to a French user, the spec message included', async () => {
    await i18n.changeLanguage('fr');
    answered = [];
    renderWithProviders(<SellerCandidatesPanel quoteItemId={77} onPick={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Qui peut fournir cette ligne' })).toBeTruthy();
    expect((await screen.findByRole('status')).textContent).toBe('Aucune donnée trouvée');
  });

  it('offers Try Again when the candidates cannot be read', async () => {
    let isFailing = true;
    stubApi((request) =>
      request.url === '/api/sellerCandidates/77' && !isFailing ? dataResponse(CANDIDATES) : undefined,
    );
    const { user } = renderWithProviders(<SellerCandidatesPanel quoteItemId={77} onPick={() => {}} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load this list.');
    isFailing = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await sellersShown()).toHaveLength(3);
  });
});
