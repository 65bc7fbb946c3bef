import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { iconClass } from '../ui';
import { colourVariables, VIEW_TOGGLE_COLOURS } from './board-colours';
import './board.css';

/** spec 001 §2 'Board/table view toggle': the two ways to see the same filtered records. */
export const LIST_VIEWS = ['board', 'table'] as const;
export type ListView = (typeof LIST_VIEWS)[number];

const VIEW_TOGGLE_STYLE = colourVariables('view-toggle', VIEW_TOGGLE_COLOURS);

/** The search parameter that holds the view (use-url-table-state.ts keeps it as one of the table's own). */
export const VIEW_PARAM = 'view';

/** The view a URL asks for; the screen's default when it names none (or names something else). */
export function readListView(params: URLSearchParams, defaultView: ListView): ListView {
  const value = params.get(VIEW_PARAM);
  return (LIST_VIEWS as readonly string[]).includes(value ?? '') ? (value as ListView) : defaultView;
}

/**
 * The search parameters of another view: every other parameter (the filters, the sort, the table's page and
 * columns) carried over as it is; `view` only when it is not the route's default, so a plain route stays clean.
 */
export function withListView(
  params: URLSearchParams,
  view: ListView,
  defaultView: ListView,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (view === defaultView) next.delete(VIEW_PARAM);
  else next.set(VIEW_PARAM, view);
  return next;
}

/** The view the URL shows on a screen whose default view is `defaultView`. */
export function useListView(defaultView: ListView): ListView {
  const [searchParams] = useSearchParams();
  return readListView(searchParams, defaultView);
}

export interface ViewToggleProps {
  /** The view the route shows when the URL names none. */
  readonly defaultView: ListView;
  /**
   * When each view has its own route (spec 001 §2: Quote Board and Quote Table, Order Board and Order Table),
   * the toggle goes to the other route with the same filters instead of adding `view` to this one.
   */
  readonly paths?: Readonly<Record<ListView, string>>;
}

/**
 * The board/table toggle (docs/decisions/107-view-toggle.md): two buttons in a named group, the current one
 * pressed. Switching keeps every other search parameter, so the filters, the sort and the table's page survive
 * the round trip; it is a new history entry, so Back returns to the previous view.
 */
export function ViewToggle({ defaultView, paths }: ViewToggleProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const current = readListView(searchParams, defaultView);

  const handleSelect = useCallback(
    (view: ListView) => {
      if (view === current) return;
      if (paths) {
        // On its own route each view is that route's default: no `view` parameter.
        const search = withListView(searchParams, view, view).toString();
        void navigate({ pathname: paths[view], search: search ? `?${search}` : '' });
        return;
      }
      setSearchParams(withListView(searchParams, view, defaultView));
    },
    [current, paths, navigate, searchParams, setSearchParams, defaultView],
  );

  return (
    <div className="view-toggle" style={VIEW_TOGGLE_STYLE} role="group" aria-label={t('board.view')}>
      {LIST_VIEWS.map((view) => (
        <button
          key={view}
          type="button"
          className="view-toggle__button"
          aria-pressed={view === current}
          onClick={() => handleSelect(view)}
        >
          <span className={iconClass(view)} aria-hidden="true" />
          {view === 'board' ? t('board.boardView') : t('board.tableView')}
        </button>
      ))}
    </div>
  );
}
