import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IdleTimer } from './idle-timer';

const IDLE_MS = 10_000;
const WARNING_MS = 5_000;

function createTimer(warningMs = WARNING_MS) {
  const onWarning = vi.fn<(secondsLeft: number) => void>();
  const onTimeout = vi.fn();
  const timer = new IdleTimer({ idleMs: IDLE_MS, warningMs, onWarning, onTimeout });
  return { timer, onWarning, onTimeout };
}

describe('IdleTimer (spec 000 §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('warns after the idle period with the seconds left', () => {
    const { timer, onWarning } = createTimer();
    timer.start();
    vi.advanceTimersByTime(IDLE_MS - 1);
    expect(onWarning).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onWarning).toHaveBeenLastCalledWith(5);
    expect(timer.currentState).toBe('warning');
  });

  it('counts down once a second during the warning', () => {
    const { timer, onWarning } = createTimer();
    timer.start();
    vi.advanceTimersByTime(IDLE_MS + 2000);
    expect(onWarning.mock.calls.map(([seconds]) => seconds)).toEqual([5, 4, 3]);
  });

  it('times out when the warning runs out', () => {
    const { timer, onTimeout } = createTimer();
    timer.start();
    vi.advanceTimersByTime(IDLE_MS + WARNING_MS - 1);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    expect(timer.currentState).toBe('timedOut');
  });

  it('postpones the warning on activity', () => {
    const { timer, onWarning } = createTimer();
    timer.start();
    vi.advanceTimersByTime(8000);
    timer.recordActivity();
    vi.advanceTimersByTime(8000);
    expect(onWarning).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2000);
    expect(onWarning).toHaveBeenCalled();
  });

  it('ignores activity once the warning shows, so only Continue keeps the session', () => {
    const { timer, onTimeout } = createTimer();
    timer.start();
    vi.advanceTimersByTime(IDLE_MS);
    timer.recordActivity();
    vi.advanceTimersByTime(WARNING_MS);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('starts a fresh idle period on Continue', () => {
    const { timer, onWarning, onTimeout } = createTimer();
    timer.start();
    vi.advanceTimersByTime(IDLE_MS + 1000);
    timer.continue();
    onWarning.mockClear();
    vi.advanceTimersByTime(IDLE_MS - 1);
    expect(onWarning).not.toHaveBeenCalled();
    expect(onTimeout).not.toHaveBeenCalled();
    expect(timer.currentState).toBe('watching');
  });

  it('does nothing once stopped', () => {
    const { timer, onWarning, onTimeout } = createTimer();
    timer.start();
    timer.stop();
    vi.advanceTimersByTime(IDLE_MS + WARNING_MS);
    expect(onWarning).not.toHaveBeenCalled();
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('times out without a warning when the warning length is 0', () => {
    const { timer, onWarning, onTimeout } = createTimer(0);
    timer.start();
    vi.advanceTimersByTime(IDLE_MS);
    expect(onWarning).not.toHaveBeenCalled();
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });
});
