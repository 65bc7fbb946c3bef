import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import {
  confirmationMessage,
  transitionLabelKey,
  transitionsFrom,
  type FlowEntity,
  type Transition,
  type TransitionFacts,
} from '@portal/contracts';
import {
  Button,
  iconClass,
  PopupMenu,
  useConfirm,
  type NavigationMenuItem,
  type PopupMenuHandle,
} from '../ui';
import { useLabels, type LabelHelpers } from '../../lib/i18n-labels';
import { LoadFailure } from '../table/load-failure';
import { BOARD_COLOURS, colourVariables } from './board-colours';
import { activeCardPosition, nextCardPosition, type CardPosition } from './board-keys';
import './board.css';

/** One column's share of a board's cards call: the cards shown and how many the status has under the filters. */
export interface BoardGroup<TCard> {
  readonly statusId: number;
  readonly cards: readonly TCard[];
  readonly total: number;
}

/** What a TanStack cards query gives the board (the same fields as the table's ListResult). */
export interface BoardResult<TCard> {
  readonly data?: { readonly groups: readonly BoardGroup<TCard>[] } | undefined;
  readonly isFetching: boolean;
  readonly isError: boolean;
  readonly error: unknown;
  readonly refetch: () => unknown;
}

/** The enumeration that names the columns (QuoteStatus, OrderStatus …), translated through the dictionary. */
export type BoardStatusEnumeration = Parameters<LabelHelpers['enumeration']>[0];

/** What a card's menu is computed from: the entity and status whose transitions it offers, and the facts. */
export interface CardSubject {
  readonly entity: FlowEntity;
  readonly statusId: number;
  readonly facts?: TransitionFacts;
}

export interface BoardProps<TCard> {
  /** The board's accessible name ('Order board'). */
  readonly ariaLabel: string;
  /** What the board holds, in the catalogue's 'Could not load X' wording ('orders'). */
  readonly subject: string;
  /** The columns: these status ids, in this order, named by the enumeration. */
  readonly statuses: readonly number[];
  readonly statusEnumeration: BoardStatusEnumeration;
  readonly result: BoardResult<TCard>;
  /** Unique on the whole board (prefix it when one board shows several kinds of record). */
  readonly getCardKey: (card: TCard) => string | number;
  /** The card's content; the board adds the frame, the focus and the menu. */
  readonly renderCard: (card: TCard) => ReactNode;
  /** The record's number: fills the confirmations ('… cancel order {number}?'). */
  readonly cardNumber: (card: TCard) => string;
  /** Names the card's menu button ('Actions for Order 1042'); the number by default. */
  readonly cardName?: (card: TCard) => string;
  /** Enter or a click on the card: open the record. */
  readonly onOpen: (card: TCard) => void;
  /** The flow entity whose transitions the menus offer (transitions.ts). */
  readonly entity: FlowEntity;
  /** The signed-in user's role: a menu offers what the table allows this role. */
  readonly roleId: number | null | undefined;
  /**
   * What the card's menu is computed from when it is not the board's entity in the column's status, or when a
   * transition needs facts (a quote card's return status).
   */
  readonly cardSubject?: (card: TCard, statusId: number) => CardSubject;
  /**
   * A transition the user chose (and confirmed when the table asks for it): make the call. The card shows as
   * busy until a returned promise settles; the call reports its own failure (its mutation's toast).
   */
  readonly onTransition?: (card: TCard, transition: Transition) => void | Promise<unknown>;
  /** 'Load More' in a column (useBoardLimits); no button without it. */
  readonly onLoadMore?: (statusId: number) => void;
  /** The text when no column has a card, when the board's own does not fit. */
  readonly emptyText?: ReactNode;
  /** The column headings' level under the screen's title. */
  readonly headingLevel?: 2 | 3;
}

const EMPTY_GROUP = { cards: [], total: 0 } as const;

const BOARD_STYLE = colourVariables('board', BOARD_COLOURS);

