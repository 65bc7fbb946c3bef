import type { MatchSource } from '@portal/contracts';
import { normaliseLineForLearning } from './line-reader';

/** A line as the standardization holds it: what the buyer wrote and where the engine read it. */
export interface SourcedLine {
  readonly sourceText: string | null;
  readonly source: MatchSource | null;
}

/** The pasted list is one source, each attachment another. */
function sourceKey(source: MatchSource): string {
  return source.kind === 'details' ? 'details' : `file:${source.fileId ?? ''}`;
}

/**
 * Which lines are the same line sent twice (issue 34, decision 200): the same text once folded as the learning key
 * folds it (no quantity, case, accents or punctuation) read from two or more sources — the pasted list and a
 * spreadsheet of the same lines. Each such line gets its group's number (1, 2… in order of first appearance);
 * every other line null. Lines repeated within one source are the buyer's own and are not flagged.
 */
export function duplicateGroupsOf(lines: readonly SourcedLine[]): Array<number | null> {
  const keys = lines.map((line) =>
    line.sourceText === null || line.source === null ? '' : normaliseLineForLearning(line.sourceText),
  );
  const sourcesByKey = new Map<string, Set<string>>();
  lines.forEach((line, index) => {
    const key = keys[index] ?? '';
    if (key === '' || line.source === null) return;
    const sources = sourcesByKey.get(key) ?? new Set<string>();
    sources.add(sourceKey(line.source));
    sourcesByKey.set(key, sources);
  });
  const groups = new Map<string, number>();
  return keys.map((key) => {
    if (key === '' || (sourcesByKey.get(key)?.size ?? 0) < 2) return null;
    const known = groups.get(key);
    if (known !== undefined) return known;
    const group = groups.size + 1;
    groups.set(key, group);
    return group;
  });
}
