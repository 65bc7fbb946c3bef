import { createHash, randomBytes } from 'node:crypto';
import {
  ActionLogAction,
  ActionLogType,
  ErrorCode,
  MAX_FAILED_SIGN_IN_ATTEMPTS,
  MESSAGES,
  UserStatus,
  isStaffRole,
  type RoleId,
  type SessionUser,
  type SignInRequest,
  type SignInResponse,
} from '@portal/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { RunUnitOfWork } from '../../lib/unit-of-work';
import * as repository from './auth.repository';
import { verifyPassword } from './password';
import { SlidingWindowLimiter } from './sliding-window-limiter';

export interface AuthenticatedSession {
  sessionId: number;
  userId: number;
  roleId: RoleId;
  email: string;
  expiresAt: Date;
}

export interface AuthServiceDependencies {
  db: Database;
  runUnitOfWork: RunUnitOfWork;
  idleTimeoutSeconds: number;
  sessionMaxHours: number;
  now?: () => Date;
}

export interface SignInContext {
  ipAddress: string | null;
  userAgent: string | null;
}

/** A session whose keepalive stopped (tab closed) ends this long after the client-side idle period would. */
const IDLE_GRACE_SECONDS = 60;
/** Writes of last-seen are throttled: keepalives every 15 s always write, ordinary calls at most once a minute. */
const TOUCH_INTERVAL_MS = 60_000;
/** Per-account guard on top of the per-IP rate limit and the 5-failure lockout. */
const ACCOUNT_ATTEMPTS_PER_MINUTE = 10;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
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
    avatarUrl: user.avatarFileName ? `/api/avatar/${user.id}` : null,
  };
}

export function createAuthService(dependencies: AuthServiceDependencies) {
  const { db, runUnitOfWork, idleTimeoutSeconds, sessionMaxHours } = dependencies;
  const now = dependencies.now ?? (() => new Date());
  const accountLimiter = new SlidingWindowLimiter(ACCOUNT_ATTEMPTS_PER_MINUTE, 60_000);

  function idleDeadline(lastSeenAt: Date): Date {
    return new Date(lastSeenAt.getTime() + (idleTimeoutSeconds + IDLE_GRACE_SECONDS) * 1000);
  }

  async function signIn(request: SignInRequest, context: SignInContext): Promise<SignInResponse> {
    const email = request.email.trim().toLowerCase();
    if (!accountLimiter.tryTake(email, now().getTime())) {
      throw new AppError(ErrorCode.RATE_LIMITED, MESSAGES.tooManyAttempts);
    }
    const user = await repository.findUserByEmail(db, email);
    if (user?.lockedAt) throw new AppError(ErrorCode.ACCOUNT_LOCKED, MESSAGES.accountLocked);

    const isPasswordCorrect = await verifyPassword(user?.passwordHash, request.password);
    if (!user) throw new AppError(ErrorCode.SIGN_IN_FAILED, MESSAGES.loginFailedDefault);

    if (!isPasswordCorrect) {
      const failures = await repository.incrementFailedAttempts(db, user.id);
      if (failures >= MAX_FAILED_SIGN_IN_ATTEMPTS) {
        await runUnitOfWork({ userId: null }, async (unit) => {
          await repository.lockUser(unit.tx, user.id, now());
          await unit.recordChange({
            recordType: ActionLogType.ids.USER,
            actionId: ActionLogAction.ids.LOCK_ACCOUNT,
            recordId: user.id,
            recordNumber: user.email,
            details: { reason: 'failed sign-in attempts', attempts: failures },
          });
        });
        throw new AppError(ErrorCode.ACCOUNT_LOCKED, MESSAGES.accountLocked);
      }
      throw new AppError(ErrorCode.SIGN_IN_FAILED, MESSAGES.loginFailedDefault, {
        remainingAttempts: MAX_FAILED_SIGN_IN_ATTEMPTS - failures,
      });
    }

    // spec 000 §1 reading A: only super admin, operations and finance get in (docs/decisions/004).
    if (!isStaffRole(user.roleId)) throw new AppError(ErrorCode.NOT_STAFF, MESSAGES.staffOnly);
    if (user.statusId !== UserStatus.ids.ACTIVE)
      throw new AppError(ErrorCode.FORBIDDEN, MESSAGES.accountInactive);

    const token = randomBytes(32).toString('base64url');
    const signedInAt = now();
    const expiresAt = new Date(signedInAt.getTime() + sessionMaxHours * 3_600_000);
    await runUnitOfWork({ userId: user.id }, async (unit) => {
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
    accountLimiter.reset(email);
    return {
      token,
      roleId: user.roleId,
      email: user.email,
      expiresAt: new Date(Math.min(expiresAt.getTime(), idleDeadline(signedInAt).getTime())).toISOString(),
      user: toSessionUser({ ...user, failedSignInAttempts: 0, lastSignInAt: signedInAt }),
    };
  }

  /** Resolves a bearer token to its session, or fails with 401; every protected route goes through here. */
  async function authenticate(
    token: string,
    // touch: false lets the live connection re-check a session without keeping it alive (spec 000 §4 idle timeout).
    options: { isKeepalive?: boolean; touch?: boolean } = {},
  ): Promise<AuthenticatedSession> {
    const at = now();
    const session = await repository.findActiveSession(db, hashToken(token), at);
    if (!session || idleDeadline(session.lastSeenAt) <= at) {
      throw new AppError(ErrorCode.UNAUTHENTICATED, MESSAGES.sessionExpired);
    }
    const { user } = session;
    // A user locked, deactivated or moved out of staff after signing in loses access at once.
    if (user.lockedAt || user.statusId !== UserStatus.ids.ACTIVE || !isStaffRole(user.roleId)) {
      throw new AppError(ErrorCode.UNAUTHENTICATED, MESSAGES.sessionExpired);
    }
    const touchDue = options.isKeepalive || at.getTime() - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS;
    if (options.touch !== false && touchDue) {
      await repository.touchSession(db, session.sessionId, at);
    }
    const lastSeen = options.isKeepalive ? at : session.lastSeenAt;
    return {
      sessionId: session.sessionId,
      userId: user.id,
      roleId: user.roleId,
      email: user.email,
      expiresAt: new Date(Math.min(session.expiresAt.getTime(), idleDeadline(lastSeen).getTime())),
    };
  }

  async function signOut(session: AuthenticatedSession): Promise<void> {
    await runUnitOfWork({ userId: session.userId }, async (unit) => {
      await repository.revokeSession(unit.tx, session.sessionId, now());
      await unit.recordChange({
        recordType: ActionLogType.ids.SESSION,
        actionId: ActionLogAction.ids.SIGN_OUT,
        recordId: session.sessionId,
        recordNumber: session.email,
      });
    });
  }

  return { signIn, authenticate, signOut };
}

export type AuthService = ReturnType<typeof createAuthService>;
