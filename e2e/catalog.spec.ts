import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { ACCOUNTS, mainMenu, signIn } from './support/portal';

// Issue 5, acceptance 1: the catalog screens as super admin and as operations (spec 001 §2 Products menu).

/** Letters unique to this run: the e2e server keeps its database between specs, so names must not repeat. */
function runLetters(): string {
  const alphabet = 'bcdfghjklmnpqrstvwxz';
  return Array.from({ length: 6 }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('');
}

/** The session token the page signed in with (spec 000 §3: kept in sessionStorage). */
async function sessionToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token).toBeTruthy();
  return token ?? '';
}

interface Api {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body: unknown): Promise<T>;
  remove(path: string): Promise<void>;
}

/** Calls the API the way the web app does: bearer token, {data} envelope. */
function apiAs(request: APIRequestContext, token: string): Api {
  const headers = { authorization: `Bearer ${token}` };
  const unwrap = async <T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> => {
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { data: T }).data;
  };
  return {
    get: async (path) => unwrap(await request.get(`/api/${path}`, { headers })),
    post: async (path, body) => unwrap(await request.post(`/api/${path}`, { headers, data: body })),
    remove: async (path) => {
      await request.delete(`/api/${path}`, { headers });
    },
  };
}

interface Reference {
  id: number;
  name: string;
}

async function openScreen(page: Page, entry: string): Promise<void> {
  await mainMenu(page).getByRole('menuitem', { name: 'Products', exact: true }).click();
  await mainMenu(page).getByRole('menuitem', { name: entry, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: entry })).toBeVisible();
}

/** A dropdown found by its label, as a user sees it: the box showing the chosen value. */
function dropdown(scope: Locator, label: string): Locator {
  return scope
    .getByLabel(label, { exact: true })
    .first()
    .locator('xpath=ancestor::div[contains(@class,"p-dropdown")][1]');
}

