import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode, MESSAGES, SUPPLIER_API_KEY_HEADER } from '@portal/contracts';
import { AppError } from '../lib/app-error';

function sameKey(sent: string, expected: string): boolean {
  const sentBytes = Buffer.from(sent);
  const expectedBytes = Buffer.from(expected);
  return sentBytes.length === expectedBytes.length && timingSafeEqual(sentBytes, expectedBytes);
}

/** Whether the request carries a JSON body, whatever its method (spec 000 §7 says "requests with a JSON body"). */
function hasJsonBody(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  return typeof type === 'string' && /^application\/([a-z0-9.+-]+\+)?json\b/i.test(type.trim());
}

/**
 * spec 000 §7: "Requests with a JSON body also carry a supplier-module API key header." With SUPPLIER_API_KEY
 * set, an /api request with a JSON body and no matching `x-supplier-api-key` is a 401 before anything else runs;
 * unset (the default), the header is ignored (docs/decisions/063-supplier-api-key-header.md).
 */
export function registerSupplierApiKey(app: FastifyInstance, supplierApiKey: string | null): void {
  if (supplierApiKey === null) return;
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || !hasJsonBody(request)) return;
    const sent = request.headers[SUPPLIER_API_KEY_HEADER];
    if (typeof sent !== 'string' || !sameKey(sent, supplierApiKey)) {
      throw new AppError(ErrorCode.UNAUTHENTICATED, MESSAGES.supplierApiKeyRequired);
    }
  });
}
