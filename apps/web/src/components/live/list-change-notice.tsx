import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, iconClass } from '../ui';
import type { ListChangeNoticeState } from './use-list-change-notice';
import './list-change-notice.css';

export interface ListChangeNoticeProps {
  readonly notice: ListChangeNoticeState;
  /** Which words count the changed rows. */
  readonly subject: 'orders' | 'quotes' | 'deliveries';
}

/**
 * The list toolbar's '3 orders changed — Refresh' (docs/decisions/174-live-list-notices.md). A polite status
 * region that is always there, so a screen reader announces the count when it appears or grows, without taking
 * the user's focus; Refresh leaves the focus on the region, not on the page's body, when the button goes away.
 */
export function ListChangeNotice({ notice, subject }: ListChangeNoticeProps) {
  const { t } = useTranslation();
  const region = useRef<HTMLDivElement>(null);
  const text = t(`liveLists.${subject}Changed`, { count: notice.count });
  return (
    <div ref={region} className="list-change-notice" role="status" aria-live="polite" tabIndex={-1}>
      {notice.count > 0 ? (
        <>
          <span className="list-change-notice__text">{text}</span>
          <Button
            type="button"
            size="small"
            outlined
            label={t('liveLists.refresh')}
            icon={iconClass('refresh')}
            onClick={() => {
              region.current?.focus();
              void notice.refresh();
            }}
          />
        </>
      ) : null}
    </div>
  );
}
