import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  categorySchema,
  createCategoryRequestSchema,
  createProductRequestSchema,
  createProductSizeRequestSchema,
  dataEnvelope,
  idParamSchema,
  productListQuerySchema,
  productPageSchema,
  productSchema,
  productSizeListQuerySchema,
  productSizePageSchema,
  productSizeSchema,
  sizeCategorySchema,
  sizeUnitSchema,
  SUPER_ADMIN_ONLY,
  updateCategoryRequestSchema,
  updateProductRequestSchema,
  updateProductSizeRequestSchema,
  VERSION_HEADER,
  versionHeaderSchema,
} from '@portal/contracts';
import { actorOf, rolesAccess } from '../../plugins/access-control';

/** Category ids start at 0 (spec 001 §3: the default category 'N/A'), so the id parameter may be 0. */
const categoryIdParamSchema = z.object({ id: z.coerce.number().int().nonnegative() });

const deletedEnvelope = dataEnvelope(z.object({}));

/**
 * spec 001 §2 Products menu and §7 'Categories and products'. Category writes are super admin only (Category
 * Management); reading categories, sizes, specs and products is open to all staff, because the product forms
 * of every role pick a category (decision 052).
 */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { categories, productSizes, products } = app.services;

  // ------------------------------------------------------------------------------------------ categories
  const categoryTags = ['catalog: categories'];
  app.get('/categories', {
    config: { access: rolesAccess() },
    schema: {
      tags: categoryTags,
      description: 'Every category, ordered by name, with its product count (a short list).',
      response: { 200: dataEnvelope(z.array(categorySchema)) },
    },
    handler: async () => ({ data: await categories.listCategories() }),
  });

  app.post('/category', {
    config: { access: rolesAccess(SUPER_ADMIN_ONLY) },
    schema: {
      tags: categoryTags,
      body: createCategoryRequestSchema,
      response: { 200: dataEnvelope(categorySchema) },
    },
    handler: async (request) => ({
      data: await categories.createCategory(actorOf(request), request.body),
    }),
  });

  app.put('/category', {
    config: { access: rolesAccess(SUPER_ADMIN_ONLY) },
    schema: {
      tags: categoryTags,
      headers: versionHeaderSchema,
      body: updateCategoryRequestSchema,
      response: { 200: dataEnvelope(categorySchema) },
    },
    handler: async (request) => ({
      data: await categories.updateCategory(actorOf(request), request.body, request.headers[VERSION_HEADER]),
    }),
  });

  app.delete('/category/:id', {
    config: { access: rolesAccess(SUPER_ADMIN_ONLY) },
    schema: { tags: categoryTags, params: categoryIdParamSchema, response: { 200: deletedEnvelope } },
    handler: async (request) => {
      await categories.deleteCategory(actorOf(request), request.params.id);
      return { data: {} };
    },
  });

  app.get('/toggleCategoryAllowLinkProduct/:id', {
    config: { access: rolesAccess(SUPER_ADMIN_ONLY) },
    schema: {
      tags: categoryTags,
      description:
        'spec 001 §7: a GET that flips the category’s allow-link-product flag; answers the category.',
      params: categoryIdParamSchema,
      response: { 200: dataEnvelope(categorySchema) },
    },
    handler: async (request) => ({
      data: await categories.toggleAllowLinkProduct(actorOf(request), request.params.id),
    }),
  });

  app.get('/sizeCategories', {
    config: { access: rolesAccess() },
    schema: { tags: categoryTags, response: { 200: dataEnvelope(z.array(sizeCategorySchema)) } },
    handler: async () => ({ data: await categories.listSizeCategories() }),
  });

  app.get('/specCategories', {
    config: { access: rolesAccess() },
    schema: { tags: categoryTags, response: { 200: dataEnvelope(z.array(sizeCategorySchema)) } },
    handler: async () => ({ data: await categories.listSpecCategories() }),
  });

  app.get('/sizeUnits', {
    config: { access: rolesAccess() },
    schema: {
      tags: categoryTags,
      description: 'Not in the spec: the units the size editor offers (decision 050).',
      response: { 200: dataEnvelope(z.array(sizeUnitSchema)) },
    },
    handler: async () => ({ data: await categories.listSizeUnits() }),
  });

  // -------------------------------------------------------------------------------- sizes and specs
  const sizeTags = ['catalog: sizes and specs'];
  app.get('/productSizes', {
    config: { access: rolesAccess() },
    schema: {
      tags: sizeTags,
      description: 'Paged, sorted and filtered on the server; with a search and no sort field, by relevance.',
      querystring: productSizeListQuerySchema,
      response: { 200: dataEnvelope(productSizePageSchema) },
    },
    handler: async (request) => ({ data: await productSizes.listProductSizes(request.query) }),
  });

  app.post('/productSize', {
    config: { access: rolesAccess() },
    schema: {
      tags: sizeTags,
      body: createProductSizeRequestSchema,
      response: { 200: dataEnvelope(productSizeSchema) },
    },
    handler: async (request) => ({
      data: await productSizes.createProductSize(actorOf(request), request.body),
    }),
  });

  app.put('/productSize', {
    config: { access: rolesAccess() },
    schema: {
      tags: sizeTags,
      headers: versionHeaderSchema,
      body: updateProductSizeRequestSchema,
      response: { 200: dataEnvelope(productSizeSchema) },
    },
    handler: async (request) => ({
      data: await productSizes.updateProductSize(
        actorOf(request),
        request.body,
        request.headers[VERSION_HEADER],
      ),
    }),
  });

  app.delete('/productSize/:id', {
    config: { access: rolesAccess() },
    schema: { tags: sizeTags, params: idParamSchema, response: { 200: deletedEnvelope } },
    handler: async (request) => {
      await productSizes.deleteProductSize(actorOf(request), request.params.id);
      return { data: {} };
    },
  });

  // -------------------------------------------------------------------------------------------- products
  const productTags = ['catalog: products'];
  app.get('/products', {
    config: { access: rolesAccess() },
    schema: {
      tags: productTags,
      description: 'Paged, sorted and filtered on the server; with a search and no sort field, by relevance.',
      querystring: productListQuerySchema,
      response: { 200: dataEnvelope(productPageSchema) },
    },
    handler: async (request) => ({ data: await products.listProducts(request.query) }),
  });

  app.get('/product/:id', {
    config: { access: rolesAccess() },
    schema: { tags: productTags, params: idParamSchema, response: { 200: dataEnvelope(productSchema) } },
    handler: async (request) => ({ data: await products.getProduct(request.params.id) }),
  });

  app.post('/product', {
    config: { access: rolesAccess() },
    schema: {
      tags: productTags,
      body: createProductRequestSchema,
      response: { 200: dataEnvelope(productSchema) },
    },
    handler: async (request) => ({
      data: await products.createProduct(actorOf(request), request.body),
    }),
  });

  app.put('/product', {
    config: { access: rolesAccess() },
    schema: {
      tags: productTags,
      headers: versionHeaderSchema,
      body: updateProductRequestSchema,
      response: { 200: dataEnvelope(productSchema) },
    },
    handler: async (request) => ({
      data: await products.updateProduct(actorOf(request), request.body, request.headers[VERSION_HEADER]),
    }),
  });

  app.delete('/product/:id', {
    config: { access: rolesAccess() },
    schema: { tags: productTags, params: idParamSchema, response: { 200: deletedEnvelope } },
    handler: async (request) => {
      await products.deleteProduct(actorOf(request), request.params.id);
      return { data: {} };
    },
  });
};
