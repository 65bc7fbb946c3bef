import {
  ActionLogAction,
  ActionLogType,
  avatarUrlOf,
  canManageAccountOfRole,
  ErrorCode,
  Language,
  MESSAGES,
  ownerInitials,
  ownerName,
  Role,
  Timezone,
  UserStatus,
  type FieldIssue,
  type SaveUserValues,
  type UserRow,
  userHasActionLogMessage,
  userReferencedMessage,
} from '@portal/contracts';
import type { Database } from '../../db/database';
import { AppError, forbidden, invalidFields, notFound } from '../../lib/app-error';
import { diffRecord } from '../../lib/record-changes';
import type { Actor, RunUnitOfWork } from '../../lib/unit-of-work';
import { findUserById, revokeUserSessions } from '../auth/auth.repository';
import { hashPassword } from '../auth/password';
import type { AvatarStorage } from './avatar-storage';
import * as repository from './users.repository';

export type UserPageRequest = repository.UserPageRequest;

function toUserRow(
  user: NonNullable<Awaited<ReturnType<typeof repository.findUser>>>,
  lockedSince: Date,
): UserRow {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNumber: user.phoneNumber,
    altPhoneNumber: user.altPhoneNumber,
    signupCompany: user.signupCompany,
    companyId: user.companyId,
    companyName: user.companyName,
    roleId: user.roleId,
    statusId: user.statusId,
    status: { id: user.statusId, name: UserStatus.labelOf(user.statusId) ?? '' },
    languageId: user.languageId,
    timezoneId: user.timezoneId,
    // spec 001 §3: the owner view (initials, name or N/A), shared with every table that shows owners.
    initials: ownerInitials(user.firstName, user.lastName),
    name: ownerName(user.firstName, user.lastName),
    avatarUrl: avatarUrlOf(user.id, Boolean(user.avatarFileName)),
    // Locked while the lock runs (decision 224): a lock older than SIGN_IN_LOCK_SECONDS no longer stops a sign-in.
    locked: user.lockedAt !== null && user.lockedAt > lockedSince,
    version: user.version,
  };
}

/**
 * Who may write which account (docs/decisions/060): a super admin manages every account, operations and finance
 * buyer and seller accounts only; nobody changes their own role or status. Each check runs before any write, so
 * a refusal changes nothing.
 */
function assertMayManageAccount(actor: Actor, account: { roleId: number }): void {
  if (!canManageAccountOfRole(actor.roleId, account.roleId)) {
    throw forbidden(MESSAGES.staffAccountSuperAdminOnly);
  }
}

function assertMayGiveRole(actor: Actor, roleId: number): void {
  if (!canManageAccountOfRole(actor.roleId, roleId)) throw forbidden(MESSAGES.staffRoleSuperAdminOnly);
}

function assertSuperAdmin(actor: Actor): void {
  if (actor.roleId !== Role.ids.SUPER_ADMIN) throw forbidden(MESSAGES.superAdminOnly);
}

