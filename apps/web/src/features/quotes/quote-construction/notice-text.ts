import { describeChanges as describeKitChanges, type Translate } from '../../../components/construction';
import type { NoticePart } from './change-notices';

export { joinList, type Translate } from '../../../components/construction';

/**
 * The readable notice's sentence (issue 14): 'Marc changed the seller on line 12.', 'Marc changed the markup on
 * lines 3, 4 and 9 and the discounts and added 1 line.' — in the quote workspace's words (quoteConstruction.notice).
 */
export function describeChanges(
  parts: readonly NoticePart[],
  name: string,
  t: Translate,
  language: string,
): string {
  return describeKitChanges(parts, name, t, language, 'quoteConstruction');
}
