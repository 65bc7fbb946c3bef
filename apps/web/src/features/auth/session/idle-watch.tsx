import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@portal/contracts';
import { translateMessage } from '../../../lib/i18n-labels';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { UiProvider } from '../../../components/ui/ui-provider';
import { IdleTimer } from './idle-timer';

/** Anything a person does counts as activity (spec 000 §4); scroll does not bubble, hence capture. */
const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'touchstart', 'scroll', 'wheel'] as const;

export interface IdleWatchProps {
  readonly idleTimeoutSeconds: number;
  readonly idleWarningSeconds: number;
  readonly onTimeout: () => void;
}

/** Mounted only while logged in (spec 000 §4: idle watching runs only while logged in). */
export function IdleWatch({ idleTimeoutSeconds, idleWarningSeconds, onTimeout }: IdleWatchProps) {
  const { t } = useTranslation();
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const timerRef = useRef<IdleTimer | null>(null);
  const onTimeoutRef = useRef(onTimeout);
  useEffect(() => {
    onTimeoutRef.current = onTimeout;
  });

  useEffect(() => {
    const warningSeconds = Math.min(idleWarningSeconds, idleTimeoutSeconds);
    const timer = new IdleTimer({
      idleMs: (idleTimeoutSeconds - warningSeconds) * 1000,
      warningMs: warningSeconds * 1000,
      onWarning: setSecondsLeft,
      onTimeout: () => {
        // spec 000 §4: on timeout the dialog closes, then the user is signed out and sent to /login.
        setSecondsLeft(null);
        onTimeoutRef.current();
      },
    });
    timerRef.current = timer;
    const handleActivity = () => timer.recordActivity();
    for (const type of ACTIVITY_EVENTS) {
      window.addEventListener(type, handleActivity, { capture: true, passive: true });
    }
    timer.start();
    return () => {
      timer.stop();
      timerRef.current = null;
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, handleActivity, { capture: true });
    };
  }, [idleTimeoutSeconds, idleWarningSeconds]);

  const handleContinue = () => {
    timerRef.current?.continue();
    setSecondsLeft(null);
  };

  // Mounted beside the signed-in shell, not inside it: it brings the kit's provider itself.
  return (
    <UiProvider>
      <Dialog
        visible={secondsLeft !== null}
        header={translateMessage(MESSAGES.sessionExpiringTitle)}
        modal
        closable={false}
        closeOnEscape={false}
        onHide={handleContinue}
        className="idle-dialog"
        footer={
          <Button
            type="button"
            label={translateMessage(MESSAGES.continue)}
            onClick={handleContinue}
            autoFocus
          />
        }
      >
        <p>{translateMessage(MESSAGES.sessionExpiring)}</p>
        <p className="idle-dialog-countdown" role="timer" aria-live="polite">
          {t('idle.countdown', { count: secondsLeft ?? 0 })}
        </p>
      </Dialog>
    </UiProvider>
  );
}
