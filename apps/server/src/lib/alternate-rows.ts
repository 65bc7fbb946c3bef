/**
 * A quote line's or an order item's alternates as their tables store them (decision 153: `quote_alt_item` and
 * `order_alt_item` have the same columns, each with its specs in order): one insert of the alternates and one of
 * their specs, whatever the line count.
 */
export interface AlternateWrite {
  readonly productId: number | null;
  readonly productSizeId: number | null;
  readonly specIds: readonly number[];
  readonly quantity: number | null;
  readonly sellerCompanyId: number | null;
  readonly sellerUnitPrice: number | null;
  readonly note: string | null;
  readonly importSourceId: number | null;
  readonly sourceItemId: number | null;
}

/** The alternate's own columns (its owner's column is the caller's); an empty note is none. */
export function alternateColumns(alternate: AlternateWrite) {
  return {
    productId: alternate.productId,
    productSizeId: alternate.productSizeId,
    quantity: alternate.quantity,
    sellerCompanyId: alternate.sellerCompanyId,
    sellerUnitPrice: alternate.sellerUnitPrice,
    note: alternate.note === '' ? null : alternate.note,
    importSourceId: alternate.importSourceId,
    sourceItemId: alternate.sourceItemId,
  };
}

/**
 * The spec rows of alternates just inserted in one multi-row insert: it takes its ids from the sequence in row
 * order, so the sorted ids pair with the alternates in the order they were sent.
 */
export function alternateSpecRows(
  alternates: readonly AlternateWrite[],
  created: ReadonlyArray<{ readonly id: number }>,
): Array<{ altItemId: number; productSizeId: number; position: number }> {
  const ids = created.map((row) => row.id).sort((first, second) => first - second);
  return alternates.flatMap((alternate, index) =>
    alternate.specIds.map((productSizeId, position) => ({
      altItemId: ids[index] ?? 0,
      productSizeId,
      position,
    })),
  );
}
