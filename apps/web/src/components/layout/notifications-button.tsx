import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, OverlayPanel } from '../ui';

/** Placeholder until live updates (spec 000 §7) feed notifications; the panel already closes on outside click. */
export function NotificationsButton() {
  const { t } = useTranslation();
  const panelRef = useRef<OverlayPanel>(null);
  return (
    <>
      <Button
        type="button"
        icon="pi pi-bell"
        rounded
        text
        aria-label={t('layout.notifications')}
        aria-haspopup="dialog"
        onClick={(event) => panelRef.current?.toggle(event)}
      />
      <OverlayPanel ref={panelRef} aria-label={t('layout.notifications')} className="notifications-panel">
        <p className="notifications-empty">{t('layout.noNotifications')}</p>
      </OverlayPanel>
    </>
  );
}
