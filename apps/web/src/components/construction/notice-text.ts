import type { NoticePart } from './change-notices';

/** The dictionary lookup a notice needs (react-i18next's `t`). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** 'a, b and c' in the interface language. */
export function joinList(items: readonly string[], language: string): string {
  return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(items);
}

/**
 * The readable notice's sentence (issue 14): 'Marc changed the seller on line 12.', 'Marc changed the markup on
 * lines 3, 4 and 9 and the discounts and added 1 line.' — who, then what, from summarizeChanges' parts, in the
 * words of the workspace's dictionary area (`<area>.notice.*`: quoteConstruction, orderConstruction).
 */
export function describeChanges(
  parts: readonly NoticePart[],
  name: string,
  t: Translate,
  language: string,
  area: string,
): string {
  const notice = `${area}.notice`;
  if (parts.length === 0) return t(`${notice}.savedNothingVisible`, { name });
  const field = (part: NoticePart) => t(`${notice}.fields.${part.field ?? 'statusId'}`);
  const changed: string[] = [];
  const clauses: string[] = [];
  for (const part of parts) {
    switch (part.key) {
      case 'fieldOnLine':
        changed.push(t(`${notice}.fieldOnLine`, { field: field(part), line: part.lines?.[0] }));
        break;
      case 'fieldOnLines':
        changed.push(
          t(`${notice}.fieldOnLines`, {
            field: field(part),
            lines: joinList((part.lines ?? []).map(String), language),
          }),
        );
        break;
      case 'fieldOnManyLines':
        changed.push(t(`${notice}.fieldOnManyLines`, { field: field(part), count: part.count }));
        break;
      case 'cellsOnLines':
      case 'discounts':
      case 'transportCosts':
      case 'status':
        changed.push(t(`${notice}.${part.key}`, { cellCount: part.cellCount, count: part.count }));
        break;
      case 'linesAdded':
      case 'linesRemoved':
        break;
    }
  }
  if (changed.length > 0) clauses.push(t(`${notice}.changed`, { list: joinList(changed, language) }));
  for (const part of parts) {
    if (part.key === 'linesAdded' || part.key === 'linesRemoved') {
      clauses.push(t(`${notice}.${part.key}`, { count: part.count }));
    }
  }
  return t(`${notice}.sentence`, { name, clauses: joinList(clauses, language) });
}
