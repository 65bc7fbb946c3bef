import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGES, type ChangeEvent, type LiveRecordKind, type WorkspaceVisitor } from '@portal/contracts';
import { translateMessage } from '../../lib/i18n-labels';
import { useSessionSnapshot } from '../../lib/auth';
import { useWorkspacePresence } from '../../lib/live-connection';
import { Button, iconClass, Message, useToast } from '../ui';
import { diffVisitors } from './workspace-visitors-layout';
import { WorkspaceVisitors } from './workspace-visitors';

export interface WorkspacePresenceProps {
  readonly kind: LiveRecordKind;
  /** null while the record is not loaded (or is new): nothing is entered. */
  readonly id: number | null | undefined;
  /** Reloads the record after someone else changed it; unsaved changes are lost (spec 001 §8 'Notices'). */
  readonly onRefresh: () => void;
  /** Told whether another user's change is waiting to be seen: a workspace holds its Save until the Refresh. */
  readonly onOutdatedChange?: (isOutdated: boolean) => void;
  /**
   * Another user's change, for a workspace that tells the user itself what changed (quote construction's
   * readable notices, decision 155): given, the generic outdated notice is not shown.
   */
  readonly onChange?: (change: ChangeEvent) => void;
}

/**
 * Drop-in live strip for any record screen (spec 000 §7, §9; spec 001 §8 'Notices'): enters the record while
 * mounted, shows the other staff in it, toasts when one enters or leaves, and shows the outdated notice with a
 * Refresh button when someone else changes the record.
 */
export function WorkspacePresence({
  kind,
  id,
  onRefresh,
  onOutdatedChange,
  onChange,
}: WorkspacePresenceProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const currentUserId = useSessionSnapshot()?.user.id;
  const presence = useWorkspacePresence(kind, id);
  const others = presence.visitors.filter((visitor) => visitor.userId !== currentUserId);
  const previousOthers = useRef<readonly WorkspaceVisitor[] | null>(null);

  useEffect(() => {
    if (!presence.isKnown) {
      previousOthers.current = null;
      return;
    }
    const nextOthers = presence.visitors.filter((visitor) => visitor.userId !== currentUserId);
    // The first list is who was already there on arrival: no toast for them.
    if (previousOthers.current !== null) {
      const changes = diffVisitors(previousOthers.current, nextOthers);
      for (const visitor of changes.entered) toast.showInfo(t('live.entered', { name: visitor.name }));
      for (const visitor of changes.left) toast.showInfo(t('live.left', { name: visitor.name }));
    }
    previousOthers.current = nextOthers;
  }, [presence.visitors, presence.isKnown, currentUserId, toast, t]);

  const change = presence.latestChange;
  const outdated = change !== null && change.actorUserId !== currentUserId;
  useEffect(() => onOutdatedChange?.(outdated), [outdated, onOutdatedChange]);
  const { clearChange } = presence;
  useEffect(() => {
    if (!onChange || change === null || !outdated) return;
    clearChange();
    onChange(change);
  }, [change, outdated, onChange, clearChange]);

  return (
    <div className="workspace-presence flex flex-column gap-2">
      <WorkspaceVisitors visitors={others} />
      {outdated && !onChange ? (
        <div className="flex align-items-center gap-2" role="alert">
          <Message severity="warn" text={translateMessage(MESSAGES.outdatedRecord)} />
          <Button
            type="button"
            label={t('live.refresh')}
            icon={iconClass('refresh')}
            onClick={() => {
              presence.clearChange();
              onRefresh();
            }}
          />
        </div>
      ) : null}
    </div>
  );
}
