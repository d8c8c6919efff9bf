/**
 * One-time recovery codes: 12 random base32 letters (60 bits) shown as xxxx-xxxx-xxxx, stored only as the SHA-256
 * of the user id and the code (60 random bits make a fast hash safe; the user id keeps equal codes apart).
 */
import { createHash, randomBytes } from 'node:crypto';
import { normaliseCode, TWO_FACTOR } from '@soundboard/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { recoveryCodes } from '../db/schema';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

function newCode(): string {
  const letters = [...randomBytes(12)].map((byte) => BASE32[byte % 32]).join('');
  return `${letters.slice(0, 4)}-${letters.slice(4, 8)}-${letters.slice(8)}`;
}

export function hashRecoveryCode(userId: number, code: string): string {
  return createHash('sha256')
    .update(`${userId}:${normaliseCode(code)}`)
    .digest('hex');
}

/** Replaces the user's codes with a new set and answers them, the only time they exist in clear. */
export async function issueRecoveryCodes(tx: Db, userId: number): Promise<string[]> {
  const codes = Array.from({ length: TWO_FACTOR.recoveryCodes }, newCode);
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(userId, code) })));
  return codes;
}

/** Spends a code: true once, for an unused code of this user (a conditional update, so two requests cannot both win). */
export async function spendRecoveryCode(db: Db, userId: number, code: string, now: Date): Promise<boolean> {
  const spent = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashRecoveryCode(userId, code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return spent.length > 0;
}

export async function recoveryCodesLeft(db: Db, userId: number): Promise<number> {
  return db.$count(recoveryCodes, and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
}
