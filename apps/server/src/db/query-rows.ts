/**
 * The rows of a raw `execute(sql…)`: postgres-js answers an array of rows, PGlite an object with `rows`. Shared by
 * repositories and seeds, so neither reaches into the other for it.
 */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return (result as { rows?: T[] }).rows ?? [];
}
