// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { I18nextProvider } from 'react-i18next';
import {
  confirmationMessage,
  FlowEntity,
  OrderStatus,
  QuoteReturnStatus,
  QuoteStatus,
  Role,
  transitionsFrom,
  type Transition,
} from '@portal/contracts';
import { i18n } from '../../lib/i18n';
import { ConfirmDialogHost } from '../ui/confirm';
import { UiProvider } from '../ui/ui-provider';
import { contrastRatio } from '../ui/tag-tones';
import { Board, type BoardGroup, type BoardProps, type BoardResult } from './board';
import { BOARD_COLOURS, VIEW_TOGGLE_COLOURS } from './board-colours';
import { menuEntries, menuOf, openActionsMenu } from '../../test/menus';

// PrimeReact's overlays open and close through CSS transitions; on a busy machine they may take a few seconds.
configure({ asyncUtilTimeout: 5000 });

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

interface OrderCard {
  readonly id: number;
  readonly orderNumber: string;
  readonly buyer: string;
}

const O = OrderStatus.ids;
const ORDER_COLUMNS = [O.PENDING, O.WIP, O.DELIVERY_PLANNING, O.WAITING, O.COMPLETE, O.CANCELLED];

const card = (id: number, buyer: string): OrderCard => ({ id, orderNumber: `O-${id}`, buyer });

/** New Order 2, WIP 1 of 3 (more to load), Planning Delivery none, Waiting 1, Complete none, Cancelled 1. */
const ORDER_GROUPS: readonly BoardGroup<OrderCard>[] = [
  { statusId: O.PENDING, cards: [card(1, 'Acme Landscaping'), card(2, 'Birch & Co')], total: 2 },
  { statusId: O.WIP, cards: [card(3, 'Cedar Works')], total: 3 },
  { statusId: O.DELIVERY_PLANNING, cards: [], total: 0 },
  { statusId: O.WAITING, cards: [card(4, 'Dogwood Gardens')], total: 1 },
  { statusId: O.CANCELLED, cards: [card(5, 'Elm Street Yards')], total: 1 },
];

function loaded<TCard>(groups: readonly BoardGroup<TCard>[]): BoardResult<TCard> {
  return { data: { groups }, isFetching: false, isError: false, error: null, refetch: vi.fn() };
}

type OrderBoardProps = Partial<BoardProps<OrderCard>>;

function renderOrderBoard(props: OrderBoardProps = {}) {
  const onOpen = vi.fn();
  const onTransition = vi.fn<(card: OrderCard, transition: Transition) => void>();
  const onLoadMore = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <UiProvider>
        <ConfirmDialogHost />
        <Board<OrderCard>
          ariaLabel="Order board"
          subject="orders"
          statuses={ORDER_COLUMNS}
          statusEnumeration={OrderStatus}
          result={loaded(ORDER_GROUPS)}
          getCardKey={(order) => order.id}
          renderCard={(order) => (
            <>
              <strong>{order.orderNumber}</strong>
              <div>{order.buyer}</div>
            </>
          )}
          cardNumber={(order) => order.orderNumber}
          cardName={(order) => `Order ${order.orderNumber}`}
          onOpen={onOpen}
          entity={FlowEntity.ORDER}
          roleId={Role.ids.OPERATIONS}
          onTransition={onTransition}
          onLoadMore={onLoadMore}
          {...props}
        />
      </UiProvider>
    </I18nextProvider>,
  );
  return { user: userEvent.setup(), onOpen, onTransition, onLoadMore };
}

function board() {
  return screen.getByRole('region', { name: 'Order board' });
}

/** The column of a status, found by its heading as a screen-reader user finds it. */
function column(headingName: string) {
  const heading = within(board()).getByRole('heading', { name: headingName });
  const section = heading.closest('section');
  if (!section) throw new Error(`No column headed ${headingName}`);
  return section;
}

function cardTexts(headingName: string): string[] {
  const list = within(column(headingName)).queryByRole('list');
  if (!list) return [];
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('strong')?.textContent ?? '');
}

function cardItem(orderNumber: string): HTMLElement {
  const item = screen.getByText(orderNumber).closest('li');
  if (!item) throw new Error(`No card ${orderNumber}`);
  return item;
}

const labelsOf = (transitions: readonly Transition[]) => transitions.map((transition) => transition.label);

