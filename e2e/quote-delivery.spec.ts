import type { Locator, Page } from '@playwright/test';
import { MESSAGES } from '@portal/contracts';
import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/axe';
import { ACCOUNTS, signIn } from './support/portal';
import { sourcedQuoteThroughApi } from './support/quote-deliveries';
import { cellIn, linesGrid, openQuote } from './support/quotes';

/**
 * The quote delivery wizard and workspace (issue 38 acceptance 2; spec 001 §2 /quotes/quote-delivery-wizard and
 * -workspace, §5, §8; decision 218): a sourced delivery quote's lines planned on a truck but one, the delivery
 * saved with its vehicle and stop dates, the quote's publish refused naming the unassigned line, the line added to
 * its seller's pickup, and the quote published.
 */

const JOB_SITE = {
  deliveryAddress: '7000 Avenue du Parc',
  city: 'Montréal',
  postalCode: 'H3N 1X1',
  spatialDeliveryAddress: { latitude: 45.5308, longitude: -73.6199 },
};

/** Opens a dropdown named by its label from the keyboard and picks the option by its text. */
async function choose(
  scope: Locator,
  page: Page,
  label: string,
  option: string | RegExp,
  which: 'first' | 'last' = 'first',
): Promise<void> {
  const box = scope.getByRole('textbox', { name: label, exact: true });
  await box.focus();
  await page.keyboard.press('Enter');
  const options = page.getByRole('listbox').getByRole('option', { name: option });
  await (which === 'first' ? options.first() : options.last()).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

async function publishQuote(page: Page, number: string): Promise<void> {
  await page
    .getByRole('group', { name: 'Quote actions' })
    .getByRole('button', { name: 'Publish', exact: true })
    .click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(confirm.getByText(`Are you sure you want to publish quote ${number}?`)).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes' }).click();
}

test('plans a quote’s delivery but one line, is refused the publish, adds the line to a stop and publishes', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const jobName = `Parc Lafontaine ${Date.now()}`;
  const quote = await sourcedQuoteThroughApi(request, jobName, JOB_SITE);
  const number = `CQ-${quote.quoteNumber}`;

  await signIn(page, ACCOUNTS.operations);
  // The quote's workspace: its deliveries part, no delivery yet, every line unassigned, 'Create delivery'.
  await openQuote(page, quote.id);
  const part = page.getByRole('region', { name: 'Deliveries' });
  await expect(part.getByText('3 lines not on a delivery', { exact: false })).toBeVisible();
  await expect(part.getByText('No delivery planned yet.')).toBeVisible();
  await part.getByRole('link', { name: 'Create delivery' }).focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`#/quotes/quote-delivery-wizard/${quote.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Plan deliveries of quote ${number}`);
  const items = page.getByRole('table', { name: 'Items' });
  await expect(items.getByRole('row')).toHaveCount(4);
  await expectNoSeriousViolations(page, 'the Quote Delivery Wizard');

  // Every line but the second (the first seller's other line), one truck, from the keyboard.
  await page.getByRole('checkbox', { name: 'Pick every item of this page' }).focus();
  await page.keyboard.press('Space');
  await items.getByRole('row').nth(2).getByRole('checkbox').focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('2 items picked')).toBeVisible();
  await expect(page.getByText('At most 2: one truck per unassigned item at most.')).toBeVisible();
  await page.getByRole('button', { name: 'Create deliveries' }).focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/#\/quotes\/quote-delivery-workspace\/\d+$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^Quote delivery D-\d+$/);
  const deliveryNumber = ((await heading.textContent()) ?? '').replace('Quote delivery ', '');
  const form = page.getByRole('form', { name: `Quote delivery ${deliveryNumber}` });
  const stops = form.getByRole('list', { name: 'Stops' }).getByRole('listitem');
  // The two sellers' pickups and the job site's drop-off; no publish, tracking or bill of lading on a quote's.
  await expect(stops).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Publish' })).toHaveCount(0);
  await expect(form.getByRole('textbox', { name: 'Tracking', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /bill of lading/i })).toHaveCount(0);
  await expectNoSeriousViolations(page, 'the Quote Delivery Workspace');

  await choose(form, page, 'Truck type', 'Tractor/Truck & Trailer');
  await choose(form, page, 'Truck sub type', 'Dry Van Trailer');
  await choose(form, page, 'Truck length', /'$/, 'last');
  for (let index = 0; index < 3; index += 1) {
    await stops.nth(index).getByLabel('Date').fill('2026-12-15');
  }
  await form.getByRole('button', { name: 'Save' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/updated successfully/i).first()).toBeVisible();

  // Publishing the quote is refused: one line is on no delivery (spec 001 §5, §8), and it is marked.
  await page.getByRole('link', { name: 'Back to the quote' }).click();
  await openQuote(page, quote.id);
  await expect(part.getByRole('link', { name: `Open quote delivery ${deliveryNumber}` })).toBeVisible();
  await expect(part.getByText('1 line not on a delivery', { exact: false })).toBeVisible();
  await publishQuote(page, number);
  await expect(page.getByText(MESSAGES.itemsNotAssignedToDeliveries).first()).toBeVisible();
  await expect(page.getByText('The line not on a delivery is marked in the grid.')).toBeVisible();
  await expect(await cellIn(linesGrid(page), 2, 'Seller')).toHaveAttribute('aria-invalid', 'true');
  await expect(await cellIn(linesGrid(page), 1, 'Seller')).not.toHaveAttribute('aria-invalid', 'true');

  // The line goes on its seller's pickup, from the keyboard.
  await part.getByRole('link', { name: `Open quote delivery ${deliveryNumber}` }).focus();
  await page.keyboard.press('Enter');
  await expect(heading).toHaveText(`Quote delivery ${deliveryNumber}`);
  const pickup = stops.filter({ hasText: quote.sellerNames[0] ?? '' }).first();
  await pickup.getByRole('button', { name: /^Items of stop \d+$/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Items picked up at stop \d+$/ });
  await expect(dialog.getByRole('checkbox')).toHaveCount(2);
  const unpicked = dialog.getByRole('checkbox', { checked: false });
  await expect(unpicked).toHaveCount(1);
  await unpicked.focus();
  await page.keyboard.press('Space');
  await dialog.getByRole('button', { name: 'Save items' }).click();
  await expect(dialog).toHaveCount(0);

  // Every line on a delivery: the quote publishes.
  await page.getByRole('link', { name: 'Back to the quote' }).click();
  await openQuote(page, quote.id);
  await expect(part.getByText('Every line is on a delivery.')).toBeVisible();
  await publishQuote(page, number);
  await expect(page.getByText(`Quote ${number} published.`)).toBeVisible();
});

