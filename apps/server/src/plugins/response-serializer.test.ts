import Fastify from 'fastify';
import { serializerCompiler as zodSerializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { companyPageSchema, dataEnvelope, ErrorCode, MESSAGES } from '@portal/contracts';
import { registerErrorHandler } from './error-handler';
import { compileResponse, responseSerializerCompiler } from './response-serializer';

type Serialize = (data: unknown) => string;

function serializerFor(schema: z.ZodType, compiler = responseSerializerCompiler): Serialize {
  return compiler({ schema, method: 'GET', url: '/test' }) as Serialize;
}

/** What the route would send: its JSON, or the error that makes it a 500. */
function outcome(serialize: Serialize, data: unknown): { json: unknown } | { refused: string } {
  try {
    return { json: JSON.parse(serialize(data)) as unknown };
  } catch (error) {
    return { refused: (error as { code?: string }).code ?? String(error) };
  }
}

const companyRow = (id: number) => ({
  id,
  name: `Nursery ${id} "Les Érables"\n`,
  contactEmail: null,
  phoneNumber: '+15145551234',
  address: '12 rue Principale',
  city: 'Montréal',
  postalCode: 'H2X 1Y4',
  provinceId: 11,
  countryId: 1,
  timezoneId: null,
  provinceName: 'Québec',
  countryName: 'Canada',
  spatialGenericAddress: id % 2 === 0 ? { latitude: 45.5, longitude: -73.6 } : null,
  version: 3,
  companyTypeId: 2,
  companyTypeName: 'Seller',
  tier: null,
  registered: true,
  preferred: false,
});

const companyPage = () => ({
  data: { rows: [companyRow(1), companyRow(2)], total: 2, isTotalCapped: false, page: 1, size: 25 },
});

function withFirstRow(change: Record<string, unknown>) {
  const page = companyPage();
  return { data: { ...page.data, rows: [{ ...companyRow(1), ...change }, companyRow(2)] } };
}

const userLike = z.object({
  id: z.int().positive(),
  email: z.email(),
  createdAt: z.iso.datetime(),
  roleId: z.enum(['1', '2']),
  status: z.literal('active'),
  tags: z.array(z.string().max(5)).max(2),
  nickname: z.string().optional(),
  score: z.number().min(0).max(1).nullable(),
  settings: z.record(z.string(), z.boolean()),
  shape: z.union([
    z.object({ kind: z.literal('dot') }),
    z.object({ kind: z.literal('box'), side: z.number() }),
  ]),
});

const validUser = {
  id: 7,
  email: 'ops@example.com',
  createdAt: '2026-11-26T04:39:00.000Z',
  roleId: '2',
  status: 'active',
  tags: ['a', 'bb'],
  score: 0.5,
  settings: { dark: true },
  shape: { kind: 'box', side: 2 },
};

describe('the compiled response check and writer (decision 147)', () => {
  it('writes what zod writes for valid answers, unknown keys left out as zod leaves them out', () => {
    const cases: Array<[z.ZodType, unknown]> = [
      [dataEnvelope(companyPageSchema), companyPage()],
      [userLike, validUser],
      [
        userLike,
        { ...validUser, nickname: 'Jo', score: null, extra: 'secret', shape: { kind: 'dot', x: 1 } },
      ],
      [dataEnvelope(z.object({})), { data: {} }],
      [
        z.object({ status: z.enum(['a', 'b']).nullable(), level: z.literal(3).nullable() }),
        { status: null, level: 3 },
      ],
    ];
    for (const [schema, data] of cases) {
      // The compiled check accepts it (else zod would have written it, and this would prove nothing).
      expect(compileResponse(schema)?.check(data), 'takes the compiled path').toBe(true);
      const fast = outcome(serializerFor(schema), data);
      expect(fast).toEqual(outcome(serializerFor(schema, zodSerializerCompiler), data));
      expect(JSON.stringify(fast)).not.toContain('secret');
    }
  });

  it('refuses every answer zod refuses, as zod does', () => {
    const broken: Array<[z.ZodType, unknown]> = [
      [userLike, { ...validUser, id: 1.5 }],
      [userLike, { ...validUser, id: -1 }],
      [userLike, { ...validUser, id: '7' }],
      [userLike, { ...validUser, email: 'not an address' }],
      [userLike, { ...validUser, createdAt: '26/11/2026' }],
      [userLike, { ...validUser, roleId: '3' }],
      [userLike, { ...validUser, status: 'locked' }],
      [userLike, { ...validUser, tags: ['a', 'b', 'c'] }],
      [userLike, { ...validUser, tags: ['toolong'] }],
      [userLike, { ...validUser, score: Number.NaN }],
      [userLike, { ...validUser, score: Number.POSITIVE_INFINITY }],
      [userLike, { ...validUser, score: undefined }],
      [userLike, { ...validUser, settings: { dark: 'yes' } }],
      [userLike, { ...validUser, shape: { kind: 'box' } }],
      [userLike, { ...validUser, createdAt: new Date() }],
      [userLike, null],
      [z.strictObject({ id: z.int() }), { id: 1, passwordHash: 'x' }],
      [dataEnvelope(companyPageSchema), { data: { ...companyPage().data, total: '2' } }],
      [dataEnvelope(companyPageSchema), withFirstRow({ tier: 1.5 })],
      [dataEnvelope(companyPageSchema), withFirstRow({ provinceId: '11' })],
      [
        dataEnvelope(companyPageSchema),
        withFirstRow({ spatialGenericAddress: { latitude: 91, longitude: 0 } }),
      ],
      [dataEnvelope(companyPageSchema), withFirstRow({ spatialGenericAddress: 'Montréal' })],
      [dataEnvelope(companyPageSchema), withFirstRow({ spatialGenericAddress: { latitude: 45 } })],
      [z.object({ status: z.enum(['a', 'b']).nullable() }), { status: 'c' }],
      [z.object({ level: z.literal(3).nullable() }), { level: 4 }],
    ];
    for (const [schema, data] of broken) {
      expect(outcome(serializerFor(schema), data), JSON.stringify(data)).toEqual({
        refused: 'FST_ERR_RESPONSE_SERIALIZATION',
      });
    }
  });

  it('keeps zod for schemas whose JSON Schema would check less than zod', () => {
    const lessThanZod: z.ZodType[] = [
      z.object({ email: z.string().refine((value) => value.includes('@')) }),
      z.object({ name: z.string().trim() }),
      z.object({ name: z.string().toLowerCase() }),
      z.object({ site: z.url() }),
      z.object({ at: z.date() }),
      z.object({ count: z.string().transform(Number) }),
      z.object({ byRole: z.record(z.enum(['a', 'b']), z.number()) }),
      z.intersection(z.object({ a: z.number() }), z.object({ b: z.number() })),
      z.object({ ids: z.array(z.number()).superRefine(() => undefined) }),
    ];
    for (const schema of lessThanZod) expect(compileResponse(schema)).toBeUndefined();
    // And such a route still answers as zod does.
    const trimmed = z.object({ name: z.string().trim() });
    expect(serializerFor(trimmed)({ name: '  Jo  ' })).toBe('{"name":"Jo"}');
  });

  it('answers a route whose handler breaks its schema with a 500 and the spec message, never the body', async () => {
    const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
    app.setSerializerCompiler(responseSerializerCompiler);
    registerErrorHandler(app);
    app.get(
      '/broken',
      { schema: { response: { 200: dataEnvelope(z.object({ id: z.int(), email: z.email() })) } } },
      async () => ({ data: { id: 1, email: 'leaked-internal-value' } }),
    );
    app.get(
      '/stripped',
      { schema: { response: { 200: dataEnvelope(z.object({ id: z.int() })) } } },
      async () => ({ data: { id: 1, passwordHash: 'argon2-hash' } }),
    );
    await app.ready();
    const broken = await app.inject({ method: 'GET', url: '/broken' });
    expect(broken.statusCode).toBe(500);
    expect(broken.json()).toEqual({ code: ErrorCode.INTERNAL, message: MESSAGES.serverError });
    expect(broken.body).not.toContain('leaked-internal-value');
    const stripped = await app.inject({ method: 'GET', url: '/stripped' });
    expect(stripped.statusCode).toBe(200);
    expect(stripped.body).toBe('{"data":{"id":1}}');
    await app.close();
  });
});