describe('Board (issue 12: cards grouped by status)', { timeout: 30_000 }, () => {
  it('shows one column per status in the caller order, each headed by its name and count, with its cards', () => {
    renderOrderBoard();
    const headings = within(board())
      .getAllByRole('heading')
      .map((heading) => heading.querySelector('.board-column__title')?.textContent);
    expect(headings).toEqual([
      'New Order',
      'WIP',
      'Planning Delivery',
      'Waiting for Delivery',
      'Complete',
      'Cancelled',
    ]);
    expect(cardTexts('New Order 2 cards')).toEqual(['O-1', 'O-2']);
    expect(cardTexts('WIP 3 cards')).toEqual(['O-3']);
    expect(cardTexts('Planning Delivery 0 cards')).toEqual([]);
    expect(within(column('Planning Delivery 0 cards')).getByText('No cards')).toBeTruthy();
    expect(cardTexts('Waiting for Delivery 1 card')).toEqual(['O-4']);
    expect(cardTexts('Complete 0 cards')).toEqual([]);
    expect(cardTexts('Cancelled 1 card')).toEqual(['O-5']);
  });

  it('names the statuses and counts in the user language', async () => {
    await act(() => i18n.changeLanguage('fr'));
    renderOrderBoard({ ariaLabel: 'Tableau des commandes' });
    const region = screen.getByRole('region', { name: 'Tableau des commandes' });
    expect(within(region).getByRole('heading', { name: 'En cours 3 cartes' })).toBeTruthy();
    expect(within(region).getByRole('heading', { name: 'Annulé 1 carte' })).toBeTruthy();
  });

  it('offers in each card menu exactly the transitions the table allows from its status', async () => {
    const { user } = renderOrderBoard();
    const expectations: Array<[string, number]> = [
      ['O-1', O.PENDING],
      ['O-3', O.WIP],
      ['O-4', O.WAITING],
      ['O-5', O.CANCELLED],
    ];
    for (const [orderNumber, statusId] of expectations) {
      const menu = await openActionsMenu(user, `Order ${orderNumber}`);
      expect(menuEntries(menu)).toEqual(
        labelsOf(transitionsFrom(FlowEntity.ORDER, statusId, Role.ids.OPERATIONS)),
      );
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu', { hidden: true })).toBeNull());
    }
    // spec 001 §4, read directly: 'Waiting goes to Complete, back to Planning Delivery, back to WIP, or cancel.'
    expect(labelsOf(transitionsFrom(FlowEntity.ORDER, O.WAITING, Role.ids.OPERATIONS))).toEqual([
      'Move Back to WIP',
      'Complete',
      'Move Back to Planning Delivery',
      'Cancel',
    ]);
  });

  it('gives the menu button a name and no menu to a role the table allows nothing', () => {
    renderOrderBoard({ roleId: Role.ids.BUYER });
    expect(screen.queryByRole('button', { name: /^Actions for/ })).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
  });

  it('offers a quote card the transitions its return status allows (spec 001 §4 quote cards)', async () => {
    interface QuoteCard {
      readonly id: number;
      readonly quoteNumber: string;
      readonly returnStatusId: number;
    }
    const Q = QuoteStatus.ids;
    const RETURN = QuoteReturnStatus.ids;
    const onTransition = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <Board<QuoteCard>
          ariaLabel="Quote board"
          subject="quotes"
          statuses={[Q.WIP, Q.COMPLETE, Q.CANCELLED]}
          statusEnumeration={QuoteStatus}
          result={loaded<QuoteCard>([
            {
              statusId: Q.COMPLETE,
              cards: [
                { id: 1, quoteNumber: 'Q-1', returnStatusId: RETURN.RETURNED },
                { id: 2, quoteNumber: 'Q-2', returnStatusId: RETURN.PENDING },
              ],
              total: 2,
            },
          ])}
          getCardKey={(quote) => quote.id}
          renderCard={(quote) => <strong>{quote.quoteNumber}</strong>}
          cardNumber={(quote) => quote.quoteNumber}
          onOpen={vi.fn()}
          entity={FlowEntity.QUOTE}
          roleId={Role.ids.SUPER_ADMIN}
          cardSubject={(quote, statusId) => ({
            entity: FlowEntity.QUOTE,
            statusId,
            facts: { quoteReturnStatusId: quote.returnStatusId },
          })}
          onTransition={onTransition}
        />
      </I18nextProvider>,
    );
    const user = userEvent.setup();
    expect(menuEntries(await openActionsMenu(user, 'Q-1'))).toEqual([
      'Place Order',
      'Move Back to WIP',
      'Cancel',
    ]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu', { hidden: true })).toBeNull());
    expect(menuEntries(await openActionsMenu(user, 'Q-2'))).toEqual(['Cancel']);
  });

  it('asks the confirmation the table names before calling back, and not at all on No', async () => {
    const { user, onTransition } = renderOrderBoard();
    const question = confirmationMessage('cancelOrder', 'O-3');

    await user.click(
      within(await openActionsMenu(user, 'Order O-3')).getByRole('menuitem', {
        name: 'Cancel',
        hidden: true,
      }),
    );
    expect(await screen.findByText(question)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByText(question)).toBeNull());
    expect(onTransition).not.toHaveBeenCalled();

    await user.click(
      within(await openActionsMenu(user, 'Order O-3')).getByRole('menuitem', {
        name: 'Cancel',
        hidden: true,
      }),
    );
    expect(await screen.findByText(question)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(onTransition).toHaveBeenCalledTimes(1));
    const [calledCard, transition] = onTransition.mock.calls[0] ?? [];
    expect(calledCard?.orderNumber).toBe('O-3');
    expect(transition?.key).toBe('order.cancel');
    expect(transition?.to).toBe(O.CANCELLED);
  });

  it('calls back at once for a transition the table asks no confirmation for', async () => {
    const { user, onTransition } = renderOrderBoard();
    const menu = await openActionsMenu(user, 'Order O-1');
    await user.click(within(menu).getByRole('menuitem', { name: 'Move to WIP', hidden: true }));
    await waitFor(() => expect(onTransition).toHaveBeenCalledTimes(1));
    expect(onTransition.mock.calls[0]?.[1].key).toBe('order.moveToWip');
    expect(screen.queryByRole('button', { name: 'Yes' })).toBeNull();
  });

  it('shows the menu and the confirmation in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const { user, onTransition } = renderOrderBoard({ cardName: (order) => `Commande ${order.orderNumber}` });
    const button = screen.getByRole('button', { name: 'Actions de Commande O-4' });
    await user.click(button);
    const menu = await menuOf(button);
    expect(menuEntries(menu)).toEqual([
      'Remettre en cours',
      'Terminer',
      'Remettre en planification de la livraison',
      'Annuler',
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: 'Terminer', hidden: true }));
    expect(await screen.findByText('Voulez-vous vraiment terminer la commande O-4?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Oui' }));
    await waitFor(() => expect(onTransition).toHaveBeenCalledTimes(1));
  });

  it('is one tab stop whose arrow keys move between cards and columns, Enter opening the card', async () => {
    const { user, onOpen } = renderOrderBoard();
    const tabbable = screen.getAllByRole('listitem').filter((item) => item.tabIndex === 0);
    expect(tabbable.map((item) => item.querySelector('strong')?.textContent)).toEqual(['O-1']);

    await user.tab();
    expect(document.activeElement).toBe(cardItem('O-1'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(cardItem('O-2'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(cardItem('O-2'));
    // WIP has one card: the second place falls to its last card.
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(cardItem('O-3'));
    // Planning Delivery is empty: Right goes on to Waiting for Delivery.
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(cardItem('O-4'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(cardItem('O-3'));
    await user.keyboard('{Control>}{End}{/Control}');
    expect(document.activeElement).toBe(cardItem('O-5'));
    await user.keyboard('{Control>}{Home}{/Control}');
    expect(document.activeElement).toBe(cardItem('O-1'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(cardItem('O-2'));

    // The card last used keeps the tab stop; Tab goes on to its menu button, then leaves the board's cards.
    expect(cardItem('O-2').tabIndex).toBe(0);
    expect(cardItem('O-1').tabIndex).toBe(-1);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Actions for Order O-2' }));

    cardItem('O-2').focus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onOpen.mock.calls[0]?.[0]).toMatchObject({ orderNumber: 'O-2' });
  });

  it("opens a card's menu from the keyboard with Shift+F10", async () => {
    const { user } = renderOrderBoard();
    await user.tab();
    await user.keyboard('{Shift>}{F10}{/Shift}');
    const menu = await menuOf(screen.getByRole('button', { name: 'Actions for Order O-1' }));
    expect(menuEntries(menu)).toEqual(
      labelsOf(transitionsFrom(FlowEntity.ORDER, O.PENDING, Role.ids.OPERATIONS)),
    );
  });

  it('keeps the focus on a card that a transition moved to another column', async () => {
    /** The screen's mutation and refetch in one: the card answers from its new status's column. */
    function MovingBoard() {
      const [groups, setGroups] = useState(ORDER_GROUPS);
      const move = (order: OrderCard, transition: Transition) =>
        Promise.resolve().then(() =>
          setGroups((current) =>
            current.map((group) => {
              const others = group.cards.filter((candidate) => candidate.id !== order.id);
              const cards = group.statusId === transition.to ? [order, ...others] : others;
              return { ...group, cards, total: group.total + cards.length - group.cards.length };
            }),
          ),
        );
      return (
        <I18nextProvider i18n={i18n}>
          <UiProvider>
            <Board<OrderCard>
              ariaLabel="Order board"
              subject="orders"
              statuses={ORDER_COLUMNS}
              statusEnumeration={OrderStatus}
              result={loaded(groups)}
              getCardKey={(order) => order.id}
              renderCard={(order) => <strong>{order.orderNumber}</strong>}
              cardNumber={(order) => order.orderNumber}
              onOpen={vi.fn()}
              entity={FlowEntity.ORDER}
              roleId={Role.ids.OPERATIONS}
              onTransition={move}
            />
          </UiProvider>
        </I18nextProvider>
      );
    }
    render(<MovingBoard />);
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{Shift>}{F10}{/Shift}');
    const menu = await menuOf(screen.getByRole('button', { name: 'Actions for O-1' }));
    expect(menuEntries(menu)[0]).toBe('Move to WIP');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(cardTexts('WIP 4 cards')).toEqual(['O-1', 'O-3']));
    expect(cardTexts('New Order 1 card')).toEqual(['O-2']);
    await waitFor(() => expect(document.activeElement).toBe(cardItem('O-1')));
    expect(cardItem('O-1').tabIndex).toBe(0);
  });

  it('opens a card on a click, but not on a click on its menu button', async () => {
    const { user, onOpen } = renderOrderBoard();
    await user.click(screen.getByText('Cedar Works'));
    expect(onOpen).toHaveBeenCalledTimes(1);
    await openActionsMenu(user, 'Order O-3');
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('offers Load More only in a column that has more cards than it shows', async () => {
    const { user, onLoadMore } = renderOrderBoard();
    const wip = column('WIP 3 cards');
    expect(within(wip).getByText('1 of 3 shown')).toBeTruthy();
    await user.click(within(wip).getByRole('button', { name: 'Load more WIP cards' }));
    expect(onLoadMore).toHaveBeenCalledWith(O.WIP);
    expect(screen.getAllByRole('button', { name: /^Load more/ })).toHaveLength(1);
  });

  it('has no serious or critical WCAG 2.1 A/AA violation, its menu open (axe)', async () => {
    const { user } = renderOrderBoard();
    await openActionsMenu(user, 'Order O-4');
    const results = await axe.run(document.body, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      // jsdom lays nothing out, so colours are checked above from board-colours.ts and in the browser suite.
      rules: { 'color-contrast': { enabled: false } },
    });
    const serious = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(
      serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`),
    ).toEqual([]);
  });

  it('says it is loading before the first answer, without counts', () => {
    renderOrderBoard({ result: { isFetching: true, isError: false, error: null, refetch: vi.fn() } });
    expect(screen.getByRole('status').textContent).toBe('Loading cards…');
    expect(within(board()).getByRole('heading', { name: 'New Order' })).toBeTruthy();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('says so when no card matches the filters', () => {
    renderOrderBoard({ result: loaded<OrderCard>([]) });
    expect(screen.getByRole('status').textContent).toBe('No cards match these filters.');
    expect(within(board()).getByRole('heading', { name: 'WIP 0 cards' })).toBeTruthy();
  });

  it('says a load failed and offers to try again, instead of an empty board', async () => {
    const refetch = vi.fn();
    const { user } = renderOrderBoard({
      result: { isFetching: false, isError: true, error: new Error('offline'), refetch },
    });
    expect(screen.getAllByRole('alert')[0]?.textContent).toMatch(/^Could not load orders/);
    expect(screen.queryByRole('region', { name: 'Order board' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});

describe('board colours (WCAG 1.4.3 and 1.4.11)', () => {
  const B = BOARD_COLOURS;
  const V = VIEW_TOGGLE_COLOURS;

  it.each([
    ['card text on a card', B.cardText, B.cardBackground],
    ['muted text on a card', B.mutedText, B.cardBackground],
    ['muted text on a column', B.mutedText, B.columnBackground],
    ['a heading on its column', B.headingText, B.columnBackground],
    ['a count on its badge', B.countText, B.countBackground],
    ['the toggle', V.text, V.background],
    ['the pressed toggle', V.pressedText, V.pressedBackground],
  ])('draws %s at 4.5:1 or more', (_, text, background) => {
    expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['the focus ring on a column', B.focus, B.columnBackground],
    ['the focus ring on a card', B.focus, B.cardBackground],
    ["the toggle's border", V.border, V.background],
    ["the toggle's focus ring", V.focus, V.background],
  ])('draws %s at 3:1 or more', (_, foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(3);
  });

  it('sets every colour on the board as the custom property board.css reads', () => {
    renderOrderBoard();
    const root = board().parentElement;
    expect(root?.style.getPropertyValue('--board-muted-text')).toBe(B.mutedText);
    expect(root?.style.getPropertyValue('--board-column-background')).toBe(B.columnBackground);
  });
});
