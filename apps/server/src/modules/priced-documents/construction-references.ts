import { ProductSizeType, type FieldIssue, MESSAGES } from '@portal/contracts';
import type { DatabaseExecutor } from '../../db/database';
import { invalidFields } from '../../lib/app-error';
import { catalogFacts } from '../catalog';
import { referenceFacts } from './priced-documents.repository';

interface NamedProduct {
  readonly productId: number | null;
  readonly productSizeId: number | null;
  readonly specIds: readonly number[] | null;
  readonly sellerCompanyId: number | null;
}

/** What a construction save (quote or order) names that must exist. */
export interface ConstructionReferences {
  readonly items: ReadonlyArray<{
    readonly sellerCompanyId: number | null;
    readonly altItems?: readonly NamedProduct[] | undefined;
  }>;
  readonly substitutions: readonly NamedProduct[];
  readonly discounts: ReadonlyArray<{ readonly discountId: number }>;
  readonly transportCosts: ReadonlyArray<{
    readonly sellerCompanyId: number;
    readonly transporterIds: readonly number[];
  }>;
}

/**
 * Sellers must be seller companies; products, sizes and specs of substitutes and alternates, discount types and
 * transporters must exist. `lineIssues` (planLineActions') join them, all in one 400 in field order. Shared by the
 * quote's and the order's construction saves (issue 15), whose bodies name the same references.
 */
export async function checkConstructionReferences(
  db: DatabaseExecutor,
  body: ConstructionReferences,
  lineIssues: readonly FieldIssue[],
  words: { readonly duplicateTransportCost: string },
) {
  const alternates = body.items.flatMap((item, index) =>
    (item.altItems ?? []).map((alternate, position) => ({
      alternate,
      field: `items.${index}.altItems.${position}`,
    })),
  );
  const products = [
    ...body.substitutions.map((entry, index) => ({ ...entry, field: `substitutions.${index}` })),
    ...alternates.map(({ alternate, field }) => ({ ...alternate, field })),
  ];
  const sellerIds = [
    ...body.items.map((item) => item.sellerCompanyId),
    ...products.map((entry) => entry.sellerCompanyId),
    ...body.transportCosts.map((cost) => cost.sellerCompanyId),
  ].filter((id): id is number => id !== null);
  const facts = await referenceFacts(
    db,
    [...new Set(sellerIds)],
    [...new Set(body.discounts.map((entry) => entry.discountId))],
    [...new Set(body.transportCosts.flatMap((cost) => cost.transporterIds))],
  );
  const catalog = await catalogFacts(
    db,
    [...new Set(products.flatMap((entry) => (entry.productId === null ? [] : [entry.productId])))],
    [
      ...new Set(
        products.flatMap((entry) => [
          ...(entry.productSizeId === null ? [] : [entry.productSizeId]),
          ...(entry.specIds ?? []),
        ]),
      ),
    ],
  );
  const issues: FieldIssue[] = [...lineIssues];
  const notSeller = (field: string) => issues.push({ field, message: MESSAGES.sellerCompanyRequired });
  body.items.forEach((item, index) => {
    if (item.sellerCompanyId !== null && !facts.sellerIds.has(item.sellerCompanyId)) {
      notSeller(`items.${index}.sellerCompanyId`);
    }
  });
  for (const entry of products) {
    if (entry.productId !== null && !catalog.productIds.has(entry.productId)) {
      issues.push({ field: `${entry.field}.productId`, message: MESSAGES.productNotFound });
    }
    if (
      entry.productSizeId !== null &&
      catalog.sizeTypes.get(entry.productSizeId) !== ProductSizeType.ids.SIZE
    ) {
      issues.push({ field: `${entry.field}.productSizeId`, message: MESSAGES.sizeNotFound });
    }
    if ((entry.specIds ?? []).some((specId) => catalog.sizeTypes.get(specId) !== ProductSizeType.ids.SPEC)) {
      issues.push({ field: `${entry.field}.specIds`, message: 'A spec does not exist.' });
    }
    if (entry.sellerCompanyId !== null && !facts.sellerIds.has(entry.sellerCompanyId)) {
      notSeller(`${entry.field}.sellerCompanyId`);
    }
  }
  body.discounts.forEach((entry, index) => {
    if (!facts.discountIds.has(entry.discountId)) {
      issues.push({ field: `discounts.${index}.discountId`, message: MESSAGES.discountNotFound });
    }
  });
  const seenSellers = new Set<number>();
  body.transportCosts.forEach((cost, index) => {
    if (!facts.sellerIds.has(cost.sellerCompanyId)) {
      notSeller(`transportCosts.${index}.sellerCompanyId`);
    } else if (seenSellers.has(cost.sellerCompanyId)) {
      // Issue 14: no duplicate transport cost for one seller.
      issues.push({
        field: `transportCosts.${index}.sellerCompanyId`,
        message: words.duplicateTransportCost,
      });
    }
    seenSellers.add(cost.sellerCompanyId);
    if (cost.transporterIds.some((transporterId) => !facts.transporterIds.has(transporterId))) {
      issues.push({
        field: `transportCosts.${index}.transporterIds`,
        message: 'A transporter does not exist.',
      });
    }
  });
  if (issues.length > 0) {
    const inFieldOrder = [...issues].sort((first, second) =>
      first.field.localeCompare(second.field, 'en', { numeric: true }),
    );
    throw invalidFields(inFieldOrder);
  }
}
