import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES, findControlCharacters } from '@portal/contracts';

/** Every string of a request part that carries control characters, as issues naming their fields. */
const controlCharacterSchema = z.unknown().superRefine((value, context) => {
  for (const path of findControlCharacters(value)) {
    context.addIssue({ code: 'custom', path, message: MESSAGES.controlCharacters });
  }
});

/**
 * The routes' zod validation (fastify-type-provider-zod), preceded by one check of every text a request carries in
 * its query, path or JSON body: a control character is a 400 naming the field, whatever the route's schema says
 * (issue 35: a NUL in a search was a 500 on 24 lists). The contracts' text fields refuse the same characters, so
 * the web's forms say it before sending (decision 194). Headers are left to the HTTP parser, which refuses them.
 */
export const requestValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route);
  if (route.httpPart === 'headers') return validate;
  const refuseControlCharacters = validatorCompiler({ ...route, schema: controlCharacterSchema });
  return (data) => {
    const refused = refuseControlCharacters(data);
    // The zod compiler answers synchronously, with an error or a value.
    const isRefused = typeof refused === 'object' && 'error' in refused && refused.error !== undefined;
    return isRefused ? refused : validate(data);
  };
};