/** User administration: User Management (spec 001 §2–§5), unlock and password reset, avatars. */
export function createUsersService({
  db,
  runUnitOfWork,
  avatarStorage,
  signInLockSeconds,
}: {
  db: Database;
  runUnitOfWork: RunUnitOfWork;
  avatarStorage: AvatarStorage;
  /** How long a sign-in lock runs (config SIGN_IN_LOCK_SECONDS): an older lock is shown as not locked. */
  signInLockSeconds: number;
}) {
  /** The oldest lock still running now. */
  const lockedSince = () => new Date(Date.now() - signInLockSeconds * 1000);

  async function requireUser(userId: number) {
    const user = await repository.findUser(db, userId);
    if (!user) throw notFound('User');
    return user;
  }

  /** Ids the schema cannot check (they come from lists) are checked here, so a bad one is a 400 naming the field. */
  async function checkValues(values: SaveUserValues, exceptId?: number): Promise<void> {
    const issues: FieldIssue[] = [];
    if (!Role.has(values.roleId)) issues.push({ field: 'roleId', message: 'Unknown role' });
    if (!UserStatus.has(values.statusId)) issues.push({ field: 'statusId', message: 'Unknown status' });
    if (!Language.has(values.languageId)) issues.push({ field: 'languageId', message: 'Unknown language' });
    if (values.timezoneId !== null && !Timezone.has(values.timezoneId)) {
      issues.push({ field: 'timezoneId', message: 'Unknown timezone' });
    }
    if (values.companyId !== null && !(await repository.companyExists(db, values.companyId))) {
      issues.push({ field: 'companyId', message: 'Unknown company' });
    }
    if (issues.length > 0) throw invalidFields(issues);
    // spec 001 §5: a user can be activated only when linked to a company.
    if (values.statusId === UserStatus.ids.ACTIVE && values.companyId === null) {
      throw new AppError(ErrorCode.BUSINESS_RULE, MESSAGES.userActivationNeedsCompany);
    }
    if ((await repository.findUserIdByEmail(db, values.email, exceptId)) !== undefined) {
      throw new AppError(ErrorCode.CONFLICT, 'A user with this email already exists.', {
        issues: [{ field: 'email', message: 'A user with this email already exists.' }],
      });
    }
  }

  async function listUsers(request: UserPageRequest) {
    const since = lockedSince();
    const { rows, total, isTotalCapped } = await repository.findUserPage(db, {
      ...request,
      ...(request.locked === undefined ? {} : { lockedSince: since.toISOString() }),
    });
    return {
      rows: rows.map((row) => toUserRow(row, since)),
      total,
      isTotalCapped,
      page: request.page,
      size: request.size,
    };
  }

  async function getUser(userId: number): Promise<UserRow> {
    return toUserRow(await requireUser(userId), lockedSince());
  }

  async function createUser(actor: Actor, values: SaveUserValues): Promise<UserRow> {
    // An unknown role is a 400 naming the field (checkValues), not a refusal.
    if (Role.has(values.roleId)) assertMayGiveRole(actor, values.roleId);
    await checkValues(values);
    const userId = await runUnitOfWork(actor, async (unit) => {
      const id = await repository.insertUser(unit.tx, { ...values, email: values.email.toLowerCase() });
      await unit.recordChange({
        recordType: ActionLogType.ids.USER,
        actionId: ActionLogAction.ids.CREATE,
        recordId: id,
        recordNumber: values.email.toLowerCase(),
      });
      return id;
    });
    return getUser(userId);
  }

  async function updateUser(
    actor: Actor,
    userId: number,
    version: number,
    values: SaveUserValues,
  ): Promise<UserRow> {
    const existing = await requireUser(userId);
    if (
      actor.userId === userId &&
      (values.roleId !== existing.roleId || values.statusId !== existing.statusId)
    ) {
      throw forbidden(MESSAGES.ownRoleOrStatus);
    }
    assertMayManageAccount(actor, existing);
    if (Role.has(values.roleId)) assertMayGiveRole(actor, values.roleId);
    await checkValues(values, userId);
    await runUnitOfWork(actor, async (unit) => {
      const written = { ...values, email: values.email.toLowerCase() };
      await repository.updateUser(unit.tx, userId, version, written);
      // Saved as inactive: the same end of every session as toggleUserStatus's deactivation.
      if (written.statusId !== UserStatus.ids.ACTIVE && existing.statusId === UserStatus.ids.ACTIVE) {
        await revokeUserSessions(unit.tx, userId, new Date());
      }
      await unit.recordChange({
        recordType: ActionLogType.ids.USER,
        actionId: ActionLogAction.ids.UPDATE,
        recordId: userId,
        recordNumber: written.email,
        // `existing` is the row written over: versions only grow, so the update succeeded from its version.
        changes: diffRecord(existing, written),
      });
    });
    return getUser(userId);
  }

  /** spec 001 §4: toggleUserStatus flips active/inactive and returns the updated user. */
  async function toggleUserStatus(actor: Actor, userId: number): Promise<UserRow> {
    const user = await requireUser(userId);
    // Deactivating oneself would end one's own access mid-session; nobody changes their own status.
    if (actor.userId === userId) throw forbidden(MESSAGES.ownRoleOrStatus);
    assertMayManageAccount(actor, user);
    const activating = user.statusId !== UserStatus.ids.ACTIVE;
    // spec 001 §5 and §8: 'User can be activated only when linked to a company.'
    if (activating && user.companyId === null) {
      throw new AppError(ErrorCode.BUSINESS_RULE, MESSAGES.userActivationNeedsCompany);
    }
    const statusId = activating ? UserStatus.ids.ACTIVE : UserStatus.ids.INACTIVE;
    await runUnitOfWork(actor, async (unit) => {
      await repository.setStatus(unit.tx, userId, statusId);
      // Deactivation ends the user's sessions for good: reactivating gives back the account, not the old tokens.
      if (!activating) await revokeUserSessions(unit.tx, userId, new Date());
      await unit.recordChange({
        recordType: ActionLogType.ids.USER,
        actionId: ActionLogAction.ids.UPDATE,
        recordId: userId,
        recordNumber: user.email,
        details: { statusId },
        changes: diffRecord({ statusId: user.statusId }, { statusId }),
      });
    });
    return getUser(userId);
  }

  async function deleteUser(actor: Actor, userId: number): Promise<void> {
    const user = await requireUser(userId);
    if (actor.userId === userId) throw forbidden(MESSAGES.ownUserDelete);
    assertMayManageAccount(actor, user);
    // docs/decisions/030: a user with an audit trail keeps it; deactivating them is the way out.
    if (await repository.hasActionLogEntries(db, userId)) {
      throw new AppError(ErrorCode.REFERENCED, userHasActionLogMessage(user.email));
    }
    try {
      await runUnitOfWork(actor, async (unit) => {
        await repository.deleteUser(unit.tx, userId);
        await unit.recordChange({
          recordType: ActionLogType.ids.USER,
          actionId: ActionLogAction.ids.DELETE,
          recordId: userId,
          recordNumber: user.email,
        });
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) {
        throw new AppError(ErrorCode.REFERENCED, userReferencedMessage(user.email));
      }
      throw error;
    }
    if (user.avatarFileName) await avatarStorage.remove(userId, user.avatarFileName);
  }

  /** Lifts a lockout after 5 failed sign-ins (spec 000 §8) and clears the failure count. */
  async function unlockUser(actor: Actor, userId: number): Promise<void> {
    // Super admin only (decision 034), enforced here as well as on the route.
    assertSuperAdmin(actor);
    await runUnitOfWork(actor, async (unit) => {
      const user = await repository.unlockUser(unit.tx, userId);
      if (!user) throw notFound('User');
      await unit.recordChange({
        recordType: ActionLogType.ids.USER,
        actionId: ActionLogAction.ids.UNLOCK_ACCOUNT,
        recordId: user.id,
        recordNumber: user.email,
      });
    });
  }

  /** Super admin: a new password, which also unlocks the account and signs the user out everywhere. */
  async function setPassword(actor: Actor, userId: number, newPassword: string): Promise<void> {
    assertSuperAdmin(actor);
    // One's own password changes in Account Settings, which asks for the current one.
    if (actor.userId === userId) throw forbidden(MESSAGES.ownPasswordInAccountSettings);
    const user = await requireUser(userId);
    const passwordHash = await hashPassword(newPassword);
    await runUnitOfWork(actor, async (unit) => {
      const previous = await findUserById(unit.tx, userId);
      await repository.setPassword(unit.tx, userId, passwordHash);
      await revokeUserSessions(unit.tx, userId, new Date());
      // The log never carries the password or its hash, only that it changed (masked, decision 109).
      await unit.recordChange({
        recordType: ActionLogType.ids.USER,
        actionId: ActionLogAction.ids.CHANGE_PASSWORD,
        recordId: userId,
        recordNumber: user.email,
        changes: diffRecord({ password: previous?.passwordHash ?? null }, { password: passwordHash }),
      });
    });
  }

  /**
   * docs/decisions/031: a user changes only their own avatar; the super admin may change anyone's. Everyone on
   * staff may see every avatar (they appear in owner columns and presence). Routes call this before reading an
   * upload, so a refused request does not stream 20 MB first.
   */
  function assertCanChangeAvatar(actor: Actor, userId: number): void {
    if (actor.userId !== userId && actor.roleId !== Role.ids.SUPER_ADMIN) {
      throw forbidden(MESSAGES.avatarOwnOnly);
    }
  }

  /** Stores an already checked and resized avatar, then forgets the previous file once the change committed. */
  async function saveAvatar(actor: Actor, userId: number, content: Buffer): Promise<UserRow> {
    assertCanChangeAvatar(actor, userId);
    const user = await requireUser(userId);
    const fileName = `avatar-${Date.now()}.webp`;
    await avatarStorage.write(userId, fileName, content);
    try {
      await runUnitOfWork(actor, async (unit) => {
        await repository.setAvatarFileName(unit.tx, userId, fileName);
        await unit.recordChange({
          recordType: ActionLogType.ids.USER,
          actionId: ActionLogAction.ids.UPDATE,
          recordId: userId,
          recordNumber: user.email,
          details: { avatar: 'uploaded' },
          changes: diffRecord({ avatar: user.avatarFileName }, { avatar: fileName }),
        });
      });
    } catch (error) {
      await avatarStorage.remove(userId, fileName);
      throw error;
    }
    if (user.avatarFileName && user.avatarFileName !== fileName) {
      await avatarStorage.remove(userId, user.avatarFileName);
    }
    return getUser(userId);
  }

  async function deleteAvatar(actor: Actor, userId: number): Promise<void> {
    assertCanChangeAvatar(actor, userId);
    const user = await requireUser(userId);
    if (!user.avatarFileName) return;
    await runUnitOfWork(actor, async (unit) => {
      await repository.setAvatarFileName(unit.tx, userId, null);
      await unit.recordChange({
        recordType: ActionLogType.ids.USER,
        actionId: ActionLogAction.ids.UPDATE,
        recordId: userId,
        recordNumber: user.email,
        details: { avatar: 'deleted' },
        changes: diffRecord({ avatar: user.avatarFileName }, { avatar: null }),
      });
    });
    await avatarStorage.remove(userId, user.avatarFileName);
  }

  /** The avatar file to stream, or a 404 when the user has none (or its file went missing). */
  async function openAvatar(userId: number) {
    const user = await requireUser(userId);
    if (!user.avatarFileName || !(await avatarStorage.exists(userId, user.avatarFileName))) {
      throw notFound('Avatar');
    }
    return { fileName: user.avatarFileName, stream: avatarStorage.open(userId, user.avatarFileName) };
  }

  return {
    listUsers,
    getUser,
    createUser,
    updateUser,
    toggleUserStatus,
    deleteUser,
    unlockUser,
    setPassword,
    assertCanChangeAvatar,
    saveAvatar,
    deleteAvatar,
    openAvatar,
    searchCompanies: (search: string | undefined) => repository.searchCompanies(db, search),
  };
}

/** PostgreSQL's foreign_key_violation, whichever driver (or Drizzle's wrapper) carries it. */
function isForeignKeyViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    if ((current as Error & { code?: unknown }).code === '23503') return true;
    current = current.cause;
  }
  return false;
}

export type UsersService = ReturnType<typeof createUsersService>;
