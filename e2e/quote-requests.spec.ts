import { expect, test } from './support/test';
import { ACCOUNTS, mainMenu, signIn } from './support/portal';

test.describe('quote request management', () => {
  test('lists the demo requests matched by GoMatch, filters them, cancels and reinstates one', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.superAdmin);
    await mainMenu(page).getByRole('menuitem', { name: 'Quotes', exact: true }).click();
    await mainMenu(page).getByRole('menuitem', { name: 'Quote Request Management', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Quote Request Management' })).toBeVisible();

    const rows = page.getByRole('table').getByRole('row');
    const parc = rows.filter({ hasText: 'Parc des Érables — phase 2' });
    // Accents and case ignored, typed as a user types (the demo request may be past the first page: other
    // tests add requests of their own).
    const search = page.getByLabel('Search number, job, reference or client');
    await search.click();
    await page.keyboard.type('erables');
    await expect(parc).toBeVisible();
    // The demo seed ran the engine over each list: its status shows on the row.
    await expect(parc.getByText('Success', { exact: true })).toBeVisible();

    // Another search typed over it from the keyboard.
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('lansdowne');
    await expect(rows.filter({ hasText: 'Lansdowne Park streetscape' })).toBeVisible();
    await expect(parc).toHaveCount(0);
    await expect(page).toHaveURL(/search=lansdowne/);

    const lansdowne = rows.filter({ hasText: 'Lansdowne Park streetscape' });
    const cancel = lansdowne.getByRole('button', { name: /^Cancel QR-\d+$/ });
    const number = (await cancel.getAttribute('aria-label'))?.replace('Cancel ', '') ?? '';
    await cancel.click();
    const confirmation = page.getByRole('dialog', { name: 'Cancel' });
    await expect(confirmation).toContainText(`Are you sure you want to cancel quote ${number}?`);
    await confirmation.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText(`Quote request ${number} cancelled.`)).toBeVisible();
    await expect(lansdowne.getByText('Cancelled', { exact: true })).toBeVisible();

    // Reinstate from the keyboard: focus the row's button and press Enter, then confirm with Enter on Yes.
    await lansdowne.getByRole('button', { name: `Reinstate ${number}` }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Reinstate' }).getByRole('button', { name: 'Yes' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Quote request ${number} reinstated.`)).toBeVisible();
    await expect(lansdowne.getByText('Complete', { exact: true })).toBeVisible();

    // The status filter is in the address: Back returns to the unfiltered search.
    await page.goto(`/#/quotes/quote-request-management?statusId=5`);
    await expect(rows.filter({ hasText: 'Plattsburgh library garden' })).toBeVisible();
    await expect(rows.filter({ hasText: 'Lansdowne Park streetscape' })).toHaveCount(0);
  });

  test('creates a request from a pasted list; GoMatch reads it in the background', async ({ page }) => {
    const jobName = `Jardins Saint-Eustache ${Date.now()}`;
    await signIn(page, ACCOUNTS.superAdmin);
    await page.goto('/#/quotes/quote-request-management');
    await page.getByRole('button', { name: 'New Quote Request' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Quote Request' });
    await expect(dialog).toBeVisible();

    // Saving empty marks the required fields before any call.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('combobox', { name: 'Buyer', exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    // The contact is one of the buyer company's people: nobody to pick before the company, and a new company
    // clears the contact of the previous one.
    const buyerCompany = dialog.getByRole('combobox', { name: 'Buyer', exact: true });
    const contact = dialog.getByRole('combobox', { name: 'Buyer Contact' });
    await expect(contact).toBeDisabled();
    await buyerCompany.fill('Gatineau');
    await page
      .getByRole('listbox')
      .getByRole('option', { name: /Ville de Gatineau/ })
      .click();
    await contact.fill('Côté');
    // Many buyers are named Côté; only Gatineau's is offered.
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText([/Alexandre Côté/]);
    await page
      .getByRole('listbox')
      .getByRole('option', { name: /Alexandre Côté/ })
      .click();
    await expect(contact).toHaveValue('Alexandre Côté');
    await buyerCompany.fill('Rive-Nord');
    await page
      .getByRole('listbox')
      .getByRole('option', { name: /Paysagement Rive-Nord/ })
      .click();
    await expect(contact).toHaveValue('');
    await contact.fill('Lavoie');
    await page
      .getByRole('listbox')
      .getByRole('option', { name: /Lavoie/ })
      .first()
      .click();
    await dialog.getByLabel('Job Name').fill(jobName);
    await dialog.getByLabel('Quote Back').fill('2027-04-15');
    const list = dialog.getByLabel('Plant List');
    await list.fill("25 Acer rubrum 'October Glory' 50mm cal B&B\n40 Hydrangea paniculata 'Limelight' #5");
    await expect(dialog.getByText('2 lines.', { exact: false })).toBeVisible();
    // The list's limit is shown and counted (issue 34: long texts show their limit).
    await expect(dialog.getByText('82 / 2,000,000 characters')).toBeVisible();
    // Save from the keyboard, as a user finishing the form would.
    await list.press('Tab');
    await dialog.getByRole('button', { name: 'Save' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Quote request created successfully.')).toBeVisible();
    await expect(dialog).toBeHidden();

    const row = page.getByRole('table').getByRole('row').filter({ hasText: jobName });
    await expect(row).toBeVisible();
    await expect(row.getByText('Complete', { exact: true })).toBeVisible();
    // The engine's run ends in the background; the list shows it after a reload of the page.
    await expect(async () => {
      await page.reload();
      await expect(row.getByText('Success', { exact: true })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });

    // Attachments: a CSV takeoff is kept and read by GoMatch; a renamed program is refused by its content.
    await row.getByRole('button', { name: /^Edit QR-\d+$/ }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Quote Request' });
    await expect(editor.getByLabel('Job Name')).toHaveValue(jobName);
    await editor.getByLabel('Attachment file').setInputFiles({
      name: 'takeoff.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Qty,Botanical name,Size\n12,Picea glauca Conica,#5\n'),
    });
    await expect(editor.getByRole('listitem').filter({ hasText: 'takeoff.csv' })).toBeVisible();
    await editor.getByLabel('Attachment file').setInputFiles({
      name: 'plants.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(512, 1)]),
    });
    await expect(page.getByText(/The attachment was not uploaded/).first()).toBeVisible();
    await expect(editor.getByText('Success', { exact: true })).toBeVisible({ timeout: 30_000 });

    const download = page.waitForEvent('download');
    await editor.getByRole('button', { name: 'Download takeoff.csv' }).click();
    expect((await download).suggestedFilename()).toBe('takeoff.csv');

    await editor.getByRole('button', { name: 'Delete takeoff.csv' }).click();
    await page
      .getByRole('dialog', { name: 'Delete Attachment' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await expect(editor.getByText('No attachment yet.')).toBeVisible();
  });
});
