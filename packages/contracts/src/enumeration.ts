/**
 * One shape for every enumeration of the spec, so that the database lookup tables, the API and the UI are all
 * built from the same source and cannot drift (docs/decisions/003-contracts-single-source.md).
 */
export interface EnumerationEntry {
  readonly id: number;
  readonly label: string;
  readonly code?: string;
  readonly description?: string;
}

export interface Enumeration<TEntries extends Record<string, EnumerationEntry>> {
  /** Stable name, used as the lookup table's kind in the database. */
  readonly name: string;
  /** Ids by key: `QuoteStatus.ids.WIP === 1`. */
  readonly ids: { readonly [K in keyof TEntries]: TEntries[K]['id'] };
  /** Entries in the spec's order, ready for dropdowns. */
  readonly options: ReadonlyArray<TEntries[keyof TEntries]>;
  labelOf(id: number | null | undefined): string | undefined;
  has(id: number): id is TEntries[keyof TEntries]['id'];
}

export type EnumerationId<T> = T extends Enumeration<infer TEntries> ? TEntries[keyof TEntries]['id'] : never;

export function defineEnumeration<const TEntries extends Record<string, EnumerationEntry>>(
  name: string,
  entries: TEntries,
): Enumeration<TEntries> {
  const options = Object.values(entries) as Array<TEntries[keyof TEntries]>;
  const byId = new Map<number, EnumerationEntry>(options.map((entry) => [entry.id, entry]));
  if (byId.size !== options.length) throw new Error(`Enumeration ${name} has duplicated ids`);
  const ids = Object.fromEntries(Object.entries(entries).map(([key, entry]) => [key, entry.id])) as {
    [K in keyof TEntries]: TEntries[K]['id'];
  };
  return {
    name,
    ids,
    options,
    labelOf: (id) => (id == null ? undefined : byId.get(id)?.label),
    has: (id): id is TEntries[keyof TEntries]['id'] => byId.has(id),
  };
}
