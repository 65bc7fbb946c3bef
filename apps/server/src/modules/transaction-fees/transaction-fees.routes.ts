import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataEnvelope,
  feeCompaniesQuerySchema,
  feeCompanySchema,
  transactionFeeSchema,
  transactionFeesQuerySchema,
  updateTransactionFeeRequestSchema,
  updateTransactionFeesRequestSchema,
} from '@portal/contracts';
import { actorOf, rolesAccess } from '../../plugins/access-control';

const tags = ['settings: transaction fees'];

/** spec 001 §2: Transaction Fee Settings is open to every staff role. */
export const transactionFeesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.transactionFees;

  app.get('/transactionFees', {
    config: { access: rolesAccess() },
    schema: {
      tags,
      querystring: transactionFeesQuerySchema,
      response: { 200: dataEnvelope(z.array(transactionFeeSchema)) },
    },
    handler: async (request) => ({ data: await service.listCompanyFees(request.query.companyId) }),
  });

  // Rows carry their own version (several rows, one header could not), 0 for a fee not saved yet.
  app.put('/transactionFees', {
    config: { access: rolesAccess() },
    schema: {
      tags,
      body: updateTransactionFeesRequestSchema,
      response: { 200: dataEnvelope(z.array(transactionFeeSchema)) },
    },
    handler: async (request) => ({
      data: await service.updateFees(actorOf(request), request.body),
    }),
  });

  app.put('/transactionFee', {
    config: { access: rolesAccess() },
    schema: {
      tags,
      body: updateTransactionFeeRequestSchema,
      response: { 200: dataEnvelope(transactionFeeSchema) },
    },
    handler: async (request) => ({
      data: await service.updateFee(actorOf(request), request.body),
    }),
  });

  // The fee screen's company picker (docs/decisions/041-transaction-fee-kinds.md).
  app.get('/transactionFeeCompanies', {
    config: { access: rolesAccess() },
    schema: {
      tags,
      querystring: feeCompaniesQuerySchema,
      response: { 200: dataEnvelope(z.array(feeCompanySchema)) },
    },
    handler: async (request) => ({ data: await service.searchCompanies(request.query.search) }),
  });
};
