export type IdleTimerState = 'stopped' | 'watching' | 'warning' | 'timedOut';

export interface IdleTimerOptions {
  /** Inactivity before the warning appears. */
  readonly idleMs: number;
  /** Length of the warning countdown; 0 signs out as soon as the idle period ends. */
  readonly warningMs: number;
  /** Called when the warning starts and then once a second, with the whole seconds left. */
  readonly onWarning: (secondsLeft: number) => void;
  readonly onTimeout: () => void;
  readonly now?: () => number;
}

const COUNTDOWN_STEP_MS = 1000;

/**
 * spec 000 §4 idle session: after an idle period a warning with 'Continue' appears; on timeout the user is
 * signed out; any activity resets the watch. Activity only records a timestamp (mouse moves fire constantly),
 * and the single timer re-checks it when it fires, which also stays right when a background tab throttles
 * timers. Once the warning shows, only continue() resets: moving the mouse towards the button must not dismiss
 * the warning on its own.
 */
export class IdleTimer {
  private state: IdleTimerState = 'stopped';
  private lastActivityAt = 0;
  private warningEndsAt = 0;
  private handle: ReturnType<typeof setTimeout> | undefined;
  private readonly now: () => number;

  constructor(private readonly options: IdleTimerOptions) {
    this.now = options.now ?? (() => Date.now());
  }

  get currentState(): IdleTimerState {
    return this.state;
  }

  start(): void {
    this.clearTimer();
    this.state = 'watching';
    this.lastActivityAt = this.now();
    this.schedule(this.options.idleMs, () => this.checkIdle());
  }

  recordActivity(): void {
    if (this.state === 'watching') this.lastActivityAt = this.now();
  }

  /** The warning's 'Continue' button. */
  continue(): void {
    if (this.state === 'warning') this.start();
  }

  stop(): void {
    this.clearTimer();
    this.state = 'stopped';
  }

  private checkIdle(): void {
    const idleFor = this.now() - this.lastActivityAt;
    if (idleFor < this.options.idleMs) {
      this.schedule(this.options.idleMs - idleFor, () => this.checkIdle());
      return;
    }
    if (this.options.warningMs <= 0) {
      this.timeOut();
      return;
    }
    this.state = 'warning';
    this.warningEndsAt = this.now() + this.options.warningMs;
    this.tick();
  }

  private tick(): void {
    const remainingMs = this.warningEndsAt - this.now();
    if (remainingMs <= 0) {
      this.timeOut();
      return;
    }
    this.options.onWarning(Math.ceil(remainingMs / COUNTDOWN_STEP_MS));
    // Wake on the next whole second so the countdown shows 60, 59, 58… rather than drifting.
    const untilNextSecond = remainingMs % COUNTDOWN_STEP_MS || COUNTDOWN_STEP_MS;
    this.schedule(untilNextSecond, () => this.tick());
  }

  private timeOut(): void {
    this.clearTimer();
    this.state = 'timedOut';
    this.options.onTimeout();
  }

  private schedule(delayMs: number, callback: () => void): void {
    this.clearTimer();
    this.handle = setTimeout(callback, Math.max(0, delayMs));
  }

  private clearTimer(): void {
    if (this.handle !== undefined) clearTimeout(this.handle);
    this.handle = undefined;
  }
}