/** Clicks on the card's own controls (its menu button, a link the card renders) are not 'open the card'. */
const INTERACTIVE = 'a, button, input, select, textarea, [role="button"], [role="menuitem"]';

function isLostFocus(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}

interface MenuTarget<TCard> {
  readonly key: string;
  readonly card: TCard;
  readonly transitions: readonly Transition[];
}

/**
 * A board (issue 12, docs/decisions/106-board.md): one column per status in the caller's order, headed by the
 * status's name and its count; cards from the caller's render-prop; per card, a menu of the transitions the
 * table allows from its status for the user's role, each confirmed as the table says before the caller's call;
 * loading, empty and load-failure states; Load More per column. Keyboard: the board is one tab stop (the last
 * card used), arrows move between cards and columns, Enter opens, Shift+F10 opens the card's menu.
 */
export function Board<TCard>({
  ariaLabel,
  subject,
  statuses,
  statusEnumeration,
  result,
  getCardKey,
  renderCard,
  cardNumber,
  cardName = cardNumber,
  onOpen,
  entity,
  roleId,
  cardSubject,
  onTransition,
  onLoadMore,
  emptyText,
  headingLevel = 2,
}: BoardProps<TCard>) {
  const { t } = useTranslation();
  const labels = useLabels();
  const confirm = useConfirm();
  const idPrefix = useId();
  const helpId = `${idPrefix}-help`;
  const menuId = `${idPrefix}-card-menu`;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';

  const menuRef = useRef<PopupMenuHandle>(null);
  const cardElements = useRef(new Map<string, HTMLLIElement>());
  const [menuTarget, setMenuTarget] = useState<MenuTarget<TCard> | null>(null);
  // The card last focused, and where it was then (for when it has gone).
  const [active, setActive] = useState<{ readonly key: string; readonly position: CardPosition } | null>(
    null,
  );
  const [busyKeys, setBusyKeys] = useState<ReadonlySet<string>>(() => new Set());
  // The column whose Load More was used, and how many cards it showed then: loading until more arrive.
  const [moreRequest, setMoreRequest] = useState<{
    readonly statusId: number;
    readonly shown: number;
  } | null>(null);

  const { data, isFetching, isError } = result;
  const columns = useMemo(() => {
    const byStatus = new Map((data?.groups ?? []).map((group) => [group.statusId, group]));
    return statuses.map((statusId) => {
      const group = byStatus.get(statusId) ?? EMPTY_GROUP;
      return {
        statusId,
        cards: group.cards,
        total: group.total,
        keys: group.cards.map((card) => String(getCardKey(card))),
      };
    });
  }, [data, statuses, getCardKey]);
  const counts = useMemo(() => columns.map((column) => column.cards.length), [columns]);

  // The board's one tab stop: the card last used, else the card now where it was, else the first card.
  const activePosition = useMemo(
    () =>
      activeCardPosition(
        columns.map((column) => column.keys),
        active,
      ),
    [active, columns],
  );
  const resolvedActiveKey = activePosition
    ? (columns[activePosition.column]?.keys[activePosition.index] ?? null)
    : null;

  // After a transition the card moves (or leaves the board) when the cards are fetched again; the focus follows
  // it, or stays at its old place, instead of falling to the page.
  const focusAfterTransition = useRef<{ readonly data: unknown } | null>(null);
  const latest = useRef({ data, resolvedActiveKey });
  useLayoutEffect(() => {
    latest.current = { data, resolvedActiveKey };
  });
  const restoreFocus = useCallback(() => {
    const key = latest.current.resolvedActiveKey;
    if (key !== null && isLostFocus()) cardElements.current.get(key)?.focus();
  }, []);
  useEffect(() => {
    const pending = focusAfterTransition.current;
    if (!pending) return;
    restoreFocus();
    if (data !== pending.data) focusAfterTransition.current = null;
  });

  const subjectOf = useCallback(
    (card: TCard, statusId: number): CardSubject => cardSubject?.(card, statusId) ?? { entity, statusId },
    [cardSubject, entity],
  );
  const menuOf = useCallback(
    (card: TCard, statusId: number): readonly Transition[] => {
      if (!onTransition || roleId === null || roleId === undefined) return [];
      const { entity: cardEntity, statusId: cardStatus, facts } = subjectOf(card, statusId);
      return transitionsFrom(cardEntity, cardStatus, roleId, facts);
    },
    [onTransition, roleId, subjectOf],
  );
  const transitionLabel = useCallback(
    (transition: Transition) => t(transitionLabelKey(transition.label), { defaultValue: transition.label }),
    [t],
  );

  const runTransition = useCallback(
    (key: string, card: TCard, transition: Transition) => {
      if (!onTransition) return;
      const settle = () => {
        setBusyKeys((previous) => {
          const next = new Set(previous);
          next.delete(key);
          return next;
        });
        focusAfterTransition.current = { data: latest.current.data };
        restoreFocus();
      };
      setBusyKeys((previous) => new Set(previous).add(key));
      // The caller reports a failed call (its mutation's error toast); the board only stops showing it busy.
      void Promise.resolve(onTransition(card, transition)).then(settle, settle);
    },
    [onTransition, restoreFocus],
  );

  const chooseTransition = useCallback(
    (key: string, card: TCard, transition: Transition) => {
      if (transition.confirmation === null) {
        runTransition(key, card, transition);
        return;
      }
      confirm({
        header: transitionLabel(transition),
        // The confirm dialog reads the sentence back into its dictionary template (decision 108).
        message: confirmationMessage(transition.confirmation, cardNumber(card)),
        onAccept: () => runTransition(key, card, transition),
      });
    },
    [confirm, cardNumber, runTransition, transitionLabel],
  );

  const openMenu = (event: SyntheticEvent, key: string, card: TCard, transitions: readonly Transition[]) => {
    setMenuTarget({ key, card, transitions });
    menuRef.current?.toggle(event);
  };

  const menuItems: NavigationMenuItem[] = menuTarget
    ? menuTarget.transitions.map((transition) => ({
        label: transitionLabel(transition),
        onSelect: () => chooseTransition(menuTarget.key, menuTarget.card, transition),
      }))
    : [];

  const focusCard = (position: CardPosition) => {
    const key = columns[position.column]?.keys[position.index];
    if (key === undefined) return;
    setActive({ key, position });
    cardElements.current.get(key)?.focus();
  };

  const handleCardKeyDown = (
    event: KeyboardEvent<HTMLLIElement>,
    position: CardPosition,
    key: string,
    card: TCard,
    transitions: readonly Transition[],
  ) => {
    // Keys pressed on the card's own controls (its menu button, a link) are theirs.
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      onOpen(card);
      return;
    }
    if ((event.key === 'F10' && event.shiftKey) || event.key === 'ContextMenu') {
      if (transitions.length === 0) return;
      event.preventDefault();
      openMenu(event, key, card, transitions);
      return;
    }
    const next = nextCardPosition(event.key, position, counts, event.ctrlKey || event.metaKey);
    if (!next) return;
    event.preventDefault();
    focusCard(next);
  };

  const handleCardClick = (event: MouseEvent<HTMLLIElement>, card: TCard) => {
    if (event.target instanceof Element && event.target.closest(INTERACTIVE)) return;
    onOpen(card);
  };

  const isInitialLoading = !data && isFetching && !isError;
  const isEmpty = Boolean(data) && columns.every((column) => column.total === 0 && column.cards.length === 0);

  return (
    <div className="board" style={BOARD_STYLE} aria-busy={isFetching}>
      <p id={helpId} className="visually-hidden">
        {t('board.keyboardHelp')}
      </p>
      {isError ? (
        <LoadFailure error={result.error} subject={subject} onRetry={() => void result.refetch()} />
      ) : (
        <>
          {isInitialLoading ? (
            <p className="board__status" role="status">
              {t('board.loading')}
            </p>
          ) : null}
          {isEmpty ? (
            <p className="board__status" role="status">
              {emptyText ?? t('board.empty')}
            </p>
          ) : null}
          <div className="board__columns" role="region" aria-label={ariaLabel} aria-describedby={helpId}>
            {columns.map((column, columnIndex) => {
              const headingId = `${idPrefix}-status-${column.statusId}`;
              const label = labels.enumeration(statusEnumeration, column.statusId);
              const canLoadMore = Boolean(onLoadMore) && column.cards.length < column.total;
              return (
                <section key={column.statusId} className="board-column" aria-labelledby={headingId}>
                  <Heading id={headingId} className="board-column__header">
                    <span className="board-column__title">{label}</span>
                    {data ? (
                      <>
                        {' '}
                        <span className="board-column__count" aria-hidden="true">
                          {column.total}
                        </span>
                        <span className="visually-hidden">{t('board.count', { count: column.total })}</span>
                      </>
                    ) : null}
                  </Heading>
                  {column.cards.length > 0 ? (
                    <ul className="board-column__cards" aria-labelledby={headingId}>
                      {column.cards.map((card, index) => {
                        const key = column.keys[index] ?? '';
                        const transitions = menuOf(card, column.statusId);
                        const isActive = key === resolvedActiveKey;
                        const isBusy = busyKeys.has(key);
                        return (
                          <li
                            key={key}
                            ref={(element) => {
                              if (element) cardElements.current.set(key, element);
                              else cardElements.current.delete(key);
                            }}
                            className="board-card"
                            tabIndex={isActive ? 0 : -1}
                            aria-busy={isBusy || undefined}
                            onFocus={() => setActive({ key, position: { column: columnIndex, index } })}
                            onKeyDown={(event) =>
                              handleCardKeyDown(event, { column: columnIndex, index }, key, card, transitions)
                            }
                            onClick={(event) => handleCardClick(event, card)}
                          >
                            <div className="board-card__body">{renderCard(card)}</div>
                            {transitions.length > 0 ? (
                              <button
                                type="button"
                                className="board-card__menu-button"
                                aria-label={t('board.cardActions', { name: cardName(card) })}
                                aria-haspopup="menu"
                                aria-expanded={menuTarget?.key === key}
                                aria-controls={menuId}
                                tabIndex={isActive ? 0 : -1}
                                disabled={isBusy}
                                onClick={(event) => openMenu(event, key, card, transitions)}
                              >
                                <span className={iconClass('more')} aria-hidden="true" />
                              </button>
                            ) : null}
                          </li>
                        );
                      })}
                    </ul>
                  ) : data ? (
                    <p className="board-column__empty">{t('board.columnEmpty')}</p>
                  ) : null}
                  {canLoadMore ? (
                    <div className="board-column__more">
                      <span>{t('board.shown', { shown: column.cards.length, total: column.total })}</span>
                      <Button
                        type="button"
                        label={t('board.loadMore')}
                        aria-label={t('board.loadMoreIn', { status: label })}
                        text
                        loading={
                          isFetching &&
                          moreRequest?.statusId === column.statusId &&
                          moreRequest.shown === column.cards.length
                        }
                        onClick={() => {
                          setMoreRequest({ statusId: column.statusId, shown: column.cards.length });
                          onLoadMore?.(column.statusId);
                        }}
                      />
                    </div>
                  ) : null}
                </section>
              );
            })}
          </div>
        </>
      )}
      {onTransition ? (
        <PopupMenu
          ref={menuRef}
          id={menuId}
          ariaLabel={menuTarget ? t('board.cardActions', { name: cardName(menuTarget.card) }) : ariaLabel}
          items={menuItems}
          hrefForRoute={(route) => route}
          onNavigate={() => undefined}
          onHide={() => setMenuTarget(null)}
        />
      ) : null}
    </div>
  );
}