async function choose(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  await dropdown(scope, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types into a search-as-you-type picker and picks the match named `option`. */
async function pick(page: Page, input: Locator, text: string, option: string): Promise<void> {
  await input.pressSequentially(text);
  await page
    .getByRole('option', { name: new RegExp(`^${option.replace(/[#.*+?^${}()|[\]\\]/g, '\\$&')}`) })
    .click();
}

/**
 * The row of a record in a list that may span pages: waits until the list has loaded (an empty table while it
 * loads would send the loop past the record), then pages until the row shows.
 */
async function rowOnSomePage(page: Page, text: string): Promise<Locator> {
  const table = page.getByRole('table');
  await expect(table).toHaveAttribute('aria-busy', 'false');
  const row = table.getByRole('row').filter({ hasText: text });
  while ((await row.count()) === 0) await page.getByRole('button', { name: 'Next Page' }).click();
  return row;
}

async function confirmDelete(page: Page, message: string): Promise<void> {
  const confirmation = page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog').filter({ hasText: message }));
  await expect(confirmation).toContainText(message);
  await confirmation.getByRole('button', { name: 'Yes' }).click();
}

/** Answers Yes to 'You have unsaved changes…' when an editor with changes is closed. */
async function confirmDiscard(page: Page): Promise<void> {
  const question = 'You have unsaved changes. Do you want to close this form and lose them?';
  const confirmation = page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog').filter({ hasText: question }));
  await expect(confirmation).toContainText(question);
  await confirmation.getByRole('button', { name: 'Yes' }).click();
}

test.describe('catalog as super admin', () => {
  test('creates a category, toggles allow-link, creates a product with two sizes and a spec, finds it with a typo and deletes it', async ({
    page,
  }) => {
    const letters = runLetters();
    await signIn(page, ACCOUNTS.superAdmin);
    const api = apiAs(page.request, await sessionToken(page));

    // Two sizes and a spec of this run, made through the API: the product editor picks them by searching.
    const [sizeCategory] = await api.get<Reference[]>('sizeCategories');
    const [specCategory] = await api.get<Reference[]>('specCategories');
    const made: number[] = [];
    const makeSize = async (name: string, typeId: number, categoryId: number, value: number | null) => {
      const size = await api.post<Reference>('productSize', {
        name,
        typeId,
        categoryId,
        unitId: value === null ? null : 3,
        value,
      });
      made.push(size.id);
      return size;
    };
    const categoryName = `Essai catégorie ${letters}`;
    const latinName = `Acer ${letters}ianum`;
    const displayName = `${latinName} 'Essai'`;
    try {
      const small = await makeSize(`${letters} #3 gal`, 1, sizeCategory?.id ?? 0, 3);
      const large = await makeSize(`${letters} #7 gal`, 1, sizeCategory?.id ?? 0, 7);
      const spec = await makeSize(`${letters} multi-stem`, 2, specCategory?.id ?? 0, null);

      // Category Management: create, then switch allow-link off from the table.
      await openScreen(page, 'Category Management');
      await page.getByRole('button', { name: 'New Category' }).click();
      const categoryDialog = page.getByRole('dialog', { name: 'New Category' });
      await categoryDialog.getByLabel('Name', { exact: true }).fill(categoryName);
      await categoryDialog.getByLabel('French Name').fill(`Catégorie ${letters}`);
      // decision 050: a new category allows linking its products.
      await expect(categoryDialog.getByLabel('Allow Link Product')).toBeChecked();
      await categoryDialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Category created successfully.')).toBeVisible();
      await expect(categoryDialog).toBeHidden();

      // The table pages the list in the browser: go to the page holding the new category.
      const categoryRow = await rowOnSomePage(page, categoryName);
      const allowLink = categoryRow.getByRole('switch', {
        name: `Allow linking products of ${categoryName}`,
      });
      await expect(allowLink).toBeChecked();
      await allowLink.click();
      await expect(page.getByText(`Products of ${categoryName} can no longer be linked.`)).toBeVisible();
      await expect(allowLink).not.toBeChecked();

      // Product Management: a product in that category, sold in two sizes, the first with a spec.
      await openScreen(page, 'Product Management');
      await page.getByRole('button', { name: 'New Product' }).click();
      const productDialog = page.getByRole('dialog', { name: 'New Product' });
      await productDialog.getByLabel('Latin Name').fill(latinName);
      await productDialog.getByLabel('Cultivar', { exact: true }).fill('Essai');
      await productDialog.getByLabel('Common Name (English)').fill(`Test maple ${letters}`);
      await productDialog.getByLabel('Common Name (French)').fill(`Érable d’essai ${letters}`);
      await productDialog.getByLabel('SKU').fill(`E2E-${letters.toUpperCase()}`);
      await choose(page, productDialog, 'Category', categoryName);

      const addSize = productDialog.getByLabel('Add Size');
      await pick(page, addSize, small.name, small.name);
      await pick(page, addSize, large.name, large.name);
      const smallItem = productDialog.getByRole('region', { name: `Size ${small.name}` });
      const largeItem = productDialog.getByRole('region', { name: `Size ${large.name}` });
      await expect(smallItem).toBeVisible();
      await expect(largeItem).toBeVisible();
      // Units are shown with the figures (decision 050: pounds and square feet).
      await smallItem.getByLabel(`Unit weight of ${small.name}`).pressSequentially('25');
      await smallItem.getByLabel(`Floor space per unit of ${small.name}`).pressSequentially('1.5');
      await expect(smallItem.getByLabel(`Unit weight of ${small.name}`)).toHaveValue('25');
      await expect(smallItem.getByLabel(`Floor space per unit of ${small.name}`)).toHaveValue('1.5');
      await pick(page, smallItem.getByLabel('Specs'), spec.name, spec.name);
      await expect(smallItem).toContainText('1 of 10 specs');
      await productDialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Product created successfully.')).toBeVisible();
      await expect(productDialog).toBeHidden();

      // Found with a typo in its Latin name (two letters swapped): the server's typo-tolerant search.
      const typo = `acer ${letters.slice(0, 2)}${letters[3]}${letters[2]}${letters.slice(4)}ianum`;
      await page.getByLabel('Search Latin name, common name or SKU').fill(typo);
      await expect(page).toHaveURL(/search=/);
      const productTable = page.getByRole('table');
      const productRow = productTable.getByRole('row').filter({ hasText: displayName });
      await expect(productRow).toHaveCount(1);
      // Ranked first: its Latin name is the closest match (issue 5: ranked, typo-tolerant search).
      await expect(productTable.getByRole('row').nth(1)).toContainText(displayName);
      await expect(productRow).toContainText(`E2E-${letters.toUpperCase()}`);
      await expect(productRow).toContainText(categoryName);
      await expect(productRow).toContainText(`Test maple ${letters}`);

      // The editor brings back both sizes, the figures and the spec.
      await productRow.getByRole('button', { name: `Edit ${displayName}` }).click();
      const editor = page.getByRole('dialog', { name: 'Edit Product' });
      await expect(editor.getByRole('region', { name: `Size ${small.name}` })).toContainText(spec.name);
      await expect(editor.getByRole('region', { name: `Size ${large.name}` })).toBeVisible();
      await expect(editor.getByLabel(`Unit weight of ${small.name}`)).toHaveValue('25');
      await editor.getByRole('button', { name: 'Cancel' }).click();

      // Delete, confirming a dialog that names the product.
      await productRow.getByRole('button', { name: `Delete ${displayName}` }).click();
      await confirmDelete(page, `Are you sure you want to delete product "${displayName}"?`);
      await expect(page.getByText('Product deleted successfully.')).toBeVisible();
      await expect(productTable.getByRole('row').filter({ hasText: displayName })).toHaveCount(0);

      // Clean up the category through its screen, with its confirmation.
      await openScreen(page, 'Category Management');
      const row = await rowOnSomePage(page, categoryName);
      await row.getByRole('button', { name: `Delete ${categoryName}` }).click();
      await confirmDelete(page, `Are you sure you want to delete category "${categoryName}"?`);
      await expect(page.getByText('Category deleted successfully.')).toBeVisible();
    } finally {
      for (const id of made) await api.remove(`productSize/${id}`);
    }
  });

  test("refuses an 11th spec on a product size with 'Cannot add more specs'", async ({ page }) => {
    // The product starts with ten specs on its size (made through the API): picking specs one by one is the
    // first test's path, and ten picks here doubled this test's time for no added check.
    const letters = runLetters();
    await signIn(page, ACCOUNTS.superAdmin);
    const api = apiAs(page.request, await sessionToken(page));
    const [sizeCategory] = await api.get<Reference[]>('sizeCategories');
    const [specCategory] = await api.get<Reference[]>('specCategories');
    const made: number[] = [];
    let productId: number | undefined;
    try {
      const size = await api.post<Reference>('productSize', {
        name: `${letters} #5 gal`,
        typeId: 1,
        categoryId: sizeCategory?.id ?? 0,
        unitId: 3,
        value: 5,
      });
      made.push(size.id);
      const specs: Reference[] = [];
      for (let number = 1; number <= 11; number += 1) {
        const spec = await api.post<Reference>('productSize', {
          name: `${letters} spec ${String(number).padStart(2, '0')}`,
          typeId: 2,
          categoryId: specCategory?.id ?? 0,
        });
        made.push(spec.id);
        specs.push(spec);
      }
      const latinName = `Thuja ${letters}`;
      productId = (
        await api.post<Reference>('product', {
          latinName,
          sku: `E2E-S-${letters.toUpperCase()}`,
          items: [{ productSizeId: size.id, specIds: specs.slice(0, 10).map((spec) => spec.id) }],
        })
      ).id;

      await openScreen(page, 'Product Management');
      await page.getByLabel('Search Latin name, common name or SKU').fill(latinName);
      const row = page.getByRole('table').getByRole('row').filter({ hasText: latinName });
      await expect(row).toHaveCount(1);
      await row.getByRole('button', { name: `Edit ${latinName}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Product' });
      const item = dialog.getByRole('region', { name: `Size ${size.name}` });
      await expect(item).toContainText('10 of 10 specs');

      // spec 001 §5 and §8: the 11th is refused, and the user is told why.
      const eleventh = specs[10]?.name ?? '';
      await pick(page, item.getByLabel('Specs'), eleventh, eleventh);
      await expect(page.getByText('Cannot add more specs')).toBeVisible();
      await expect(item).toContainText('10 of 10 specs');
      await expect(item).not.toContainText(eleventh);
      // A removed spec makes room (Backspace in the empty picker takes off the last one): the 11th is then taken.
      await item.getByLabel('Specs').press('Backspace');
      await expect(item).toContainText('9 of 10 specs');
      await expect(item).not.toContainText(specs[9]?.name ?? '');
      await pick(page, item.getByLabel('Specs'), eleventh, eleventh);
      await expect(item).toContainText('10 of 10 specs');
      await expect(item).toContainText(eleventh);
      // The form holds changes: Cancel asks before discarding them (spec 000 §2).
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await confirmDiscard(page);
      await expect(dialog).toBeHidden();
    } finally {
      if (productId !== undefined) await api.remove(`product/${productId}`);
      for (const id of made) await api.remove(`productSize/${id}`);
    }
  });

  test('shows the outdated notice when someone else saved the category first, and refreshes it', async ({
    page,
  }) => {
    const name = `Essai version ${runLetters()}`;
    await signIn(page, ACCOUNTS.superAdmin);
    const token = await sessionToken(page);
    const api = apiAs(page.request, token);
    const category = await api.post<Reference & { version: number }>('category', { name });
    try {
      await openScreen(page, 'Category Management');
      const row = await rowOnSomePage(page, name);
      await row.getByRole('button', { name: `Edit ${name}` }).click();
      const editor = page.getByRole('dialog', { name: 'Edit Category' });
      await expect(editor.getByLabel('Name', { exact: true })).toHaveValue(name);

      // Someone else saves first.
      const changed = await page.request.put('/api/category', {
        headers: { authorization: `Bearer ${token}`, 'x-record-version': String(category.version) },
        data: { id: category.id, name, description: 'Changed elsewhere' },
      });
      expect(changed.status()).toBe(200);

      await editor.getByLabel('Description').fill('Mine');
      await editor.getByRole('button', { name: 'Save' }).click();
      await expect(editor.getByRole('alert')).toContainText('Another user changed this record');
      await editor.getByRole('button', { name: 'Refresh' }).click();
      await expect(editor.getByLabel('Description')).toHaveValue('Changed elsewhere');
      await expect(editor.getByRole('alert')).toHaveCount(0);
      await editor.getByRole('button', { name: 'Cancel' }).click();
    } finally {
      await api.remove(`category/${category.id}`);
    }
  });

  test("says the catalogue's validation message on an empty required field, and saves '1,500.25' lb as 1500.25", async ({
    page,
  }) => {
    const letters = runLetters();
    await signIn(page, ACCOUNTS.superAdmin);
    const api = apiAs(page.request, await sessionToken(page));
    const [sizeCategory] = await api.get<Reference[]>('sizeCategories');
    const size = await api.post<Reference>('productSize', {
      name: `${letters} #15 gal`,
      typeId: 1,
      categoryId: sizeCategory?.id ?? 0,
      unitId: 3,
      value: 15,
    });
    const sku = `E2E-W-${letters.toUpperCase()}`;
    let productId: number | null = null;
    try {
      await openScreen(page, 'Product Management');
      await page.getByRole('button', { name: 'New Product' }).click();
      const dialog = page.getByRole('dialog', { name: 'New Product' });
      // The editor opens on its first field; Enter submits the empty form from the keyboard.
      await expect(dialog.getByLabel('Latin Name')).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(
        dialog.getByText('Latin Name — Invalid Input: Please input valid value for all fields.'),
      ).toBeVisible();
      await expect(
        dialog.getByText('SKU — Invalid Input: Please input valid value for all fields.'),
      ).toBeVisible();
      await expect(page.getByText('Your input is invalid.')).toBeVisible();
      await expect(page.getByText('This field is required.')).toHaveCount(0);

      await dialog.getByLabel('Latin Name').fill(`Thuja ${letters}`);
      await dialog.getByLabel('SKU').fill(sku);
      await pick(page, dialog.getByLabel('Add Size'), size.name, size.name);
      const item = dialog.getByRole('region', { name: `Size ${size.name}` });
      const weight = item.getByLabel(`Unit weight of ${size.name}`);
      await weight.pressSequentially('1,500.25');
      await expect(weight).toHaveValue('1,500.25');

      // Removing a size line asks first (spec 001 §8 'bulk delete lines'); No keeps it.
      await item.getByRole('button', { name: `Remove size ${size.name}` }).click();
      const removal = page
        .getByRole('alertdialog')
        .or(page.getByRole('dialog').filter({ hasText: 'Are you sure you want to delete size line' }));
      await expect(removal).toContainText(`Are you sure you want to delete size line "${size.name}"?`);
      await removal.getByRole('button', { name: 'No' }).click();
      await expect(item).toBeVisible();
      await expect(weight).toHaveValue('1,500.25');

      const sent = page.waitForRequest(
        (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/product',
      );
      await dialog.getByRole('button', { name: 'Save' }).click();
      const body = (await sent).postDataJSON() as { items: Array<{ unitWeightLb: number | null }> };
      expect(body.items[0]?.unitWeightLb).toBe(1500.25);
      await expect(page.getByText('Product created successfully.')).toBeVisible();
      await expect(dialog).toBeHidden();

      await page.getByLabel('Search Latin name, common name or SKU').fill(sku);
      const row = page.getByRole('table').getByRole('row').filter({ hasText: sku });
      await expect(row).toHaveCount(1);
      await row.getByRole('button', { name: /^Edit / }).click();
      const editor = page.getByRole('dialog', { name: 'Edit Product' });
      await expect(editor.getByLabel(`Unit weight of ${size.name}`)).toHaveValue('1500.25');
      await page.keyboard.press('Escape');
      await expect(editor).toBeHidden();
      const products = await api.get<{ rows: Array<{ id: number; sku: string }> }>(
        `products?search=${encodeURIComponent(sku)}`,
      );
      productId = products.rows.find((product) => product.sku === sku)?.id ?? null;
    } finally {
      if (productId !== null) await api.remove(`product/${productId}`);
      await api.remove(`productSize/${size.id}`);
    }
  });

  test('says a size used by a product is in use, with the count, instead of asking to delete it', async ({
    page,
  }) => {
    const letters = runLetters();
    await signIn(page, ACCOUNTS.superAdmin);
    const api = apiAs(page.request, await sessionToken(page));
    const [sizeCategory] = await api.get<Reference[]>('sizeCategories');
    const size = await api.post<Reference>('productSize', {
      name: `${letters} #25 gal`,
      typeId: 1,
      categoryId: sizeCategory?.id ?? 0,
      unitId: 3,
      value: 25,
    });
    const product = await api.post<Reference>('product', {
      latinName: `Picea ${letters}`,
      sku: `E2E-U-${letters.toUpperCase()}`,
      items: [{ productSizeId: size.id }],
    });
    try {
      await openScreen(page, 'Size & Spec Management');
      await page.getByLabel('Search name, code or alias').fill(size.name);
      const row = page.getByRole('table').getByRole('row').filter({ hasText: size.name });
      await expect(row).toHaveCount(1);
      await row.getByRole('button', { name: `Delete ${size.name}` }).click();
      await expect(
        page.getByText(`The size "${size.name}" is used by 1 product item and cannot be deleted.`),
      ).toBeVisible();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await expect(page.getByText('Are you sure you want to delete size')).toHaveCount(0);
      await expect(row).toHaveCount(1);
    } finally {
      await api.remove(`product/${product.id}`);
      await api.remove(`productSize/${size.id}`);
    }
  });

  test('creates a spec in Size & Spec Management and deletes it', async ({ page }) => {
    const name = `${runLetters()} spec essai`;
    await signIn(page, ACCOUNTS.superAdmin);
    const api = apiAs(page.request, await sessionToken(page));
    const [specCategory] = await api.get<Reference[]>('specCategories');

    await openScreen(page, 'Size & Spec Management');
    await page.getByRole('button', { name: 'New Size or Spec' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Size or Spec' });
    await choose(page, dialog, 'Type', 'Spec');
    await choose(page, dialog, 'Category', specCategory?.name ?? '');
    await dialog.getByLabel('Name', { exact: true }).fill(name);
    await dialog.getByLabel('Select Code').fill('ESS');
    await dialog.getByLabel('Aliases').pressSequentially('essai');
    await dialog.getByLabel('Aliases').press('Enter');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Spec created successfully.')).toBeVisible();
    await expect(dialog).toBeHidden();

    await choose(page, page.getByRole('search'), 'Type', 'Spec');
    await page.getByLabel('Search name, code or alias').fill(name);
    const row = page.getByRole('table').getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('ESS');
    await expect(row).toContainText('essai');
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await confirmDelete(page, `Are you sure you want to delete spec "${name}"?`);
    await expect(page.getByText('Spec deleted successfully.')).toBeVisible();
    await expect(row).toHaveCount(0);
  });
});

test.describe('catalog as operations', () => {
  test('has no Category Management entry and is refused the category calls', async ({ page }) => {
    await signIn(page, ACCOUNTS.operations);
    await mainMenu(page).getByRole('menuitem', { name: 'Products', exact: true }).click();
    const submenu = mainMenu(page).getByRole('menu');
    await expect(submenu.getByRole('menuitem', { name: 'Product Management', exact: true })).toBeVisible();
    await expect(
      submenu.getByRole('menuitem', { name: 'Size & Spec Management', exact: true }),
    ).toBeVisible();
    await expect(submenu.getByRole('menuitem', { name: 'Category Management', exact: true })).toHaveCount(0);

    // spec 001 §2: Category Management is super admin only, and so are its writes on the API.
    const headers = { authorization: `Bearer ${await sessionToken(page)}` };
    const create = await page.request.post('/api/category', {
      headers,
      data: { name: `Refused ${runLetters()}` },
    });
    expect(create.status()).toBe(403);
    const update = await page.request.put('/api/category', {
      headers: { ...headers, 'x-record-version': '1' },
      data: { id: 1, name: 'Plant' },
    });
    expect(update.status()).toBe(403);
    expect((await page.request.delete('/api/category/1', { headers })).status()).toBe(403);
    expect((await page.request.get('/api/toggleCategoryAllowLinkProduct/1', { headers })).status()).toBe(403);
    // Reading categories stays open to every staff role: the product editor picks one.
    expect((await page.request.get('/api/categories', { headers })).status()).toBe(200);
  });
});
