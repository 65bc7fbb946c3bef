import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  ActionLogAction,
  ActionLogType,
  avatarUrlOf,
  ErrorCode,
  MAX_FAILED_SIGN_IN_ATTEMPTS,
  MESSAGES,
  accountLockedMessage,
  lockMinutes,
  UserStatus,
  isStaffRole,
  type RoleId,
  type SessionUser,
  type SignInRequest,
  type SignInResponse,
} from '@portal/contracts';
import type postgres from 'postgres';
import type { Database } from '../../db/database';
import type { DomainEventBus } from '../../events/domain-events';
import { AppError } from '../../lib/app-error';
import { SYSTEM_ACTOR, type RunUnitOfWork } from '../../lib/unit-of-work';
import * as repository from './auth.repository';
import { verifyPassword } from './password';
import { SessionCache, type CachedSession } from './session-cache';
import { SessionInvalidationChannel, type SessionInvalidation } from './session-invalidation';

export interface AuthenticatedSession {
  sessionId: number;
  userId: number;
  roleId: RoleId;
  email: string;
  expiresAt: Date;
  /** The signed-in user as GET /api/me answers it, read with the session (at most the cache's TTL old). */
  user: SessionUser;
}

export interface AuthServiceDependencies {
  db: Database;
  runUnitOfWork: RunUnitOfWork;
  idleTimeoutSeconds: number;
  sessionMaxHours: number;
  /** Committed changes: a user's or a session's change drops what the session cache holds for it. */
  events: DomainEventBus;
  /**
   * With a PostgreSQL server, the invalidations go to the other instances through LISTEN/NOTIFY; the cache answers
   * only while this instance is listening. Absent (embedded engine: one instance), local invalidation suffices.
   */
  postgresClient?: postgres.Sql | undefined;
  /** How long a checked session is trusted without the database; 0 turns the cache off (docs/decisions/090). */
  sessionCacheSeconds: number;
  /**
   * How long a lock after five failed sign-ins lasts, and how long a failure counts (docs/decisions/194): the lock
   * ends by itself after this, or earlier by an administrator's unlock.
   */
  signInLockSeconds: number;
  /** Sign-in attempts per client address per minute, counted in the database for every instance. */
  signInAddressLimitPerMinute: number;
  now?: () => Date;
}

interface Logger {
  error(object: unknown, message: string): void;
}

export interface SignInContext {
  ipAddress: string | null;
  userAgent: string | null;
}

/** A session whose keepalive stopped (tab closed) ends this long after the client-side idle period would. */
const IDLE_GRACE_SECONDS = 60;
/** Writes of last-seen are throttled: keepalives every 15 s always write, ordinary calls at most once a minute. */
const TOUCH_INTERVAL_MS = 60_000;
/** Per-email guard on top of the per-address limit and the 5-failure lockout. */
const ACCOUNT_ATTEMPTS_PER_MINUTE = 10;
/** The rate limits' window. */
const RATE_WINDOW_MS = 60_000;
/** Stale sign-in rows (ended windows, idle unknown emails) are deleted at most this often per instance. */
const SIGN_IN_SWEEP_INTERVAL_MS = 60_000;
/** Sessions the cache holds at most (a few hundred bytes each); the least recently used go first. */
const SESSION_CACHE_MAX_ENTRIES = 10_000;

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

const hashToken = sha256;

/** The email as sign-in compares it. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** How an email with no account is kept (unknown_email_sign_in) and how every email is rate-limited. */
export function signInEmailHash(email: string): string {
  return sha256(normaliseEmail(email));
}

/** A lock is running until one lock period after it was set (decision 194). */
export function isLockRunning(lockedAt: Date | null, at: Date, lockSeconds: number): boolean {
  return lockedAt !== null && lockedAt.getTime() + lockSeconds * 1000 > at.getTime();
}

export function toSessionUser(user: repository.UserRecord): SessionUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    roleId: user.roleId,
    languageId: user.languageId,
    timezoneId: user.timezoneId,
    phoneNumber: user.phoneNumber,
    avatarUrl: avatarUrlOf(user.id, Boolean(user.avatarFileName)),
  };
}

