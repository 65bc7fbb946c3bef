// Issue 35, decision 194: a control character in any text a request carries is a 400 naming the field, never a
// 500 (a NUL in `search` reached PostgreSQL on 24 lists). Every GET route of the OpenAPI document is called with
// each of its string query and path parameters set to a NUL, as the super admin, who may call them all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, MESSAGES } from '@portal/contracts';
import { bearer, createTestApp, DEMO_ACCOUNTS, signIn, type TestApp } from '../../test/test-app';

interface OpenApiParameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  schema?: { type?: string | string[]; anyOf?: Array<{ type?: string }> };
}
interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: OpenApiParameter[] }>>;
}

let testApp: TestApp;
let headers: Record<string, string>;
let document: OpenApiDocument;

beforeAll(async () => {
  testApp = await createTestApp();
  headers = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.superAdmin));
  const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
  document = response.json<OpenApiDocument>();
});
afterAll(async () => {
  await testApp.close();
});

function isText(parameter: OpenApiParameter): boolean {
  const { schema } = parameter;
  if (!schema) return false;
  const types = [schema.type, ...(schema.anyOf ?? []).map((option) => option.type)].flat();
  return types.includes('string');
}

/** Each GET route with one string parameter set to NUL, every other path parameter a plausible id. */
function textParameterCases(): Array<{ url: string; field: string }> {
  const cases: Array<{ url: string; field: string }> = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    const parameters = operations.get?.parameters;
    if (!parameters || path.startsWith('/api/docs')) continue;
    for (const parameter of parameters.filter((candidate) => isText(candidate))) {
      if (parameter.in !== 'query' && parameter.in !== 'path') continue;
      let url = path.replace(/\{([^}]+)\}/g, (_match, name: string) =>
        name === parameter.name ? '%00' : '1',
      );
      if (parameter.in === 'query') url += `?${encodeURIComponent(parameter.name)}=%00`;
      cases.push({ url, field: parameter.name });
    }
  }
  return cases;
}

describe('control characters in a request', () => {
  it('are a 400 naming the parameter on every GET route with a text parameter', async () => {
    const cases = textParameterCases();
    // The lists' searches alone are two dozen; fewer means the document was not walked.
    expect(cases.length).toBeGreaterThan(40);
    const answers: Array<{ url: string; status: number; issues: unknown }> = [];
    for (const { url, field } of cases) {
      const response = await testApp.app.inject({ method: 'GET', url, headers });
      const body = response.json<{ code?: string; issues?: Array<{ field: string; message: string }> }>();
      const namesField = body.issues?.some(
        (issue) => issue.field === field && issue.message === MESSAGES.controlCharacters,
      );
      if (response.statusCode !== 400 || body.code !== ErrorCode.VALIDATION_FAILED || !namesField) {
        answers.push({ url, status: response.statusCode, issues: body.issues });
      }
    }
    expect(answers).toEqual([]);
  });

  it('answers a search with a NUL, which reached the database before, with a 400 and not a 500', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/userPageableResult?search=a%00b',
      headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: ErrorCode.VALIDATION_FAILED,
      issues: [{ field: 'search', message: MESSAGES.controlCharacters }],
    });
  });

  it('are a 400 naming the field in a JSON body too, and tabs and line breaks stay allowed', async () => {
    const refused = await testApp.app.inject({
      method: 'PUT',
      url: '/api/account',
      headers,
      payload: { firstName: 'Ann\u0007', lastName: 'Admin', phoneNumber: null, languageId: 1 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      issues: [{ field: 'firstName', message: MESSAGES.controlCharacters }],
    });

    const search = await testApp.app.inject({
      method: 'GET',
      url: `/api/userPageableResult?search=${encodeURIComponent('super\tadmin\n')}`,
      headers,
    });
    expect(search.statusCode).toBe(200);
  });
});
