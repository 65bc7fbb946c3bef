import type { ChangeEvent, LiveRecordKind } from '@portal/contracts';
import { OutdatedNotice } from '../form';
import { WorkspacePresence } from '../live';
import { ChangeNoticeBanner, type ChangeNotice } from './change-notice-banner';

/** What of a working copy (`useWorkingCopy`) its notices show and call. */
export interface NoticedWorkingCopy {
  readonly base: { readonly id: number };
  readonly notice: ChangeNotice | null;
  readonly dismissNotice: () => void;
  readonly isRefused: boolean;
  readonly refresh: () => void;
  readonly handleLiveChange: (change: ChangeEvent) => void;
}

export interface WorkingCopyNoticesProps {
  /** The live record kind the workspace enters ('quote', 'order'). */
  readonly kind: LiveRecordKind;
  /** The workspace's dictionary area holding the notice's words. */
  readonly area: string;
  readonly copy: NoticedWorkingCopy;
}

/**
 * What a construction workspace says above its record about other users (decision 155): who else is in the
 * record, another user's save in words — read and laid under the user's cells as it is announced — and, after a
 * write refused as outdated, the notice whose Refresh does the same.
 */
export function WorkingCopyNotices({ kind, area, copy }: WorkingCopyNoticesProps) {
  return (
    <>
      <WorkspacePresence
        kind={kind}
        id={copy.base.id}
        onRefresh={copy.refresh}
        onChange={copy.handleLiveChange}
      />
      <ChangeNoticeBanner area={area} notice={copy.notice} onDismiss={copy.dismissNotice} />
      {copy.isRefused ? <OutdatedNotice onRefresh={copy.refresh} /> : null}
    </>
  );
}
