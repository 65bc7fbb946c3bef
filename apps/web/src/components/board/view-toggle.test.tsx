// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, useNavigationType } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '@portal/contracts';
import { i18n } from '../../lib/i18n';
import { useBoardLimits } from './use-board-limits';
import { useListView, ViewToggle, type ListView, type ViewToggleProps } from './view-toggle';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

/** A screen as a board screen builds one: the toggle, the view it shows, and where the browser is. */
function Screen({ defaultView, paths }: ViewToggleProps) {
  const view = useListView(defaultView);
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  return (
    <main>
      <ViewToggle defaultView={defaultView} {...(paths ? { paths } : {})} />
      <p>Showing the {view}</p>
      <output aria-label="Address">{`${location.pathname}${location.search}`}</output>
      <p>Last navigation: {navigationType}</p>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </main>
  );
}

function renderAt(
  entry: string,
  props: ViewToggleProps,
  routes: readonly string[] = ['/orders/order-board'],
) {
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          {routes.map((path, index) => (
            <Route
              key={path}
              path={path}
              // Each route shows its own view by default, as Quote Board and Quote Table do.
              element={
                <Screen
                  {...props}
                  defaultView={index === 0 ? props.defaultView : otherView(props.defaultView)}
                />
              }
            />
          ))}
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
  return userEvent.setup();
}

const otherView = (view: ListView): ListView => (view === 'board' ? 'table' : 'board');

function address(): URL {
  return new URL(screen.getByRole('status', { name: 'Address' }).textContent ?? '', 'http://portal.test');
}

function pressed(): string[] {
  return within(screen.getByRole('group', { name: 'View' }))
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-pressed') === 'true')
    .map((button) => button.textContent ?? '');
}

const FILTERED =
  '/orders/order-board?buyerCompanyId=12&search=maple&sortField=orderNumber&sortOrder=desc&page=3';

describe('ViewToggle (spec 001 §2 board/table view toggle)', () => {
  it('is a named group of two buttons, the current view pressed', () => {
    renderAt('/orders/order-board', { defaultView: 'board' });
    expect(pressed()).toEqual(['Board']);
    expect(screen.getByRole('button', { name: 'Table' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('Showing the board')).toBeTruthy();
  });

  it('switches to the table keeping every filter, the sort and the page, and back again', async () => {
    const user = renderAt(FILTERED, { defaultView: 'board' });
    const before = address().searchParams;

    await user.click(screen.getByRole('button', { name: 'Table' }));
    expect(screen.getByText('Showing the table')).toBeTruthy();
    expect(pressed()).toEqual(['Table']);
    const asTable = address().searchParams;
    expect(asTable.get('view')).toBe('table');
    asTable.delete('view');
    expect(asTable.toString()).toBe(before.toString());

    await user.click(screen.getByRole('button', { name: 'Board' }));
    expect(screen.getByText('Showing the board')).toBeTruthy();
    // The default view leaves no parameter behind: the same address as before the round trip.
    expect(address().pathname).toBe('/orders/order-board');
    expect(address().searchParams.toString()).toBe(before.toString());
  });

  it('makes each switch a history entry, so Back returns to the previous view', async () => {
    const user = renderAt(FILTERED, { defaultView: 'board' });
    await user.click(screen.getByRole('button', { name: 'Table' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Showing the board')).toBeTruthy();
    expect(address().searchParams.get('search')).toBe('maple');
  });

  it('adds no history entry when the current view is chosen again', async () => {
    const user = renderAt(FILTERED, { defaultView: 'board' });
    await user.click(screen.getByRole('button', { name: 'Board' }));
    expect(screen.getByText('Last navigation: POP')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Table' }));
    expect(screen.getByText('Last navigation: PUSH')).toBeTruthy();
  });

  it('goes to the other view’s own route with the same filters when each view has one', async () => {
    const user = renderAt(
      '/quotes/quote-board?buyerCompanyId=12&search=maple',
      { defaultView: 'board', paths: { board: '/quotes/quote-board', table: '/quotes/quote-table' } },
      ['/quotes/quote-board', '/quotes/quote-table'],
    );
    await user.click(screen.getByRole('button', { name: 'Table' }));
    expect(address().pathname).toBe('/quotes/quote-table');
    expect(address().search).toBe('?buyerCompanyId=12&search=maple');
    expect(screen.getByText('Showing the table')).toBeTruthy();
    expect(pressed()).toEqual(['Table']);

    await user.click(screen.getByRole('button', { name: 'Board' }));
    expect(address().pathname).toBe('/quotes/quote-board');
    expect(address().search).toBe('?buyerCompanyId=12&search=maple');
  });

  it('reads an unknown view in a pasted link as the route’s default', () => {
    renderAt('/orders/order-board?view=calendar&search=maple', { defaultView: 'board' });
    expect(pressed()).toEqual(['Board']);
  });

  it('has no serious or critical WCAG 2.1 A/AA violation (axe)', async () => {
    renderAt(FILTERED, { defaultView: 'board' });
    const results = await axe.run(document.body, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      // jsdom lays nothing out; the toggle's colours are checked from board-colours.ts (board.test.tsx).
      rules: { 'color-contrast': { enabled: false } },
    });
    const serious = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(serious.map((violation) => violation.id)).toEqual([]);
  });

  it('speaks French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    renderAt('/orders/order-board', { defaultView: 'table' });
    const group = screen.getByRole('group', { name: 'Affichage' });
    expect(within(group).getByRole('button', { name: 'Table', pressed: true })).toBeTruthy();
    expect(within(group).getByRole('button', { name: 'Tableau', pressed: false })).toBeTruthy();
  });
});

describe('useBoardLimits (Load More per column)', () => {
  it('asks one more page for the column whose Load More was used, and starts again on new filters', () => {
    const { result, rerender } = renderHook(({ filters }) => useBoardLimits(filters), {
      initialProps: { filters: 'search=maple' },
    });
    expect(result.current.limits).toEqual({});
    act(() => result.current.loadMore(2));
    act(() => result.current.loadMore(2));
    act(() => result.current.loadMore(7));
    expect(result.current.limits).toEqual({ 2: 3 * DEFAULT_PAGE_SIZE, 7: 2 * DEFAULT_PAGE_SIZE });

    rerender({ filters: 'search=oak' });
    expect(result.current.limits).toEqual({});
    act(() => result.current.loadMore(7));
    expect(result.current.limits).toEqual({ 7: 2 * DEFAULT_PAGE_SIZE });
  });
});
