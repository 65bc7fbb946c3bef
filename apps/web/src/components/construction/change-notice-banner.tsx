import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, iconClass, Message } from '../ui';

/** The readable notice on screen (decision 155): who changed what, then what became of the user's cells. */
export interface ChangeNotice {
  readonly text: string;
  readonly details: readonly string[];
}

export interface ChangeNoticeBannerProps {
  /** The workspace's dictionary area holding the Dismiss word (`<area>.notice.dismiss`). */
  readonly area: string;
  readonly notice: ChangeNotice | null;
  readonly onDismiss: () => void;
}

/** Another user's save told in words above the workspace, until dismissed or the next save. */
export function ChangeNoticeBanner({ area, notice, onDismiss }: ChangeNoticeBannerProps) {
  const { t } = useTranslation();
  if (notice === null) return null;
  return (
    <div className="construction-kit__notice" role="alert">
      <Message severity="info" text={notice.text} />
      {notice.details.map((detail) => (
        <p key={detail} className="construction-kit__notice-detail">
          {detail}
        </p>
      ))}
      <Button type="button" size="small" text label={t(`${area}.notice.dismiss`)} onClick={onDismiss} />
    </div>
  );
}

/**
 * A cell both users changed (decision 155): the user's value, with a marker whose tooltip (and hidden text, for a
 * screen reader) names the other user's value ('Marc Gagnon set Pépinière Charlevoix; your value is kept.').
 */
export function ConflictMarker({ text, children }: { readonly text: string; readonly children: ReactNode }) {
  return (
    <span className="construction-kit__conflict" title={text}>
      <i className={iconClass('warning')} aria-hidden="true" />
      <span className="visually-hidden">{text}</span>
      <span>{children}</span>
    </span>
  );
}
