import { Ajv, type ValidateFunction } from 'ajv';
import fastJsonStringify from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { $ZodType, type JSONSchema } from 'zod/v4/core';

/**
 * Every answer with a response schema is checked against it and written from it (issue 12 'Per-request cost',
 * docs/decisions/147). The zod schemas stay the contract and the OpenAPI source; what changes is how the check
 * and the JSON writing run: zod's encode of a 25-row page cost about five times what an Ajv check compiled from
 * the same schema's JSON Schema plus fast-json-stringify cost together.
 *
 * - An answer the compiled check accepts is written by fast-json-stringify from the JSON Schema: only the
 *   declared properties, as zod's encode keeps only them.
 * - An answer the check refuses goes to zod's own serializer, which has the last word: it answers what zod
 *   would have answered (its error, a 500 with the spec's message through the error handler, or its JSON
 *   when the JSON Schema was stricter than zod).
 * - A schema whose JSON Schema would say less than zod checks (a refinement, a transform, a trim, a format
 *   without a pattern, a record keyed by an enumeration…) keeps zod's serializer for that route: the fast path
 *   is only taken where it refuses at least everything zod refuses.
 */

/** The zod checks whose meaning the JSON Schema carries entirely (bounds, lengths, patterns, number formats). */
const FAITHFUL_CHECKS = new Set([
  'less_than',
  'greater_than',
  'multiple_of',
  'number_format',
  'max_length',
  'min_length',
  'length_equals',
  'max_size',
  'min_size',
  'size_equals',
  'string_format',
  'regex',
]);

/** The zod types whose JSON Schema checks what zod checks (the rest — dates, maps, intersections… — keep zod). */
const FAITHFUL_TYPES = new Set([
  'object',
  'array',
  'string',
  'number',
  'int',
  'boolean',
  'null',
  'enum',
  'literal',
  'union',
  'nullable',
  'optional',
  'readonly',
  'lazy',
  'any',
  'unknown',
  'record',
]);

interface ZodDefinition {
  type: string;
  checks?: Array<{ _zod: { def: { check: string } } }>;
  catchall?: $ZodType;
  keyType?: $ZodType;
}

function definitionOf(schema: $ZodType): ZodDefinition {
  return schema._zod.def;
}

/** A record keyed by plain strings; keys from an enumeration must all be present, which JSON Schema cannot say. */
function hasPlainStringKeys(definition: ZodDefinition): boolean {
  if (!definition.keyType) return false;
  const keyDefinition = definitionOf(definition.keyType);
  return keyDefinition.type === 'string' && (keyDefinition.checks ?? []).length === 0;
}

/**
 * The response schema as JSON Schema (draft 7, what Ajv and fast-json-stringify read), or undefined when the JSON
 * Schema would check less than zod does.
 */
export function faithfulJsonSchemaOf(schema: $ZodType): JSONSchema.BaseSchema | undefined {
  let isFaithful = true;
  let jsonSchema: JSONSchema.BaseSchema;
  try {
    jsonSchema = z.toJSONSchema(schema, {
      target: 'draft-7',
      io: 'output',
      unrepresentable: 'throw',
      cycles: 'ref',
      reused: 'inline',
      override: ({ zodSchema, jsonSchema: node }) => {
        const definition = definitionOf(zodSchema);
        if (!FAITHFUL_TYPES.has(definition.type)) isFaithful = false;
        if (definition.type === 'record' && !hasPlainStringKeys(definition)) isFaithful = false;
        for (const check of definition.checks ?? []) {
          if (!FAITHFUL_CHECKS.has(check._zod.def.check)) isFaithful = false;
        }
        // Formats are not checked by the compiled check (validateFormats: false); zod gives most a pattern.
        if (typeof node.format === 'string' && typeof node.pattern !== 'string') isFaithful = false;
        // zod's default object strips unknown keys from an answer; strict objects refuse them, as JSON Schema says.
        if (definition.type === 'object' && definition.catchall === undefined)
          delete node.additionalProperties;
      },
    });
  } catch {
    return undefined;
  }
  if (!isFaithful) return undefined;
  delete jsonSchema.$schema;
  return jsonSchema;
}

const ajv = new Ajv({
  // zod's JSON Schema carries annotations Ajv's strict mode would refuse; numbers stay strict (NaN, Infinity).
  strict: false,
  strictNumbers: true,
  validateFormats: false,
  allErrors: false,
  coerceTypes: false,
  useDefaults: false,
  removeAdditional: false,
  // zod's regular expressions are JavaScript ones, written without the unicode flag.
  unicodeRegExp: false,
});

export interface CompiledResponse {
  check: ValidateFunction;
  write: (data: unknown) => string;
}

/**
 * What each response schema compiled to, by the schema itself (zod schemas are immutable): compiling is most of
 * what building the app costs (about 90 % of `buildApp`, measured in docs/testing.md), and a schema is compiled
 * once per process however many apps are built from it — the API tests build one per test file — and Ajv's own
 * cache, keyed by the JSON Schema object made afresh each time, would otherwise grow by every compile.
 */
const compiledResponses = new WeakMap<$ZodType, CompiledResponse | null>();
/** The same, by the JSON Schema's text: a route module may wrap a shared schema afresh (`{ data: … }`) per app. */
const compiledJsonSchemas = new Map<string, CompiledResponse | null>();

/** The compiled check and writer of a response schema, or undefined when it must keep zod's serializer. */
export function compileResponse(schema: $ZodType): CompiledResponse | undefined {
  const known = compiledResponses.get(schema);
  if (known !== undefined) return known ?? undefined;
  const compiled = compileResponseOnce(schema);
  compiledResponses.set(schema, compiled ?? null);
  return compiled;
}

function compileResponseOnce(schema: $ZodType): CompiledResponse | undefined {
  const jsonSchema = faithfulJsonSchemaOf(schema);
  if (!jsonSchema) return undefined;
  const text = JSON.stringify(jsonSchema);
  const known = compiledJsonSchemas.get(text);
  if (known !== undefined) return known ?? undefined;
  let compiled: CompiledResponse | undefined;
  try {
    compiled = {
      check: ajv.compile(jsonSchema),
      write: fastJsonStringify(jsonSchema as Parameters<typeof fastJsonStringify>[0]),
    };
  } catch {
    // A schema either library cannot compile (a `$id` met twice in one process, say) keeps zod's serializer.
    compiled = undefined;
  }
  compiledJsonSchemas.set(text, compiled ?? null);
  return compiled;
}

/** fastify-type-provider-zod accepts a zod schema or `{properties: zodSchema}`; so does this compiler. */
function zodSchemaOf(schema: unknown): $ZodType | undefined {
  if (schema instanceof $ZodType) return schema;
  if (
    schema &&
    typeof schema === 'object' &&
    'properties' in schema &&
    schema.properties instanceof $ZodType
  ) {
    return schema.properties;
  }
  return undefined;
}

/** The app's serializer compiler (app.ts): the compiled check and writer where faithful, zod's otherwise. */
export const responseSerializerCompiler: typeof zodSerializerCompiler = (routeSchema) => {
  const serializeWithZod = zodSerializerCompiler(routeSchema);
  const schema = zodSchemaOf(routeSchema.schema);
  const compiled = schema && compileResponse(schema);
  if (!compiled) return serializeWithZod;
  return (data) => (compiled.check(data) ? compiled.write(data) : serializeWithZod(data));
};
