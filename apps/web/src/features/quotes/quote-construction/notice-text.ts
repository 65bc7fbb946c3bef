import type { NoticePart } from './change-notices';

/** The dictionary lookup a notice needs (react-i18next's `t`). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** 'a, b and c' in the interface language. */
export function joinList(items: readonly string[], language: string): string {
  return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(items);
}

/**
 * The readable notice's sentence (issue 14): 'Marc changed the seller on line 12.', 'Marc changed the markup on
 * lines 3, 4 and 9 and the discounts and added 1 line.' — who, then what, from summarizeChanges' parts.
 */
export function describeChanges(
  parts: readonly NoticePart[],
  name: string,
  t: Translate,
  language: string,
): string {
  if (parts.length === 0) return t('quoteConstruction.notice.savedNothingVisible', { name });
  const field = (part: NoticePart) => t(`quoteConstruction.notice.fields.${part.field ?? 'statusId'}`);
  const changed: string[] = [];
  const clauses: string[] = [];
  for (const part of parts) {
    switch (part.key) {
      case 'fieldOnLine':
        changed.push(
          t('quoteConstruction.notice.fieldOnLine', { field: field(part), line: part.lines?.[0] }),
        );
        break;
      case 'fieldOnLines':
        changed.push(
          t('quoteConstruction.notice.fieldOnLines', {
            field: field(part),
            lines: joinList((part.lines ?? []).map(String), language),
          }),
        );
        break;
      case 'fieldOnManyLines':
        changed.push(
          t('quoteConstruction.notice.fieldOnManyLines', { field: field(part), count: part.count }),
        );
        break;
      case 'cellsOnLines':
      case 'discounts':
      case 'transportCosts':
      case 'status':
        changed.push(
          t(`quoteConstruction.notice.${part.key}`, { cellCount: part.cellCount, count: part.count }),
        );
        break;
      case 'linesAdded':
      case 'linesRemoved':
        break;
    }
  }
  if (changed.length > 0) {
    clauses.push(t('quoteConstruction.notice.changed', { list: joinList(changed, language) }));
  }
  for (const part of parts) {
    if (part.key === 'linesAdded' || part.key === 'linesRemoved') {
      clauses.push(t(`quoteConstruction.notice.${part.key}`, { count: part.count }));
    }
  }
  return t('quoteConstruction.notice.sentence', { name, clauses: joinList(clauses, language) });
}