test('adds a line of a seller the quote delivery has no pickup of from its workspace, and the quote publishes', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const jobName = `Parc Jarry ${Date.now()}`;
  const quote = await sourcedQuoteThroughApi(request, jobName, JOB_SITE);
  const number = `CQ-${quote.quoteNumber}`;
  const secondSeller = quote.sellerNames[2] ?? '';

  await signIn(page, ACCOUNTS.operations);
  // The wizard: the first seller's two lines on one truck; the second seller's line left out.
  await page.goto(`/#/quotes/quote-delivery-wizard/${quote.id}`);
  const items = page.getByRole('table', { name: 'Items' });
  await expect(items.getByRole('row')).toHaveCount(4);
  for (const row of [1, 2]) {
    await items.getByRole('row').nth(row).getByRole('checkbox').focus();
    await page.keyboard.press('Space');
  }
  await expect(page.getByText('2 items picked')).toBeVisible();
  await page.getByRole('button', { name: 'Create deliveries' }).click();

  await expect(page).toHaveURL(/#\/quotes\/quote-delivery-workspace\/\d+$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^Quote delivery D-\d+$/);
  const deliveryNumber = ((await heading.textContent()) ?? '').replace('Quote delivery ', '');
  const form = page.getByRole('form', { name: `Quote delivery ${deliveryNumber}` });
  const stops = form.getByRole('list', { name: 'Stops' }).getByRole('listitem');
  // One seller's pickup and the job site's drop-off.
  await expect(stops).toHaveCount(2);
  await expect(stops.filter({ hasText: secondSeller })).toHaveCount(0);
  await choose(form, page, 'Truck type', 'Tractor/Truck & Trailer');
  await choose(form, page, 'Truck sub type', 'Dry Van Trailer');
  await choose(form, page, 'Truck length', /'$/, 'last');
  for (let index = 0; index < 2; index += 1) {
    await stops.nth(index).getByLabel('Date').fill('2026-12-15');
  }
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/updated successfully/i).first()).toBeVisible();
  const load = page.getByRole('region', { name: 'Load' });
  const loadBefore = (await load.textContent()) ?? '';

  // 'Add items', from the keyboard: the line of the seller with no pickup on this delivery.
  const actions = page.getByRole('group', { name: 'Delivery actions' });
  await actions.getByRole('button', { name: 'Add items' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Add items to delivery ${deliveryNumber}` });
  const table = dialog.getByRole('table', { name: 'Items that can be added' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(dialog.getByText('On this delivery')).toHaveCount(2);
  const pickable = table.getByRole('checkbox', { name: /^Add /, checked: false, disabled: false });
  await expect(pickable).toHaveCount(1);
  await expectNoSeriousViolations(page, 'the Add items dialog');
  await pickable.focus();
  await page.keyboard.press('Space');
  await expect(dialog.getByText('1 item picked')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add 1 item' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(`1 item added to delivery ${deliveryNumber}.`)).toBeVisible();

  // A new pickup for the second seller; the load is weighed again.
  await expect(stops).toHaveCount(3);
  await expect(stops.filter({ hasText: secondSeller })).toHaveCount(1);
  await expect(load).not.toHaveText(loadBefore);
  await stops.filter({ hasText: secondSeller }).getByLabel('Date').fill('2026-12-15');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/updated successfully/i).first()).toBeVisible();

  // The quote's deliveries part: no line left off a delivery, and the quote publishes.
  await page.getByRole('link', { name: 'Back to the quote' }).click();
  await openQuote(page, quote.id);
  const part = page.getByRole('region', { name: 'Deliveries' });
  await expect(part.getByText('Every line is on a delivery.')).toBeVisible();
  await publishQuote(page, number);
  await expect(page.getByText(`Quote ${number} published.`)).toBeVisible();
});
