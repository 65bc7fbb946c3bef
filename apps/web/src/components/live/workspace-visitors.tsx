import { useTranslation } from 'react-i18next';
import type { WorkspaceVisitor } from '@portal/contracts';
import { useAuthenticatedImage } from '../../lib/use-authenticated-image';
import { Avatar } from '../ui';
import { layoutWorkspaceVisitors } from './workspace-visitors-layout';
import './workspace-visitors.css';

function VisitorAvatar({ visitor, leftPx }: { readonly visitor: WorkspaceVisitor; readonly leftPx: number }) {
  const image = useAuthenticatedImage(visitor.avatarUrl);
  const common = {
    shape: 'circle' as const,
    className: 'workspace-visitors__avatar',
    style: { left: `${leftPx}px` },
    title: visitor.name,
  };
  return image ? (
    <Avatar {...common} image={image} imageAlt={visitor.name} />
  ) : (
    <Avatar {...common} label={visitor.initials || '?'} aria-label={visitor.name} />
  );
}

export interface WorkspaceVisitorsProps {
  /** The other staff in the record, earliest first (the current user is left out by the caller). */
  readonly visitors: readonly WorkspaceVisitor[];
}

/** spec 000 §9 'Workspace visitors': overlapping avatars, at most 5, then '+N more'; names in the tooltip. */
export function WorkspaceVisitors({ visitors }: WorkspaceVisitorsProps) {
  const { t } = useTranslation();
  if (visitors.length === 0) return null;
  const layout = layoutWorkspaceVisitors(visitors);
  // Avatars go left of the start position as they shift; the strip reserves that room.
  const lowestLeft = Math.min(...layout.showVisitors.map((entry) => entry.leftPx));
  const names = layout.displayVisitors.map((visitor) => visitor.name).join(', ');
  return (
    <div className="workspace-visitors" role="group" aria-label={t('live.visitors')} title={names}>
      <div className="workspace-visitors__avatars" style={{ marginLeft: `${Math.max(0, -lowestLeft)}px` }}>
        {layout.showVisitors.map(({ visitor, leftPx }) => (
          <VisitorAvatar key={visitor.userId} visitor={visitor} leftPx={leftPx} />
        ))}
      </div>
      {layout.totalMoreVisitors > 0 ? (
        <span className="workspace-visitors__more">
          {t('live.more', { count: layout.totalMoreVisitors })}
        </span>
      ) : null}
    </div>
  );
}
