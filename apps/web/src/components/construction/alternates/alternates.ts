import type { AltItem, AltItemInput, ImportCandidate } from '@portal/contracts';

/*
 * A quote line's or an order item's alternates as its workspace holds them until Save (decisions 153, 173): both
 * saves take the same alternate list and the same substitution fields, so these serve both workspaces.
 */

/**
 * An alternate added in the workspace has no id until the quote is saved (the save replaces the line's whole list,
 * decision 153): it gets a negative one, unique in the list, so the list keeps a key per row meanwhile.
 */
export function nextDraftAlternateId(altItems: readonly AltItem[]): number {
  return Math.min(0, ...altItems.map((altItem) => altItem.id)) - 1;
}

/** What the save sends for a line's alternates (PUT quoteConstruction and orderConstruction `items[].altItems`). */
export function toAltItemInputs(altItems: readonly AltItem[]): AltItemInput[] {
  return altItems.map((altItem) => ({
    productId: altItem.productId,
    productSizeId: altItem.productSizeId,
    specIds: altItem.specs.map((spec) => spec.id),
    quantity: altItem.quantity,
    sellerCompanyId: altItem.sellerCompanyId,
    sellerUnitPrice: altItem.sellerUnitPrice,
    note: altItem.note,
    importSourceId: altItem.importSourceId,
    sourceItemId: altItem.sourceItemId,
  }));
}

/**
 * What an alternate fills of a substitution: a quote save's (QuoteSubstitution) and an order save's
 * (OrderSubstitution) take these fields alike, the rest left to their defaults.
 */
export interface AlternateSubstitution {
  readonly itemId: number;
  readonly productId: number | null;
  readonly productSizeId: number | null;
  readonly specIds: number[] | null;
  readonly quantity: number | null;
  readonly sellerCompanyId: number | null;
  readonly sellerUnitPrice: number | null;
}

/**
 * 'Use as substitute' (spec 001 §4 'marked substituted'): the alternate becomes the save's substitution of the
 * line — its product, size and specs (the original's where it names none), quantity, seller and seller price.
 */
export function toSubstitution(lineId: number, altItem: AltItem): AlternateSubstitution {
  return {
    itemId: lineId,
    productId: altItem.productId,
    productSizeId: altItem.productSizeId,
    specIds: altItem.specs.length === 0 ? null : altItem.specs.map((spec) => spec.id),
    quantity: altItem.quantity,
    sellerCompanyId: altItem.sellerCompanyId,
    sellerUnitPrice: altItem.sellerUnitPrice,
  };
}

/** An imported line as an alternate of the line (importQuote's candidate names where it came from). */
export function alternateFromImport(candidate: ImportCandidate, id: number): AltItem {
  return {
    id,
    productId: candidate.productId,
    productName: candidate.productName,
    productSizeId: candidate.productSizeId,
    productSizeName: candidate.productSizeName,
    specs: candidate.specs.map((spec) => ({ id: spec.id, name: spec.name })),
    quantity: candidate.quantity,
    sellerCompanyId: candidate.sellerCompanyId,
    sellerCompanyName: candidate.sellerCompanyName,
    sellerUnitPrice: candidate.sellerUnitPrice,
    note: null,
    importSourceId: candidate.importSourceId,
    sourceItemId: candidate.sourceItemId,
  };
}

/**
 * Imported lines added to the alternates: a line already imported from the same source line is not added twice,
 * and the list stops at its maximum. Returns the new list and how many were left out for the maximum.
 */
export function addImportedAlternates(
  altItems: readonly AltItem[],
  candidates: readonly ImportCandidate[],
  maximum: number,
): { readonly altItems: AltItem[]; readonly leftOut: number } {
  const next = [...altItems];
  const imported = new Set(
    altItems.flatMap((altItem) =>
      altItem.importSourceId === null || altItem.sourceItemId === null
        ? []
        : [`${altItem.importSourceId}:${altItem.sourceItemId}`],
    ),
  );
  let leftOut = 0;
  for (const candidate of candidates) {
    const key = `${candidate.importSourceId}:${candidate.sourceItemId}`;
    if (imported.has(key)) continue;
    if (next.length >= maximum) {
      leftOut += 1;
      continue;
    }
    imported.add(key);
    next.push(alternateFromImport(candidate, nextDraftAlternateId(next)));
  }
  return { altItems: next, leftOut };
}

/** How an alternate is named in its row's buttons: what it is, else its place in the list. */
export function alternateName(altItem: AltItem): string | null {
  const parts = [altItem.productName, altItem.productSizeName, ...altItem.specs.map((spec) => spec.name)];
  const named = parts.filter((part): part is string => part !== null && part.trim() !== '');
  return named.length === 0 ? null : named.join(', ');
}
