import { type Browser, type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import ExcelJS from 'exceljs';
import { expectNoSeriousViolations } from './support/axe';
import { ACCOUNTS, signIn } from './support/portal';

/** Six lines as a contractor pastes them, and a takeoff of ten more (issue 13 acceptance 1). */
const PASTED = [
  "25 Acer rubrum 'October Glory' 50mm cal B&B",
  "120 Thuja occidentalis 'Smaragd' B&B 150-175cm",
  "40 Hydrangea paniculata 'Limelight' #5",
  "18 Acer rubrum 'Red Sunset' 60mm cal B&B",
  "24 Acer rubrum 'Armstrong' 50mm cal B&B",
  "30 Hydrangea paniculata 'Little Lime' #3",
];
const TAKEOFF: Array<[string, string, number]> = [
  ["Thuja occidentalis 'Holmstrup'", 'B&B 125-150cm', 10],
  ["Thuja occidentalis 'Danica'", '#2', 11],
  ["Hydrangea paniculata 'Bobo'", '#3', 12],
  ["Hydrangea paniculata 'Quick Fire'", '#5', 13],
  ["Acer rubrum 'Brandywine'", '50mm cal B&B', 14],
  ["Acer rubrum 'Autumn Flame'", '60mm cal B&B', 15],
  ["Thuja occidentalis 'Brandon'", 'B&B 150-175cm', 16],
  ["Hydrangea paniculata 'Pinky Winky'", '#5', 17],
  ["Thuja occidentalis 'Techny'", 'B&B 175-200cm', 18],
  ["Hydrangea paniculata 'Tardiva'", '#3', 19],
];
const EXPECTED_PRODUCTS = [
  ...PASTED.map((line) => /^\d+ (.+')/.exec(line)?.[1] ?? ''),
  ...TAKEOFF.map(([name]) => name),
];

async function takeoffWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Takeoff');
  sheet.addRow(['Botanical Name', 'Size', 'Qty']);
  for (const row of TAKEOFF) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function itemsGrid(page: Page): Locator {
  return page.getByRole('grid', { name: 'Standardized Quote Items' });
}

/** The text of one column's cells, line by line (every line of a short list is rendered). */
async function columnTexts(page: Page, header: string): Promise<string[]> {
  const grid = itemsGrid(page);
  await expect(grid.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  const headers = await grid.getByRole('columnheader').allTextContents();
  const column = headers.indexOf(header) + 1;
  const rows = grid.getByRole('row');
  const texts: Array<[number, string]> = [];
  for (const row of await rows.all()) {
    const index = Number(await row.getAttribute('aria-rowindex'));
    if (index === 1) continue;
    const cell = row.locator(`[role="gridcell"][aria-colindex="${column}"]`);
    texts.push([index, ((await cell.textContent()) ?? '').trim()]);
  }
  return texts.sort((a, b) => a[0] - b[0]).map(([, text]) => text);
}

/** A line's cell under a column header, for clicking and keyboard focus. */
async function cellOf(page: Page, line: number, header: string): Promise<Locator> {
  await expect(itemsGrid(page).getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  const headers = await itemsGrid(page).getByRole('columnheader').allTextContents();
  const column = headers.indexOf(header) + 1;
  return itemsGrid(page).locator(
    `[role="row"][aria-rowindex="${line + 1}"] [role="gridcell"][aria-colindex="${column}"]`,
  );
}

/** Creates a request through Quote Request Management with the pasted lines and the Excel takeoff. */
async function createRequest(page: Page, jobName: string): Promise<string> {
  await page.goto('/#/quotes/quote-request-management');
  await page.getByRole('button', { name: 'New Quote Request' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Quote Request' });
  await dialog.getByRole('combobox', { name: 'Buyer', exact: true }).fill('Rive-Nord');
  await page
    .getByRole('listbox')
    .getByRole('option', { name: /Paysagement Rive-Nord/ })
    .click();
  await dialog.getByRole('combobox', { name: 'Buyer Contact' }).fill('Lavoie');
  await page
    .getByRole('listbox')
    .getByRole('option', { name: /Lavoie/ })
    .first()
    .click();
  await dialog.getByLabel('Job Name').fill(jobName);
  await dialog.getByLabel('Quote Back').fill('2027-04-15');
  await dialog.getByLabel('Plant List').fill(PASTED.join('\n'));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Quote request created successfully.')).toBeVisible();

  const row = page.getByRole('table').getByRole('row').filter({ hasText: jobName });
  const edit = row.getByRole('button', { name: /^Edit QR-\d+$/ });
  const number = ((await edit.getAttribute('aria-label')) ?? '').replace('Edit ', '');
  await edit.click();
  const editor = page.getByRole('dialog', { name: 'Edit Quote Request' });
  await editor.getByLabel('Attachment file').setInputFiles({
    name: 'takeoff.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await takeoffWorkbook(),
  });
  await expect(editor.getByRole('listitem').filter({ hasText: 'takeoff.xlsx' })).toBeVisible();
  // GoMatch reads the list and the workbook again after the upload; the editor polls its status (3000 ms).
  await expect(editor.getByText('Success', { exact: true })).toBeVisible({ timeout: 30_000 });
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await expect(editor).toBeHidden();
  return number;
}

test.describe('standardization (issue 13)', () => {
  test('a pasted list and an Excel takeoff become a quote of sixteen items, one line corrected from its top-3', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const jobName = `Domaine des Trembles ${Date.now()}`;
    await signIn(page, ACCOUNTS.superAdmin);
    const requestNumber = await createRequest(page, jobName);

    // Staff pick the request up from its row: the workspace opens at the standardized quote's own address.
    const row = page.getByRole('table').getByRole('row').filter({ hasText: jobName });
    await row.getByRole('button', { name: `Standardize ${requestNumber}` }).click();
    await expect(page).toHaveURL(/#\/quotes\/standardized-quote-management\/\d+/);
    const sqNumber = requestNumber.replace('QR-', 'SQ-');
    await expect(page.getByRole('heading', { level: 1, name: `${sqNumber} — ${jobName}` })).toBeVisible();
    await expect(page.getByText('GoMatch read 16 lines.')).toBeVisible();

    // All sixteen matched, in the order the buyer wrote them.
    await expect(itemsGrid(page)).toHaveAttribute('aria-rowcount', '17');
    expect(await columnTexts(page, 'Product')).toEqual(EXPECTED_PRODUCTS);
    expect(await columnTexts(page, 'Quantity')).toEqual([
      '25',
      '120',
      '40',
      '18',
      '24',
      '30',
      '10',
      '11',
      '12',
      '13',
      '14',
      '15',
      '16',
      '17',
      '18',
      '19',
    ]);

    await expectNoSeriousViolations(page, 'the standardization workspace');

    // The top-3 one click away: the first line's alternatives, opened with the mouse…
    await page.getByRole('button', { name: 'GoMatch alternatives for line 1', exact: true }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem').first()).toBeVisible();
    await page.keyboard.press('Escape');
    // …and chosen with the keyboard: Enter on the GoMatch cell opens them as a list, Down, Enter.
    const matchCell = await cellOf(page, 1, 'GoMatch');
    // On the cell's edge: its tag and button are not the target.
    await matchCell.click({ position: { x: 3, y: 3 } });
    await page.keyboard.press('Enter');
    const alternatives = page.getByRole('listbox', { name: 'GoMatch, line 1' });
    await expect(alternatives).toBeFocused();
    await expectNoSeriousViolations(page, 'a line’s GoMatch alternatives open');
    const options = await alternatives.getByRole('option').allTextContents();
    const second = options[1] ?? '';
    const chosen = second.replace(/ \(\d+%\)$/, '');
    expect(chosen).not.toBe(EXPECTED_PRODUCTS[0]);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(await cellOf(page, 1, 'Product')).toHaveText(chosen);
    await expect(await cellOf(page, 1, 'Change')).toContainText('E');

    // Save & Complete is refused while lines are not reviewed (spec 001 §5, §8), naming the cells.
    await page.getByRole('button', { name: 'Save & Complete' }).click();
    await expect(page.getByText(/Some standardized quote items are incomplete/).first()).toBeVisible();
    await expect(await cellOf(page, 2, 'Reviewed')).toHaveAttribute('aria-invalid', 'true');

    // Every line reviewed in one go: Ctrl+A in the grid, then the bulk action.
    await (await cellOf(page, 1, 'Buyer’s Line')).click();
    await page.keyboard.press('Control+a');
    await page.getByRole('button', { name: 'Mark Reviewed' }).click();
    await expect(page.getByText('16 of 16 reviewed')).toBeVisible();
    await page.getByRole('button', { name: 'Save & Complete' }).click();
    await expect(
      page.getByText(new RegExp(`Standardized quote ${sqNumber} completed: quote CQ-\\d+ is ready`)),
    ).toBeVisible();
    // The quote exists in WIP with the sixteen items; the standardization is processed (spec 001 §4, decision
    // 193): its items read-only, nothing to save or move back.
    await expect(page.getByText(/Quote CQ-\d+ was made from it: WIP, 16 items\./)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Move Back to WIP and Save' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save & Complete' })).toHaveCount(0);
    expect(await columnTexts(page, 'Product')).toEqual([chosen, ...EXPECTED_PRODUCTS.slice(1)]);

    // The history tab and the action log show each step.
    await page.getByRole('tab', { name: 'History' }).click();
    const history = page.getByRole('tabpanel', { name: 'History' });
    await expect(history.getByText('Save & Complete').first()).toBeVisible();
    await expect(history.getByText(/^Create by /).first()).toBeVisible();
    const logOf = async (recordNumber: string) => {
      await page.goto(`/#/admin/action-log?recordNumber=${recordNumber}`);
      const rows = page.getByRole('table').getByRole('row');
      await expect(rows.filter({ hasText: recordNumber }).first()).toBeVisible();
      return rows;
    };
    const requestLog = await logOf(requestNumber);
    await expect(requestLog.filter({ hasText: 'Create' }).first()).toBeVisible();
    const sqLog = await logOf(sqNumber);
    await expect(sqLog.filter({ hasText: 'Save & Complete' }).first()).toBeVisible();
    const quoteLog = await logOf(requestNumber.replace('QR-', 'CQ-'));
    await expect(quoteLog.filter({ hasText: 'Create Quote' }).first()).toBeVisible();
  });

  test('two staff save the same standardized quote: the second gets the outdated notice and loses nothing', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const first = await openWorkspace(browser, ACCOUNTS.superAdmin);
    const second = await openWorkspace(browser, ACCOUNTS.superAdmin, first.address);

    // Both change a different line; the first saves.
    await setQuantity(first.page, 1, '77');
    await setQuantity(second.page, 2, '88');
    await first.page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(first.page.getByText(/Standardized quote SQ-\d+ saved\./)).toBeVisible();

    // The second saver is refused: the notice asks for a refresh, Save waits for it, the edit is still shown.
    await second.page.getByRole('button', { name: 'Save', exact: true }).click();
    const notice = second.page.getByRole('alert').filter({ hasText: /changed by another user|outdated/i });
    await expect(notice.first()).toBeVisible();
    await expect(second.page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
    await expect(await cellOf(second.page, 2, 'Quantity')).toHaveText('88');

    // Refresh shows the first saver's line; the second makes its change again and saves.
    await second.page.getByRole('button', { name: 'Refresh', exact: true }).click();
    await expect(await cellOf(second.page, 1, 'Quantity')).toHaveText('77');
    await setQuantity(second.page, 2, '88');
    await second.page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(second.page.getByText(/Standardized quote SQ-\d+ saved\./)).toBeVisible();

    // No line lost: the first reads both changes.
    await first.page.reload();
    await expect(await cellOf(first.page, 1, 'Quantity')).toHaveText('77');
    await expect(await cellOf(first.page, 2, 'Quantity')).toHaveText('88');
    await first.context.close();
    await second.context.close();
  });
});

/** Signs in in a context of its own and opens a WIP standardized quote of the demo data (or the given address). */
async function openWorkspace(browser: Browser, account: string, address?: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, account);
  if (address) {
    await page.goto(address);
  } else {
    await page.goto('/#/quotes/standardized-quote-management?statusId=1');
    await page
      .getByRole('table')
      .getByRole('link', { name: /^SQ-\d+$/ })
      .first()
      .click();
  }
  await expect(itemsGrid(page)).toBeVisible();
  return { context, page, address: page.url() };
}

/** Types a quantity into a line's cell from the keyboard, as a spreadsheet user does. */
async function setQuantity(page: Page, line: number, value: string) {
  await (await cellOf(page, line, 'Quantity')).click();
  await page.keyboard.type(value);
  await page.keyboard.press('Enter');
  await expect(await cellOf(page, line, 'Quantity')).toHaveText(value);
}
