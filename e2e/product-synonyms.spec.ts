import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { ACCOUNTS, mainMenu, signIn } from './support/portal';

// Issue 36, acceptance 1: a product's other names are edited in Product Management and used by a match.

function runLetters(): string {
  const alphabet = 'bcdfghjklmnpqrstvwxz';
  return Array.from({ length: 6 }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('');
}

async function bearer(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token).toBeTruthy();
  return { authorization: `Bearer ${token ?? ''}` };
}

test('adds a registered name to a product in its editor, and GoMatch then matches a line written with it', async ({
  page,
}) => {
  const letters = runLetters();
  const latinName = `Quercus ${letters}`;
  const sku = `E2E-SYN-${letters.toUpperCase()}`;
  const code = `ZQ${letters.toUpperCase()}7`;
  await signIn(page, ACCOUNTS.superAdmin);
  const headers = await bearer(page);
  const created = await page.request.post('/api/product', {
    headers,
    data: { latinName, cultivar: 'Ember Crown', sku, categoryId: 1 },
  });
  expect(created.status(), await created.text()).toBe(200);
  const productId = ((await created.json()) as { data: { id: number } }).data.id;
  try {
    await mainMenu(page).getByRole('menuitem', { name: 'Products', exact: true }).click();
    await mainMenu(page).getByRole('menuitem', { name: 'Product Management', exact: true }).click();
    await page.getByLabel('Search Latin name, common name or SKU').fill(sku);
    const row = page.getByRole('table').getByRole('row').filter({ hasText: sku });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: /^Edit / }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Product' });

    // Each kind of other name is its own list; a name is typed and kept with Enter, from the keyboard.
    await expect(editor.getByText('Other Names')).toBeVisible();
    await expect(editor.getByLabel('Trade Names')).toBeVisible();
    await expect(editor.getByLabel('Common Names for This Cultivar (French)')).toBeVisible();
    const registered = editor.getByLabel('Registered (Code) Names');
    await registered.click();
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    await expect(editor.getByText(code, { exact: true })).toBeVisible();
    await editor.getByLabel('Cultivar in Another Language').pressSequentially('Glutkrone');
    await page.keyboard.press('Enter');

    const sent = page.waitForRequest(
      (request) => request.method() === 'PUT' && new URL(request.url()).pathname === '/api/product',
    );
    await editor.getByRole('button', { name: 'Save' }).click();
    const body = (await sent).postDataJSON() as { synonyms: Record<string, string[]> };
    expect(body.synonyms.registeredNames).toEqual([code]);
    expect(body.synonyms.originalNames).toEqual(['Glutkrone']);
    await expect(page.getByText('Product updated successfully.')).toBeVisible();
    await expect(editor).toBeHidden();

    // The list's search finds the product by its registered name, and its editor shows the names kept.
    await page.getByLabel('Search Latin name, common name or SKU').fill(code);
    const found = page.getByRole('table').getByRole('row').filter({ hasText: sku });
    await expect(found).toHaveCount(1);
    await found.getByRole('button', { name: /^Edit / }).click();
    const reopened = page.getByRole('dialog', { name: 'Edit Product' });
    await expect(reopened.getByText(code, { exact: true })).toBeVisible();
    await expect(reopened.getByText('Glutkrone', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(reopened).toBeHidden();

    // GoMatch reads the registered name as the cultivar.
    const matched = await page.request.post('/api/searchCandidatesDataset', {
      headers,
      data: { lines: [`12 ${latinName} ${code} #5`] },
    });
    expect(matched.status(), await matched.text()).toBe(200);
    const line = (
      (await matched.json()) as {
        data: { lines: Array<{ nameAlternatives: Array<{ id: number }>; nameMatchInfo: { state: string } }> };
      }
    ).data.lines[0];
    expect(line?.nameAlternatives[0]?.id).toBe(productId);
    expect(line?.nameMatchInfo.state).toBe('MATCHED');
  } finally {
    await page.request.delete(`/api/product/${productId}`, { headers });
  }
});
