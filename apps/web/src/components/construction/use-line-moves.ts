import { useTranslation } from 'react-i18next';
import {
  ItemStatus,
  transitionLabelKey,
  transitionsFrom,
  type AltItem,
  type FlowEntity,
  type Transition,
} from '@portal/contracts';
import { useSession } from '../../lib/auth';
import type { GridBulkAction, GridEntry, LineItemRowsModel } from '../grid';
import { iconClass, type NavigationMenuItem } from '../ui';
import { isSourcingEditable, updateLines, type ConstructionLine } from './priced-lines';

const I = ItemStatus.ids;

/** The statuses the bulk bar moves lines to: 'Mark Unavailable', and back to 'available' (WIP). */
export type BulkLineMove = typeof I.UNAVAILABLE | typeof I.WIP;

/** The lines a bulk edit changes among those selected: kept (not marked deleted) and editable (`isSourcingEditable`). */
export function editableLines<TRow extends ConstructionLine<unknown>>(
  entries: readonly GridEntry<TRow>[],
): GridEntry<TRow>[] {
  return entries.filter((entry) => !entry.isDeleted && isSourcingEditable(entry.current));
}

export interface LineMovesOptions<TRow extends ConstructionLine<AltItem>> {
  /** The transitions table's entity of the lines (a quote's lines, an order's items). */
  readonly entity: FlowEntity;
  /** The record's status as saved: the table's rows for a line depend on it. */
  readonly parentStatusId: number;
  /** The workspace's dictionary area: `<area>.cancelSubstitute`, `<area>.markUnavailable`, `<area>.markAvailable`. */
  readonly area: string;
  readonly model: LineItemRowsModel<TRow>;
}

/** A construction grid's status moves of its lines, from the transitions table. */
export interface LineMoves<TRow extends ConstructionLine<AltItem>> {
  /** The transitions table's move of this line to `to`, when it offers one to the user's role (spec 001 §4). */
  readonly moveOf: (entry: GridEntry<TRow>, to: number) => Transition | undefined;
  /**
   * The line menu's moves: cancel a pending substitute, then each move the table offers — unavailable, back to
   * available, and a substitute back to its original.
   */
  readonly menuItems: (entry: GridEntry<TRow>) => NavigationMenuItem[];
  /** The bulk bar's 'Mark Unavailable' or 'Mark Available': the selected lines the table lets move. */
  readonly bulkMove: (to: BulkLineMove) => GridBulkAction<TRow>;
}

/**
 * The status moves of a quote's lines and an order's items (spec 001 §4; decisions 153, 163): each is the
 * transitions table's, offered to the user's role from the line's status under the record's, and stays in the
 * working copy — the next Save sends it and the server checks it against the same table.
 */
export function useLineMoves<TRow extends ConstructionLine<AltItem>>({
  entity,
  parentStatusId,
  area,
  model,
}: LineMovesOptions<TRow>): LineMoves<TRow> {
  const { t } = useTranslation();
  const { roleId } = useSession();

  const moveOf = (entry: GridEntry<TRow>, to: number): Transition | undefined => {
    if (entry.isDeleted || roleId === null || roleId === undefined) return undefined;
    return transitionsFrom(entity, entry.current.statusId, roleId, { parentStatusId }).find(
      (transition) => transition.to === to,
    );
  };

  const menuItems = (entry: GridEntry<TRow>): NavigationMenuItem[] => [
    ...(entry.current.substitute === null
      ? []
      : [
          {
            label: t(`${area}.cancelSubstitute`),
            icon: iconClass('revert'),
            onSelect: () => updateLines(model, [entry.key], { substitute: null }),
          },
        ]),
    ...[I.UNAVAILABLE, I.WIP, I.ORIGINAL].flatMap((to) => {
      const move = moveOf(entry, to);
      // A line back from unavailable is 'available' (WIP); only a substitute goes back to original.
      if (!move || (to === I.ORIGINAL && entry.current.statusId !== I.SUBSTITUTED)) return [];
      return [
        {
          label: t(transitionLabelKey(move.label), { defaultValue: move.label }),
          icon: iconClass(to === I.UNAVAILABLE ? 'deactivate' : to === I.WIP ? 'activate' : 'revert'),
          onSelect: () => updateLines(model, [entry.key], { statusId: to }),
        },
      ];
    }),
  ];

  const bulkMove = (to: BulkLineMove): GridBulkAction<TRow> => ({
    id: to === I.UNAVAILABLE ? 'mark-unavailable' : 'mark-available',
    label: t(to === I.UNAVAILABLE ? `${area}.markUnavailable` : `${area}.markAvailable`),
    icon: to === I.UNAVAILABLE ? 'deactivate' : 'activate',
    keepsSelection: true,
    isEnabled: (entries) => entries.some((entry) => moveOf(entry, to) !== undefined),
    run: ({ entries }) =>
      updateLines(
        model,
        entries.filter((entry) => moveOf(entry, to) !== undefined).map((entry) => entry.key),
        { statusId: to },
      ),
  });

  return { moveOf, menuItems, bulkMove };
}
