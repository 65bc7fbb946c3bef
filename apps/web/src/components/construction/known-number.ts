/** A typed number the grid could not read (NaN) or an empty cell: nothing to derive from. */
export function isKnownNumber(value: number | null | undefined): value is number {
  return value !== null && value !== undefined && !Number.isNaN(value);
}