function toCachedSession(session: repository.ActiveSession): CachedSession {
  const { user } = session;
  return {
    sessionId: session.sessionId,
    lastSeenAt: session.lastSeenAt,
    expiresAt: session.expiresAt,
    user: { ...toSessionUser(user), statusId: user.statusId, lockedAt: user.lockedAt },
  };
}

export function createAuthService(dependencies: AuthServiceDependencies) {
  const { db, runUnitOfWork, idleTimeoutSeconds, sessionMaxHours, events, postgresClient } = dependencies;
  const now = dependencies.now ?? (() => new Date());
  const { signInLockSeconds, signInAddressLimitPerMinute } = dependencies;
  const lockedMessage = accountLockedMessage(lockMinutes(signInLockSeconds));
  let lastSweepAt = 0;
  const sessionCache = new SessionCache({
    ttlMs: dependencies.sessionCacheSeconds * 1000,
    maxEntries: SESSION_CACHE_MAX_ENTRIES,
  });
  let log: Logger | undefined;
  const reportError = (error: unknown) => log?.error({ err: error }, 'session invalidation failed');
  // On a PostgreSQL server the cache answers only once the invalidations from other instances can reach it.
  let isListening = false;
  const channel = postgresClient
    ? new SessionInvalidationChannel(postgresClient, {
        instanceId: randomUUID(),
        onInvalidation: (message) => forgetLocally(message),
        onListening: () => {
          // Whatever was said while this instance was not listening is lost: start from nothing.
          sessionCache.clear();
          isListening = true;
        },
        onError: reportError,
      })
    : undefined;
  const isCacheUsable = () => sessionCache.isEnabled && (!channel || isListening);

  function forgetLocally(message: SessionInvalidation): void {
    if (message.type === 'user') sessionCache.invalidateUser(message.userId);
    else sessionCache.invalidateSession(message.sessionId);
  }

  /**
   * Drops what this instance and (on a PostgreSQL server) every other instance caches for a user or a session.
   * This instance forgets at once, before the change's answer goes out; the others when the NOTIFY reaches them.
   * Committed changes of users and sessions call it by themselves (below): a service calls it directly only for
   * a change that bypasses the unit of work's change events.
   */
  function invalidate(message: SessionInvalidation): void {
    forgetLocally(message);
    channel?.send(message).catch(reportError);
  }

  const unsubscribe = events.subscribe((event) => {
    if (event.type !== 'record.changed' || event.recordId === null) return;
    // Every change of a user (role, status, lock, unlock, password, profile, avatar, delete) and of a session
    // (sign-out) goes through the unit of work and reaches here after its commit, before its answer is sent. A
    // sign-in makes a session nobody has cached yet: nothing to forget.
    if (event.recordType === ActionLogType.ids.USER) invalidate({ type: 'user', userId: event.recordId });
    else if (
      event.recordType === ActionLogType.ids.SESSION &&
      event.actionId !== ActionLogAction.ids.SIGN_IN
    ) {
      invalidate({ type: 'session', sessionId: event.recordId });
    }
  });

  function idleDeadline(lastSeenAt: Date): Date {
    return new Date(lastSeenAt.getTime() + (idleTimeoutSeconds + IDLE_GRACE_SECONDS) * 1000);
  }

  /**
   * The per-address and per-email limits, counted in the database so that every worker and instance shares them
   * (decision 194). An address or an email over its limit gets a 429 whatever the email.
   */
  async function takeAttempt(emailHash: string, ipAddress: string | null, at: Date): Promise<void> {
    const windowStartedBefore = new Date(at.getTime() - RATE_WINDOW_MS);
    if (at.getTime() - lastSweepAt >= SIGN_IN_SWEEP_INTERVAL_MS) {
      lastSweepAt = at.getTime();
      await repository.deleteStaleSignInRows(
        db,
        windowStartedBefore,
        new Date(at.getTime() - signInLockSeconds * 1000),
      );
    }
    const byAddress =
      ipAddress === null
        ? 0
        : await repository.takeSignInAttempt(db, `address:${ipAddress}`, at, windowStartedBefore);
    const byEmail = await repository.takeSignInAttempt(db, `email:${emailHash}`, at, windowStartedBefore);
    if (byAddress > signInAddressLimitPerMinute || byEmail > ACCOUNT_ATTEMPTS_PER_MINUTE) {
      throw new AppError(ErrorCode.RATE_LIMITED, MESSAGES.tooManyAttempts);
    }
  }

  /**
   * A wrong password, or any password for an email with no account: both are counted, locked after five and
   * answered alike (issue 35: the answers must not tell which emails have accounts).
   */
  async function registerFailure(
    user: repository.UserRecord | undefined,
    emailHash: string,
    at: Date,
  ): Promise<never> {
    const forgetBefore = new Date(at.getTime() - signInLockSeconds * 1000);
    const failures = user
      ? await repository.incrementFailedAttempts(db, user.id, at, forgetBefore)
      : await repository.incrementUnknownEmailFailures(db, emailHash, at, forgetBefore);
    if (failures < MAX_FAILED_SIGN_IN_ATTEMPTS) {
      throw new AppError(ErrorCode.SIGN_IN_FAILED, MESSAGES.loginFailedDefault, {
        remainingAttempts: MAX_FAILED_SIGN_IN_ATTEMPTS - failures,
      });
    }
    if (user) {
      await runUnitOfWork(SYSTEM_ACTOR, async (unit) => {
        await repository.lockUser(unit.tx, user.id, at);
        await unit.recordChange({
          recordType: ActionLogType.ids.USER,
          actionId: ActionLogAction.ids.LOCK_ACCOUNT,
          recordId: user.id,
          recordNumber: user.email,
          details: { reason: 'failed sign-in attempts', attempts: failures },
        });
      });
    } else {
      await repository.lockUnknownEmail(db, emailHash, at);
    }
    throw new AppError(ErrorCode.ACCOUNT_LOCKED, lockedMessage);
  }

  async function signIn(request: SignInRequest, context: SignInContext): Promise<SignInResponse> {
    const email = normaliseEmail(request.email);
    const emailHash = signInEmailHash(email);
    const attemptAt = now();
    await takeAttempt(emailHash, context.ipAddress, attemptAt);
    const user = await repository.findUserByEmail(db, email);
    const lockedAt = user
      ? user.lockedAt
      : ((await repository.findUnknownEmailSignIn(db, emailHash))?.lockedAt ?? null);
    // The password is hashed on every path (a dummy hash for an unknown email, and under a lock), so the time an
    // answer takes does not tell either.
    const isPasswordCorrect = await verifyPassword(user?.passwordHash, request.password);
    if (isLockRunning(lockedAt, attemptAt, signInLockSeconds)) {
      throw new AppError(ErrorCode.ACCOUNT_LOCKED, lockedMessage);
    }
    if (!user || !isPasswordCorrect) return registerFailure(user, emailHash, attemptAt);

    // spec 000 §1 reading A: only super admin, operations and finance get in (docs/decisions/004).
    if (!isStaffRole(user.roleId)) throw new AppError(ErrorCode.NOT_STAFF, MESSAGES.staffOnly);
    if (user.statusId !== UserStatus.ids.ACTIVE)
      throw new AppError(ErrorCode.FORBIDDEN, MESSAGES.accountInactive);

    const token = randomBytes(32).toString('base64url');
    const signedInAt = now();
    const expiresAt = new Date(signedInAt.getTime() + sessionMaxHours * 3_600_000);
    await runUnitOfWork({ userId: user.id, roleId: user.roleId }, async (unit) => {
      await repository.recordSuccessfulSignIn(unit.tx, user.id, signedInAt);
      const session = await repository.insertSession(unit.tx, {
        tokenHash: hashToken(token),
        userId: user.id,
        createdAt: signedInAt,
        lastSeenAt: signedInAt,
        expiresAt,
        userAgent: context.userAgent?.slice(0, 300) ?? null,
        ipAddress: context.ipAddress,
      });
      await unit.recordChange({
        recordType: ActionLogType.ids.SESSION,
        actionId: ActionLogAction.ids.SIGN_IN,
        recordId: session.id,
        recordNumber: user.email,
      });
    });
    await repository.forgetSignInAttempts(db, `email:${emailHash}`);
    return {
      token,
      roleId: user.roleId,
      email: user.email,
      expiresAt: new Date(Math.min(expiresAt.getTime(), idleDeadline(signedInAt).getTime())).toISOString(),
      user: toSessionUser({ ...user, failedSignInAttempts: 0, lockedAt: null, lastSignInAt: signedInAt }),
    };
  }

  /** Resolves a bearer token to its session, or fails with 401; every protected route goes through here. */
  function isUsable(session: CachedSession, at: Date): boolean {
    const { user } = session;
    // A user locked, deactivated or moved out of staff after signing in loses access at once.
    return (
      session.expiresAt > at &&
      idleDeadline(session.lastSeenAt) > at &&
      !isLockRunning(user.lockedAt, at, signInLockSeconds) &&
      user.statusId === UserStatus.ids.ACTIVE &&
      isStaffRole(user.roleId)
    );
  }

  /**
   * Resolves a bearer token to its session, or fails with 401; every protected route goes through here. A session
   * checked in the last few seconds is answered from the cache (docs/decisions/090); anything the cache would
   * refuse (expired, idle, gone) is asked of the database, which has the last word.
   */
  async function authenticate(
    token: string,
    // touch: false lets the live connection re-check a session without keeping it alive (spec 000 §4 idle timeout).
    options: { isKeepalive?: boolean; touch?: boolean } = {},
  ): Promise<AuthenticatedSession> {
    const at = now();
    const tokenHash = hashToken(token);
    let session = isCacheUsable() ? sessionCache.get(tokenHash, at.getTime()) : undefined;
    if (!session || !isUsable(session, at)) {
      const generation = sessionCache.generation();
      const found = await repository.findActiveSession(db, tokenHash, at);
      session = found && toCachedSession(found);
      if (!session || !isUsable(session, at)) {
        throw new AppError(ErrorCode.UNAUTHENTICATED, MESSAGES.sessionExpired);
      }
      if (isCacheUsable()) sessionCache.store(tokenHash, session, at.getTime(), generation);
    }
    // spec 000 §4: keepalives always refresh last-seen; other calls at most once a minute (no write per request).
    const touchDue = options.isKeepalive || at.getTime() - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS;
    if (options.touch !== false && touchDue) {
      await repository.touchSession(db, session.sessionId, at);
      sessionCache.touch(tokenHash, at);
    }
    const lastSeen = options.isKeepalive ? at : session.lastSeenAt;
    const { statusId: _statusId, lockedAt: _lockedAt, ...user } = session.user;
    const { roleId } = user;
    // isUsable checked it; this says so to the compiler.
    if (!isStaffRole(roleId)) throw new AppError(ErrorCode.UNAUTHENTICATED, MESSAGES.sessionExpired);
    return {
      sessionId: session.sessionId,
      userId: user.id,
      roleId,
      email: user.email,
      expiresAt: new Date(Math.min(session.expiresAt.getTime(), idleDeadline(lastSeen).getTime())),
      user,
    };
  }

  async function signOut(session: AuthenticatedSession): Promise<void> {
    await runUnitOfWork({ userId: session.userId, roleId: session.roleId }, async (unit) => {
      await repository.revokeSession(unit.tx, session.sessionId, now());
      await unit.recordChange({
        recordType: ActionLogType.ids.SESSION,
        actionId: ActionLogAction.ids.SIGN_OUT,
        recordId: session.sessionId,
        recordNumber: session.email,
      });
    });
  }

  /** Listens for the other instances' invalidations (PostgreSQL); until then the cache does not answer. */
  async function start(logger: Logger): Promise<void> {
    log = logger;
    await channel?.start();
  }

  async function stop(): Promise<void> {
    unsubscribe();
    isListening = false;
    sessionCache.clear();
    await channel?.stop();
  }

  return {
    signIn,
    authenticate,
    signOut,
    invalidate,
    /** Forgets every cached session on this instance (tests that edit sessions in the database directly). */
    forgetCachedSessions: () => sessionCache.clear(),
    start,
    stop,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
