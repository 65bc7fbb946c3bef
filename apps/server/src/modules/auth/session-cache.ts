import type { SessionUser } from '@portal/contracts';
import { ExpiringCache } from '../../lib/expiring-cache';

/**
 * What a session check needs, kept for a few seconds so a busy client does not cost a database query per request
 * (issue 12 'Per-request cost', docs/decisions/090). Only what the check and GET /api/me use: no password hash.
 */
export interface CachedSession {
  sessionId: number;
  lastSeenAt: Date;
  expiresAt: Date;
  user: SessionUser & { statusId: number; lockedAt: Date | null };
}

/**
 * Token hash → session and user snapshot (lib/expiring-cache.ts: least recently used first out, each entry for at
 * most its time-to-live, a read that raced an invalidation not stored).
 */
export class SessionCache extends ExpiringCache<CachedSession> {
  /** Keeps an entry's last-seen time in step with the write the check just made. */
  touch(tokenHash: string, lastSeenAt: Date): void {
    this.update(tokenHash, (session) => ({ ...session, lastSeenAt }));
  }

  invalidateUser(userId: number): void {
    this.forgetWhere((session) => session.user.id === userId);
  }

  invalidateSession(sessionId: number): void {
    this.forgetWhere((session) => session.sessionId === sessionId);
  }
}
