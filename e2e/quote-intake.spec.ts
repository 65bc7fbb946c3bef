import { type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { VERSION_HEADER } from '@portal/contracts';
import { expect, test } from './support/test';
import { ACCOUNTS, signIn } from './support/portal';
import { cellIn, data, matchedRequestFromIntake, signInToApi } from './support/quotes';

/**
 * Quote intake a team can work (issue 34, decision 200): a list sent twice is offered as duplicates instead of
 * being doubled, a relaunch shows its lines without a reload, and operations open a standardized quote from the
 * Quote Table and complete it.
 */

/** Fifteen lines as a contractor sends them: pasted, and again as a spreadsheet (name, size, quantity). */
const TAKEOFF: Array<[string, string, number]> = [
  ["Acer rubrum 'October Glory'", '50mm cal B&B', 25],
  ["Thuja occidentalis 'Smaragd'", 'B&B 150-175cm', 120],
  ["Hydrangea paniculata 'Limelight'", '#5', 40],
  ["Acer rubrum 'Red Sunset'", '60mm cal B&B', 18],
  ["Acer rubrum 'Armstrong'", '50mm cal B&B', 24],
  ["Hydrangea paniculata 'Little Lime'", '#3', 30],
  ["Thuja occidentalis 'Holmstrup'", 'B&B 125-150cm', 10],
  ["Thuja occidentalis 'Danica'", '#2', 11],
  ["Hydrangea paniculata 'Bobo'", '#3', 12],
  ["Hydrangea paniculata 'Quick Fire'", '#5', 13],
  ["Acer rubrum 'Brandywine'", '50mm cal B&B', 14],
  ["Acer rubrum 'Autumn Flame'", '60mm cal B&B', 15],
  ["Thuja occidentalis 'Brandon'", 'B&B 150-175cm', 16],
  ["Hydrangea paniculata 'Pinky Winky'", '#5', 17],
  ["Thuja occidentalis 'Techny'", 'B&B 175-200cm', 18],
];
const PASTED = TAKEOFF.map(([name, size, quantity]) => `${quantity} ${name} ${size}`);
const THREE_LINES = PASTED.slice(0, 3);

async function takeoffWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Takeoff');
  sheet.addRow(['Botanical Name', 'Size', 'Qty']);
  for (const row of TAKEOFF) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

interface Standardized {
  id: number;
  quoteNumber: number;
  version: number;
  items: Array<{
    id: number;
    sequenceNumber: number;
    productId: number | null;
    productName: string | null;
    productSizeId: number | null;
    specs: Array<{ id: number }>;
    quantity: number | null;
    note: string | null;
    fromGomatchItemId: number | null;
  }>;
}

function itemsGrid(page: Page): Locator {
  return page.getByRole('grid', { name: 'Standardized Quote Items' });
}

/** A line's cell under a column header. */
function cellOf(page: Page, line: number, header: string): Promise<Locator> {
  return cellIn(itemsGrid(page), line, header);
}

async function pressButton(button: Locator) {
  await button.focus();
  await button.press('Enter');
}

test.describe('quote intake (issue 34)', () => {
  test('a list pasted and attached as a spreadsheet is offered as duplicates; keeping one source leaves 15', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const jobName = `Sent twice ${Date.now()}`;
    await signIn(page, ACCOUNTS.superAdmin);
    const headers = await signInToApi(page.request);
    const created = await matchedRequestFromIntake(page.request, headers, jobName, PASTED);
    const requestNumber = `QR-${created.quoteNumber}`;

    // The spreadsheet of the same lines, attached in the request's editor as staff do.
    await page.goto(`/#/quotes/quote-request-management?search=${requestNumber}`);
    const row = page.getByRole('table').getByRole('row').filter({ hasText: jobName });
    await row.getByRole('button', { name: `Edit ${requestNumber}` }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Quote Request' });
    await editor.getByLabel('Attachment file').setInputFiles({
      name: 'plantlist.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await takeoffWorkbook(),
    });
    // The file's name and its size are two words, not 'plantlist.xlsx7 kB'.
    await expect(editor.getByRole('listitem').filter({ hasText: 'plantlist.xlsx' })).toContainText(
      /plantlist\.xlsx \d+ kB/,
    );
    await expect(editor.getByText('Success', { exact: true })).toBeVisible({ timeout: 30_000 });
    await editor.getByRole('button', { name: 'Cancel' }).click();
    await expect(editor).toBeHidden();

    await row.getByRole('button', { name: `Standardize ${requestNumber}` }).click();
    await expect(page).toHaveURL(/#\/quotes\/standardized-quote-management\/\d+/);
    await expect(itemsGrid(page)).toHaveAttribute('aria-rowcount', '31');

    // Not doubled silently: the workspace says so and asks which source to keep.
    const duplicates = page.getByRole('region', { name: 'Lines sent twice' });
    await expect(duplicates).toContainText(
      '15 lines were read from more than one source (the pasted list, plantlist.xlsx).',
    );
    await expect(await cellOf(page, 1, 'Buyer’s Line')).toContainText('Duplicate');
    await pressButton(duplicates.getByRole('button', { name: 'Keep plantlist.xlsx' }));
    await expect(duplicates).toBeHidden();
    await expect(
      page.getByText('The lines of plantlist.xlsx are kept; save to remove the copies.'),
    ).toBeVisible();

    await pressButton(page.getByRole('button', { name: 'Save', exact: true }));
    await expect(page.getByText(/Standardized quote SQ-\d+ saved\./)).toBeVisible();
    await expect(itemsGrid(page)).toHaveAttribute('aria-rowcount', '16');
    await expect(await cellOf(page, 1, 'Quantity')).toHaveText('25');
    await expect(await cellOf(page, 15, 'Quantity')).toHaveText('18');
    await expect(page.getByRole('region', { name: 'Lines sent twice' })).toHaveCount(0);
  });

  test('a relaunch shows its lines without a reload, a learned correction applied again', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, ACCOUNTS.superAdmin);
    const headers = await signInToApi(page.request);
    // The line taught is this test's own, so what GoMatch learns reaches no other test's lines.
    const stamp = Date.now();
    const lines = [THREE_LINES[0] ?? '', `12 shade tree lot ${stamp} 60mm cal B&B`, THREE_LINES[2] ?? ''];
    const created = await matchedRequestFromIntake(page.request, headers, `Relaunch ${stamp}`, lines);
    const sq = await data<Standardized>(
      await page.request.post('/api/quoteStandardization', {
        headers,
        data: { quoteRequestId: created.id },
      }),
    );
    // Line 2 taught to GoMatch as staff teach it: another product, reviewed, saved.
    const taught = sq.items[2]?.productId ?? null;
    expect(taught).not.toBe(sq.items[1]?.productId);
    await data(
      await page.request.put('/api/quoteStandardization', {
        headers: { ...headers, [VERSION_HEADER]: String(sq.version) },
        data: {
          id: sq.id,
          action: 'save',
          items: sq.items.map((item, index) => ({
            id: item.id,
            sequenceNumber: item.sequenceNumber,
            productId: index === 1 ? taught : item.productId,
            productSizeId: item.productSizeId,
            specIds: item.specs.map((spec) => spec.id),
            quantity: item.quantity,
            reviewed: index === 1,
            note: item.note,
            fromGomatchItemId: item.fromGomatchItemId,
          })),
        },
      }),
    );

    await page.goto(`/#/quotes/standardized-quote-management/${sq.id}`);
    await expect(itemsGrid(page)).toHaveAttribute('aria-rowcount', '4');
    // An edit not saved is not learned: the relaunch asks to save or revert it first rather than lose it.
    const quantity = await cellOf(page, 3, 'Quantity');
    await quantity.click();
    await page.keyboard.type('41');
    await page.keyboard.press('Enter');
    await expect(quantity).toHaveText('41');
    const relaunchButton = page.getByRole('button', { name: 'Relaunch GoMatch', exact: true });
    await pressButton(relaunchButton);
    await expect(page.getByText('Save or revert your changes first.')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Relaunch GoMatch' })).toHaveCount(0);
    await pressButton(page.getByRole('button', { name: 'Save', exact: true }));
    await expect(page.getByText(/Standardized quote SQ-\d+ saved\./)).toBeVisible();

    await pressButton(relaunchButton);
    await pressButton(
      page.getByRole('dialog', { name: 'Relaunch GoMatch' }).getByRole('button', { name: 'Yes' }),
    );
    await expect(page.getByText(/GoMatch is reading the list of SQ-\d+ again\./)).toBeVisible();

    // The engine's lines arrive by the workspace's poll (3000 ms), with no reload.
    await expect(page.getByRole('status').filter({ hasText: 'GoMatch is reading the list' })).toBeHidden({
      timeout: 15_000,
    });
    await expect(itemsGrid(page)).toHaveAttribute('aria-rowcount', '4');
    await expect(await cellOf(page, 2, 'Product')).toHaveText(sq.items[2]?.productName ?? '');
    await expect(await cellOf(page, 3, 'Product')).toHaveText(sq.items[2]?.productName ?? '');
    await expect(page.getByRole('button', { name: 'Save & Complete' })).toBeEnabled();
  });

  test('operations open a standardized quote from the Quote Table and complete it', async ({ page }) => {
    test.setTimeout(90_000);
    const jobName = `Operations intake ${Date.now()}`;
    const headers = await signInToApi(page.request);
    const created = await matchedRequestFromIntake(page.request, headers, jobName, THREE_LINES);
    const sq = await data<Standardized>(
      await page.request.post('/api/quoteStandardization', {
        headers,
        data: { quoteRequestId: created.id },
      }),
    );
    const sqNumber = `SQ-${sq.quoteNumber}`;

    await signIn(page, ACCOUNTS.operations);
    await page.goto(`/#/quotes/quote-table?search=${encodeURIComponent(jobName)}`);
    const link = page.getByRole('table').getByRole('link', { name: sqNumber, exact: true });
    await link.focus();
    await link.press('Enter');
    await expect(page).toHaveURL(new RegExp(`#/quotes/standardized-quote-management/${sq.id}`));
    await expect(page.getByRole('heading', { level: 1, name: `${sqNumber} — ${jobName}` })).toBeVisible();
    // The management screen's moves are not offered; the one way back is the Quote Table (decision 201).
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Return To Quote Table' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^(Return To|Back to) / })).toHaveCount(1);

    // Every line reviewed from the keyboard, then Save & Complete.
    await (await cellOf(page, 1, 'Buyer’s Line')).click();
    await page.keyboard.press('Control+a');
    await pressButton(page.getByRole('button', { name: 'Mark Reviewed' }));
    await expect(page.getByText('3 of 3 reviewed')).toBeVisible();
    await pressButton(page.getByRole('button', { name: 'Save & Complete' }));
    await expect(
      page.getByText(new RegExp(`Standardized quote ${sqNumber} completed: quote CQ-\\d+ is ready`)),
    ).toBeVisible();
    await expect(page.getByText(/Quote CQ-\d+ was made from it: WIP, 3 items\./)).toBeVisible();
  });
});
