import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DeliveryMethod,
  ErrorCode,
  Language,
  MESSAGES,
  MESSAGES_FR,
  RequestPurpose,
  VERSION_HEADER,
  type DictionaryEntry,
  type Discount,
} from '@portal/contracts';
import { bearer, createTestApp, DEMO_ACCOUNTS, signIn, type TestApp } from '../../test/test-app';

/**
 * Every refusal in the user's words and language (decision 199): the server answers a French user (the finance
 * demo account works in French) with the catalogue's French, an English user with its English, and names a
 * refused field by its label, never by its path and zod's words.
 */
let testApp: TestApp;
let french: Record<string, string>;
let english: Record<string, string>;
let discount: Discount;
let superAdmin: Record<string, string>;
let englishUser: Record<string, string>;

beforeAll(async () => {
  testApp = await createTestApp();
  french = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.finance));
  english = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.superAdmin));
  superAdmin = english;
  englishUser = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.operations));
  const created = await testApp.app.inject({
    method: 'POST',
    url: '/api/discount',
    headers: english,
    payload: { name: `Refusal language ${Date.now()}`, description: null },
  });
  discount = created.json<{ data: Discount }>().data;
});
afterAll(async () => {
  await testApp.close();
});

describe('refusals in the user’s language', () => {
  it('answers an outdated save with the catalogue’s French for a French user, its English for an English one', async () => {
    const save = (headers: Record<string, string>) =>
      testApp.app.inject({
        method: 'PUT',
        url: '/api/discount',
        headers: { ...headers, [VERSION_HEADER]: '99' },
        payload: { id: discount.id, name: discount.name, description: null },
      });
    const inFrench = await save(french);
    expect(inFrench.statusCode).toBe(409);
    expect(inFrench.json()).toMatchObject({ code: ErrorCode.OUTDATED, message: MESSAGES_FR.outdatedRecord });
    const inEnglish = await save(english);
    expect(inEnglish.json()).toMatchObject({ code: ErrorCode.OUTDATED, message: MESSAGES.outdatedRecord });
  });

  it('says a record that is not there with its French subject', async () => {
    const missing = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/discount/987654321',
      headers: french,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ message: string }>().message).toBe('Rabais : introuvable.');
  });

  it('names a refused field by its label and the limit in the user’s words, never its path or zod’s wording', async () => {
    const payload = { name: 'x'.repeat(1234), description: null };
    const inFrench = await testApp.app.inject({
      method: 'POST',
      url: '/api/discount',
      headers: french,
      payload,
    });
    expect(inFrench.statusCode).toBe(400);
    const body = inFrench.json<{ message: string; issues: Array<{ field: string; message: string }> }>();
    expect(body.message).toBe('Nom : au plus 100 caractères');
    expect(body.issues).toEqual([{ field: 'name', message: 'au plus 100 caractères' }]);

    const inEnglish = await testApp.app.inject({
      method: 'POST',
      url: '/api/discount',
      headers: english,
      payload,
    });
    expect(inEnglish.json<{ message: string }>().message).toBe('Name: at most 100 characters');
    expect(inEnglish.body).not.toMatch(/Too big|expected|Validation Failed/);
  });

  it('answers a service’s rule message in French once the user works in French', async () => {
    const me = (await testApp.app.inject({ method: 'GET', url: '/api/me', headers: english })).json<{
      data: { firstName: string; lastName: string };
    }>().data;
    const switched = await testApp.app.inject({
      method: 'PUT',
      url: '/api/account',
      headers: english,
      payload: {
        firstName: me.firstName,
        lastName: me.lastName,
        phoneNumber: null,
        languageId: Language.ids.FRENCH,
      },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    const request = await testApp.app.inject({
      method: 'POST',
      url: '/api/quoteRequest',
      headers: english,
      payload: {
        buyerCompanyId: 999_999,
        buyerUserId: 1,
        jobName: 'Parc des Érables',
        referenceNumber: null,
        approxJobDate: '2027-05-03',
        quoteBackDate: '2027-04-15',
        deliveryMethodId: DeliveryMethod.ids.DELIVERY,
        deliveryAddress: '1555 boulevard Chomedey',
        city: 'Laval',
        postalCode: 'H7V 3Z1',
        provinceId: null,
        countryId: null,
        spatialDeliveryAddress: null,
        details: '25 Acer rubrum',
        requestPurpose: { id: RequestPurpose.ids.BID, clientName: 'Ville de Laval' },
        qto: false,
      },
    });
    expect(request.statusCode, request.body).toBe(400);
    const body = request.json<{ message: string; issues: Array<{ field: string; message: string }> }>();
    expect(body.issues).toEqual([{ field: 'buyerCompanyId', message: MESSAGES_FR.companyNotFound }]);
    expect(body.message).toBe(`Entreprise acheteuse : ${MESSAGES_FR.companyNotFound}`);
  });

  it('answers with the French a translator saved in Translation Settings, on the next refusal (decision 225)', async () => {
    const entries = (await testApp.app.inject({ method: 'GET', url: '/api/dictionaries' })).json<{
      data: DictionaryEntry[];
    }>().data;
    const shipped = entries.find((entry) => entry.key === 'message.outdatedRecord');
    if (!shipped) throw new Error('message.outdatedRecord is not in the dictionary');
    const reworded = 'Ce rabais a changé entre-temps : actualisez la page avant d’enregistrer.';
    const saveFrench = async (fr: string | null, version: number) => {
      const saved = await testApp.app.inject({
        method: 'PUT',
        url: '/api/dictionaries',
        headers: superAdmin,
        payload: {
          upserts: [{ id: shipped.id, key: shipped.key, en: shipped.en, fr, version }],
          deletions: [],
        },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    };
    const outdatedSave = () =>
      testApp.app.inject({
        method: 'PUT',
        url: '/api/discount',
        headers: { ...french, [VERSION_HEADER]: '99' },
        payload: { id: discount.id, name: discount.name, description: null },
      });

    await saveFrench(reworded, shipped.version);
    expect((await outdatedSave()).json()).toMatchObject({ code: ErrorCode.OUTDATED, message: reworded });
    // An English user still reads the catalogue's English.
    const inEnglish = await testApp.app.inject({
      method: 'PUT',
      url: '/api/discount',
      headers: { ...englishUser, [VERSION_HEADER]: '99' },
      payload: { id: discount.id, name: discount.name, description: null },
    });
    expect(inEnglish.json()).toMatchObject({ message: MESSAGES.outdatedRecord });

    await saveFrench(shipped.fr, shipped.version + 1);
    expect((await outdatedSave()).json()).toMatchObject({ message: MESSAGES_FR.outdatedRecord });
  });
});
