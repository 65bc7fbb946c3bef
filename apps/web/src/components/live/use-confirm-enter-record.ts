import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveRecordKind } from '@portal/contracts';
import { useSessionSnapshot } from '../../lib/auth';
import { useLiveConnection } from '../../lib/live-connection';
import { useConfirm } from '../ui';

/**
 * spec 001 §8 'Notices': "quote, order or delivery is in use by others (confirm before entering)". Returns a
 * function to call instead of opening the record: it opens at once when nobody else is in it, otherwise asks.
 */
export function useConfirmEnterRecord(): (kind: LiveRecordKind, id: number, enter: () => void) => void {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const connection = useLiveConnection();
  const currentUserId = useSessionSnapshot()?.user.id;
  return useCallback(
    (kind, id, enter) => {
      void connection.peekVisitors(kind, id).then((visitors) => {
        const others = visitors.filter((visitor) => visitor.userId !== currentUserId);
        if (others.length === 0) {
          enter();
          return;
        }
        confirm({
          header: t('live.inUseTitle'),
          message: t('live.inUse', { names: others.map((visitor) => visitor.name).join(', ') }),
          acceptLabel: t('live.enterAnyway'),
          rejectLabel: t('common.cancel'),
          onAccept: enter,
        });
      });
    },
    [confirm, connection, currentUserId, t],
  );
}
