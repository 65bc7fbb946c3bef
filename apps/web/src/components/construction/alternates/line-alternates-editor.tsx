import type { AltItem } from '@portal/contracts';
import type { GridEntry, LineItemRowsModel } from '../../grid';
import { updateLines, type ConstructionLine } from '../priced-lines';
import { AlternatesEditor } from './alternates-editor';

export interface LineAlternatesEditorProps<TRow extends ConstructionLine<AltItem>> {
  /** The grid line whose alternates are edited, as the user has it now. */
  readonly entry: GridEntry<TRow>;
  /** The workspace's lines: the alternates and a chosen substitute are cells of the line. */
  readonly model: LineItemRowsModel<TRow>;
  /**
   * Whether an alternate may become the line's substitute now: the workspace's rule for the line menu's 'Mark
   * Substituted' (the transitions table offers the move, and for an order item none is pending and it is saved).
   */
  readonly canUseAsSubstitute: boolean;
  readonly readOnly: boolean;
}

/**
 * A grid line's alternates edited in the working copy (decision 173), the same for a quote line and an order item:
 * the list is one of the line's cells — the row shows it changed, notices and rebases treat it as the others, and
 * the next Save sends the whole list — and 'Use as Substitute' sets the line's pending substitute, sent with the
 * next Save as the line menu's 'Mark Substituted' is.
 */
export function LineAlternatesEditor<TRow extends ConstructionLine<AltItem>>({
  entry,
  model,
  canUseAsSubstitute,
  readOnly,
}: LineAlternatesEditorProps<TRow>) {
  const line = entry.current;
  return (
    <AlternatesEditor
      line={{ sequenceNumber: line.sequenceNumber, productName: line.product, productSizeName: line.size }}
      altItems={line.altItems}
      onChange={(altItems) => updateLines(model, [entry.key], { altItems })}
      onUseAsSubstitute={
        canUseAsSubstitute ? (altItem) => updateLines(model, [entry.key], { substitute: altItem }) : undefined
      }
      readOnly={readOnly}
    />
  );
}
