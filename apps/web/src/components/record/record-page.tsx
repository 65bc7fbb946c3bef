import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { returnToFrench } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../layout/page-header';
import { useScreenTitle } from '../layout/use-screen-title';
import { iconClass, useUnsavedChangesGuard } from '../ui';
import { showsReturnTo, usePreviousPage } from '../../lib/previous-page';
import { listLocation, publishRecordTitle, recordPathOf } from '../../lib/record-routes';
import { RecordHistory } from './record-history';
import { RecordReadStatus, type RecordRead } from './record-read-status';
import './record-page.css';

export type { RecordRead } from './record-read-status';

/** What the Details tab's editor is given by the page. */
export interface RecordDetails {
  /** The editor reports unsaved changes: leaving the page then asks first (spec 000 §2). */
  readonly onDirtyChange: (isDirty: boolean) => void;
  /** Leaves to the list with its view (the editor's Cancel, after it asked about unsaved changes). */
  readonly leave: () => void;
}

export interface RecordPageProps {
  /**
   * The list the record belongs to (its route); the back link returns there with the list's view, named by the
   * route's menu label in the user's language ('Back to Company Management', decision 191).
   */
  readonly listRoute: string;
  /** The record's name once read: the page title and the breadcrumb's last entry. */
  readonly title: string | undefined;
  readonly read: RecordRead;
  /** What the load failure calls the record, in the catalogue's 'Could not load X' wording ('company'). */
  readonly subject: string;
  /** The record's type (ActionLogType id) and id, for the History tab. */
  readonly entityType: number;
  readonly entityId: number;
  /** Buttons beside the title. */
  readonly actions?: ReactNode;
  /** The Details tab: the record's editor form (components/form EditorFormView keeps Save in view). */
  readonly children: (details: RecordDetails) => ReactNode;
}

type TabKey = 'details' | 'history';
const TABS: readonly TabKey[] = ['details', 'history'];

/**
 * A record at its own address (issue 12, decision 122), as Odoo and react-admin have them: the record's name with
 * a link back to the list it was opened from (with that list's filters), and the tabs Details (the editor, Save
 * always in view) and History (what changed, by whom, when). Loading, not found and a failed read each say so.
 */
export function RecordPage({
  listRoute,
  title,
  read,
  subject,
  entityType,
  entityId,
  actions,
  children,
}: RecordPageProps) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const listTitle = useScreenTitle(listRoute);
  const [searchParams] = useSearchParams();
  const back = listLocation(listRoute, searchParams);
  const [selected, setSelected] = useState<TabKey>('details');
  const tabRefs = useRef<Partial<Record<TabKey, HTMLButtonElement | null>>>({});
  const baseId = useId();
  const navigate = useNavigate();
  const [isDirty, setIsDirty] = useState(false);
  const [isLeaving, setIsLeaving] = useState(false);
  useUnsavedChangesGuard(isDirty);
  // The editor's Cancel has already asked about the changes: leave once the guard knows they are gone, so the
  // question is not asked twice.
  const { pathname: backPath, search: backSearch } = back;
  useEffect(() => {
    if (isLeaving) void navigate({ pathname: backPath, search: backSearch });
  }, [isLeaving, navigate, backPath, backSearch]);
  const details: RecordDetails = useMemo(
    () => ({
      onDirtyChange: setIsDirty,
      leave: () => {
        setIsDirty(false);
        setIsLeaving(true);
      },
    }),
    [],
  );

  // The breadcrumb's last entry is the record's name (List › Record name).
  useEffect(() => (title ? publishRecordTitle(pathname, title) : undefined), [pathname, title]);

  // One back link per screen (issue 34): the layout's 'Return To {label}' (spec 000 §2) when the user came from
  // another screen than the list, else this one to the list. The layout decides by the path (a workspace such as
  // /orders/order-construction/7 is under no list there), so this asks exactly what the layout asks.
  const previousPage = usePreviousPage();
  const layoutShowsReturnTo = showsReturnTo(previousPage, pathname, recordPathOf(pathname)?.listRoute);
  const backLink = layoutShowsReturnTo ? null : (
    <Link to={back} className="record-page__back">
      <i className={iconClass('back')} aria-hidden="true" />
      <span>
        {i18n.language.startsWith('fr') ? returnToFrench(listTitle) : t('record.backTo', { list: listTitle })}
      </span>
    </Link>
  );

  if (read.isPending || read.isError) {
    return (
      <section className="screen record-page">
        {backLink}
        <PageHeader title={title ?? `#${entityId}`} />
        <div className="surface-panel">
          <RecordReadStatus read={read} subject={subject} />
        </div>
      </section>
    );
  }

  const select = (tab: TabKey) => {
    setSelected(tab);
    tabRefs.current[tab]?.focus();
  };

  // WAI-ARIA tabs: arrows move between the tabs (and select them), Home and End go to the first and last.
  const handleTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.indexOf(selected);
    const next: Record<string, number> = {
      ArrowRight: (index + 1) % TABS.length,
      ArrowLeft: (index - 1 + TABS.length) % TABS.length,
      Home: 0,
      End: TABS.length - 1,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(TABS[target] ?? 'details');
  };

  const tabId = (tab: TabKey) => `${baseId}-${tab}-tab`;
  const panelId = (tab: TabKey) => `${baseId}-${tab}-panel`;

  return (
    <section className="screen record-page">
      {backLink}
      <PageHeader title={title ?? `#${entityId}`} actions={actions} />
      <div role="tablist" aria-label={t('record.sections')} className="record-page__tabs">
        {TABS.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              tabRefs.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-selected={selected === tab}
            aria-controls={panelId(tab)}
            tabIndex={selected === tab ? 0 : -1}
            className="record-page__tab"
            onClick={() => setSelected(tab)}
            onKeyDown={handleTabKeyDown}
          >
            <i className={iconClass(tab === 'details' ? 'edit' : 'history')} aria-hidden="true" />
            <span>{t(tab === 'details' ? 'record.details' : 'record.history')}</span>
          </button>
        ))}
      </div>
      {/* The editor stays mounted behind the History tab, so its unsaved edits survive a look at the history. */}
      <div
        role="tabpanel"
        id={panelId('details')}
        aria-labelledby={tabId('details')}
        hidden={selected !== 'details'}
        className="surface-panel record-page__panel"
      >
        {children(details)}
      </div>
      <div
        role="tabpanel"
        id={panelId('history')}
        aria-labelledby={tabId('history')}
        hidden={selected !== 'history'}
        tabIndex={0}
        className="surface-panel record-page__panel"
      >
        {/* Read each time the tab opens: after a save it shows the change just made. */}
        {selected === 'history' ? <RecordHistory entityType={entityType} entityId={entityId} /> : null}
      </div>
    </section>
  );
}
