/**
 * The collectors of a data export: each reads one subject of one user, in the job's transaction, as JSON values
 * keyed like its columns (columns.ts; times as ISO 8601). What "everything" covers, and what it leaves out and
 * why, is in docs/modules/settings.md. Secrets never leave: no password hash, TOTP secret, session or device
 * token hash, recovery code hash is selected here.
 */
import type { DataExportSubject } from '@soundboard/contract';
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { recoveryCodesLeft } from '../auth/recovery-codes';
import type { Tx } from '../db/client';
import {
  auditLog,
  certifications,
  loginAttempts,
  messages,
  roles,
  sessions,
  twoFactorSecrets,
  userRoles,
  users,
} from '../db/schema';

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type JsonRecord = Record<string, Json>;
/** A subject's content: one record (the profile) or rows. */
export type SubjectData = JsonRecord | JsonRecord[];

export interface Owner {
  userId: number;
  username: string;
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

async function profile(tx: Tx, owner: Owner): Promise<JsonRecord> {
  const [user] = await tx
    .select({
      id: users.id,
      username: users.username,
      nickname: users.nickname,
      email: users.email,
      phone: users.phone,
      status: users.status,
      countryRegion: users.countryRegion,
      area: users.area,
      address: users.address,
      profile: users.profile,
      officeLocation: users.officeLocation,
      introduction: users.introduction,
      website: users.website,
      accountId: users.accountId,
      registeredAt: users.registeredAt,
      updatedAt: users.updatedAt,
      mustChangePassword: users.mustChangePassword,
      notificationChoice: users.notificationChoice,
      twoFactorEnabledAt: twoFactorSecrets.enabledAt,
    })
    .from(users)
    .leftJoin(twoFactorSecrets, eq(twoFactorSecrets.userId, users.id))
    .where(eq(users.id, owner.userId));
  if (!user) throw new Error('the user of the export no longer exists');
  const { twoFactorEnabledAt, notificationChoice, registeredAt, updatedAt, ...fields } = user;
  return {
    ...fields,
    registeredAt: iso(registeredAt),
    updatedAt: iso(updatedAt),
    notificationChoice: (notificationChoice ?? null) as Json,
    twoFactor: {
      enabledAt: iso(twoFactorEnabledAt),
      recoveryCodesLeft: twoFactorEnabledAt ? await recoveryCodesLeft(tx, owner.userId) : 0,
    },
  };
}

function roleRows(tx: Tx, owner: Owner): Promise<JsonRecord[]> {
  return tx
    .select({ key: roles.key, nameZh: roles.nameZh, nameEn: roles.nameEn, permissions: roles.permissions })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, owner.userId))
    .orderBy(asc(roles.id));
}

async function sessionRows(tx: Tx, owner: Owner): Promise<JsonRecord[]> {
  const rows = await tx
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      remember: sessions.remember,
      activeRole: roles.key,
      idleExpiresAt: sessions.idleExpiresAt,
      absoluteExpiresAt: sessions.absoluteExpiresAt,
      endedAt: sessions.revokedAt,
    })
    .from(sessions)
    .leftJoin(roles, eq(roles.id, sessions.activeRoleId))
    .where(eq(sessions.userId, owner.userId))
    .orderBy(asc(sessions.id));
  return rows.map((row) => ({
    ...row,
    createdAt: iso(row.createdAt),
    lastSeenAt: iso(row.lastSeenAt),
    idleExpiresAt: iso(row.idleExpiresAt),
    absoluteExpiresAt: iso(row.absoluteExpiresAt),
    endedAt: iso(row.endedAt),
  }));
}

/** The throttle's record of password and code checks (auth/throttle.ts), kept by user name. */
async function signInRows(tx: Tx, owner: Owner): Promise<JsonRecord[]> {
  const rows = await tx
    .select({
      at: loginAttempts.at,
      ip: loginAttempts.ip,
      success: loginAttempts.success,
      device: loginAttempts.device,
    })
    .from(loginAttempts)
    .where(eq(loginAttempts.username, owner.username))
    .orderBy(asc(loginAttempts.at), asc(loginAttempts.id));
  // The device's token hash stays here: whether the browser was a known one is what the user can read.
  return rows.map((row) => ({ at: iso(row.at), ip: row.ip, success: row.success, knownDevice: row.device !== null }));
}

async function messageRows(tx: Tx, owner: Owner): Promise<JsonRecord[]> {
  const sender = alias(users, 'sender');
  const rows = await tx
    .select({
      id: messages.id,
      createdAt: messages.createdAt,
      type: messages.type,
      kind: messages.kind,
      titleZh: messages.titleZh,
      titleEn: messages.titleEn,
      contentZh: messages.contentZh,
      contentEn: messages.contentEn,
      tag: messages.tag,
      link: messages.link,
      sender: sender.username,
      read: messages.read,
      closedAt: messages.closedAt,
    })
    .from(messages)
    .leftJoin(sender, eq(sender.id, messages.senderId))
    .where(eq(messages.userId, owner.userId))
    .orderBy(asc(messages.id));
  return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt), closedAt: iso(row.closedAt) }));
}

/** Entries the user made (actor); audit() scrubbed secrets and masked identity numbers when it wrote them. */
async function auditRows(tx: Tx, owner: Owner): Promise<JsonRecord[]> {
  const rows = await tx
    .select({
      id: auditLog.id,
      at: auditLog.at,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      ip: auditLog.ip,
      requestId: auditLog.requestId,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(eq(auditLog.actorId, owner.userId))
    .orderBy(asc(auditLog.id));
  return rows.map((row) => ({ ...row, at: iso(row.at), before: row.before as Json, after: row.after as Json }));
}

async function certificationRows(tx: Tx, owner: Owner): Promise<JsonRecord[]> {
  const rows = await tx
    .select({
      id: certifications.id,
      createdAt: certifications.createdAt,
      updatedAt: certifications.updatedAt,
      status: certifications.status,
      accountType: certifications.accountType,
      enterpriseName: certifications.enterpriseName,
      enterpriseCertType: certifications.enterpriseCertType,
      organizationCode: certifications.organizationCode,
      legalPersonName: certifications.legalPersonName,
      legalPersonCertType: certifications.legalPersonCertType,
      legalPersonCertNumber: certifications.legalPersonCertNumber,
      rejectReason: certifications.rejectReason,
    })
    .from(certifications)
    .where(eq(certifications.userId, owner.userId))
    .orderBy(asc(certifications.id));
  return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt) }));
}

export const COLLECTORS: Record<DataExportSubject, (tx: Tx, owner: Owner) => Promise<SubjectData>> = {
  profile,
  roles: roleRows,
  sessions: sessionRows,
  signIns: signInRows,
  messages: messageRows,
  audit: auditRows,
  certifications: certificationRows,
};
