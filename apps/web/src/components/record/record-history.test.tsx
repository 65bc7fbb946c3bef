// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import {
  ActionLogAction,
  ActionLogType,
  MASKED_CHANGE_VALUE,
  Role,
  ROUTES,
  type ActionLogPage,
  type ActionLogRow,
} from '@portal/contracts';
import { i18n } from '../../lib/i18n';
import { expectNoAxeViolations } from '../../test/axe';
import {
  jsonResponse,
  LocationOutput,
  renderWithProviders,
  setUpComponentTests,
  shownLocation,
  stubApi,
  type ApiRequest,
} from '../../test/render';
import { RecordHistory } from './record-history';

setUpComponentTests();

const USER_ID = 42;

function entry(id: number, overrides: Partial<ActionLogRow>): ActionLogRow {
  return {
    id,
    createdAt: `2026-03-0${id}T15:30:00.000Z`,
    userId: 1,
    userName: 'Sam Super',
    actionId: ActionLogAction.ids.UPDATE,
    actionName: 'Update',
    actionTypeId: ActionLogType.ids.USER,
    actionTypeName: 'User',
    recordId: USER_ID,
    recordNumber: 'buyer@example.com',
    changes: [],
    ...overrides,
  };
}

/** The log's answer for the record, newest first, as GET transaction/actionLogs gives it. */
const HISTORY: ActionLogRow[] = [
  entry(3, {
    changes: [
      { field: 'phoneNumber', old: '514-555-0100', new: '438-555-0142' },
      { field: 'roleId', old: Role.ids.BUYER, new: Role.ids.SELLER_ADMIN },
      { field: 'altPhoneNumber', old: null, new: '450-555-0000' },
    ],
  }),
  entry(2, {
    actionId: ActionLogAction.ids.CHANGE_PASSWORD,
    actionName: 'Change password',
    changes: [{ field: 'password', old: MASKED_CHANGE_VALUE, new: MASKED_CHANGE_VALUE }],
  }),
  entry(1, { actionId: ActionLogAction.ids.CREATE, actionName: 'Create' }),
];

/** The calls the history made to the API. */
let requests: ApiRequest[];
let answer: () => Response;

function page(rows: ActionLogRow[], total = rows.length): ActionLogPage {
  return { rows, total, isTotalCapped: false, page: 1, size: 25 };
}

beforeEach(() => {
  answer = () => jsonResponse({ data: page(HISTORY) });
  requests = stubApi(() => answer());
});

function renderHistory(props: { isCollapsible?: boolean } = {}) {
  const element = (
    <>
      <RecordHistory entityType={ActionLogType.ids.USER} entityId={USER_ID} {...props} />
      <LocationOutput withPath />
    </>
  );
  // Every address shows it: a link of the history leads elsewhere, where the address is read.
  return renderWithProviders(null, { url: '/users/user-management', routes: [{ path: '*', element }] }).user;
}

describe('RecordHistory', () => {
  it("asks the log for this record's entries only", async () => {
    renderHistory();
    await screen.findByText('Phone Number: 514-555-0100 → 438-555-0142');
    expect(requests).toHaveLength(1);
    const asked = new URL(requests[0]?.url ?? '', 'http://portal.test');
    expect(asked.pathname).toBe('/api/transaction/actionLogs');
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      actionTypeId: String(ActionLogType.ids.USER),
      recordId: String(USER_ID),
    });
  });

  it('lists each entry newest first with who did what, and each changed field old → new', async () => {
    renderHistory();
    const entries = await screen.findAllByRole('listitem');
    const entryTexts = entries
      .filter((item) => item.classList.contains('record-history__entry'))
      .map((item) => item.textContent ?? '');
    expect(entryTexts).toHaveLength(3);
    expect(entryTexts[0]).toContain('Update by Sam Super');
    expect(entryTexts[1]).toContain('Change password by Sam Super');
    expect(entryTexts[2]).toContain('Create by Sam Super');

    // Ids of value lists by their names, nothing as '(empty)', a secret as '(hidden)', never its value.
    expect(screen.getByText('User Type: Buyer → Seller')).toBeTruthy();
    expect(screen.getByText('Alternative Phone Number: (empty) → 450-555-0000')).toBeTruthy();
    expect(screen.getByText('Password: (hidden) → (hidden)')).toBeTruthy();
    expect(document.body.textContent).not.toContain(MASKED_CHANGE_VALUE);
    await expectNoAxeViolations(document.body);
  });

  it('reads in French', async () => {
    await i18n.changeLanguage('fr');
    renderHistory();
    expect(await screen.findByText('Numéro de téléphone : 514-555-0100 → 438-555-0142')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Historique' })).toBeTruthy();
    expect(screen.getByText('Mot de passe : (masqué) → (masqué)')).toBeTruthy();
  });

  it('reads nothing until opened when collapsible, then loads and shows the entries', async () => {
    const user = renderHistory({ isCollapsible: true });
    const toggle = screen.getByRole('button', { name: 'Show History' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(requests).toEqual([]);
    await user.click(toggle);
    expect(await screen.findByText('Phone Number: 514-555-0100 → 438-555-0142')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hide History' }).getAttribute('aria-expanded')).toBe('true');
    expect(requests).toHaveLength(1);
  });

  it('says when the record has no history yet', async () => {
    answer = () => jsonResponse({ data: page([]) });
    renderHistory();
    expect(await screen.findByText('No changes recorded yet.')).toBeTruthy();
  });

  it('links to the Action Log filtered to the record when it holds more than is shown', async () => {
    answer = () => jsonResponse({ data: page(HISTORY, 40) });
    const user = renderHistory();
    await user.click(await screen.findByRole('link', { name: 'See All in the Action Log' }));
    const location = shownLocation();
    expect(location.startsWith(ROUTES.actionLog)).toBe(true);
    const search = new URLSearchParams(location.slice(location.indexOf('?')));
    expect(search.get('actionTypeId')).toBe(String(ActionLogType.ids.USER));
    expect(search.get('recordId')).toBe(String(USER_ID));
  });

  it('says when the history could not be loaded, and loads it again on retry', async () => {
    answer = () => jsonResponse({}, 503);
    const user = renderHistory();
    expect(await screen.findByText(/^Could not load history/)).toBeTruthy();
    answer = () => jsonResponse({ data: page(HISTORY) });
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Phone Number: 514-555-0100 → 438-555-0142')).toBeTruthy();
  });
});
