import {
  WORKSPACE_VISITORS_KEPT,
  WORKSPACE_VISITORS_SHOWN,
  WORKSPACE_VISITOR_SHIFT_START_PX,
  WORKSPACE_VISITOR_SHIFT_STEP_PX,
} from '@portal/contracts';

export interface PositionedVisitor<Visitor> {
  readonly visitor: Visitor;
  /** CSS `left` of the avatar, in px. */
  readonly leftPx: number;
}

/** spec 001 §3 'Workspace visitor view': visitors, displayVisitors, showVisitors, totalMoreVisitors. */
export interface WorkspaceVisitorsLayout<Visitor> {
  /** Everybody, in the order given. */
  readonly visitors: readonly Visitor[];
  /** The first WORKSPACE_VISITORS_KEPT (6), listed in the tooltip. */
  readonly displayVisitors: readonly Visitor[];
  /** The first WORKSPACE_VISITORS_SHOWN (5), as overlapping avatars. */
  readonly showVisitors: readonly PositionedVisitor<Visitor>[];
  /** The rest, counted as '+N more'; 0 = no label. */
  readonly totalMoreVisitors: number;
}

/**
 * spec 000 §9 / 001 §9 'Workspace visitors': at most 5 shown plus the rest counted as more; up to 6 kept; the
 * shifted left position starts at 50 px and falls by 25 px for each next avatar.
 */
export function layoutWorkspaceVisitors<Visitor>(
  visitors: readonly Visitor[],
): WorkspaceVisitorsLayout<Visitor> {
  const shown = visitors.slice(0, WORKSPACE_VISITORS_SHOWN);
  return {
    visitors,
    displayVisitors: visitors.slice(0, WORKSPACE_VISITORS_KEPT),
    showVisitors: shown.map((visitor, index) => ({
      visitor,
      leftPx: WORKSPACE_VISITOR_SHIFT_START_PX - index * WORKSPACE_VISITOR_SHIFT_STEP_PX,
    })),
    totalMoreVisitors: Math.max(0, visitors.length - shown.length),
  };
}

export interface VisitorChanges<Visitor> {
  readonly entered: readonly Visitor[];
  readonly left: readonly Visitor[];
}

/** Who entered and who left between two visitor lists (by user id), for the enter/leave toasts. */
export function diffVisitors<Visitor extends { userId: number }>(
  previous: readonly Visitor[],
  next: readonly Visitor[],
): VisitorChanges<Visitor> {
  const previousIds = new Set(previous.map((visitor) => visitor.userId));
  const nextIds = new Set(next.map((visitor) => visitor.userId));
  return {
    entered: next.filter((visitor) => !previousIds.has(visitor.userId)),
    left: previous.filter((visitor) => !nextIds.has(visitor.userId)),
  };
}
