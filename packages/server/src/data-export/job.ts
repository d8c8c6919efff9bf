/**
 * The data export's jobs (jobs/queue.ts). An export is built in steps, one job each, so its progress can be read
 * while it runs: a job's writes commit together, so one job for the whole export would show nothing until the
 * end. Each step collects one subject into the row's `parts` and schedules the next step at once (the same runner
 * pass picks it up); the last step writes the ZIP, marks the export ready until DATA_EXPORT_TTL_HOURS from now
 * and schedules its expiry, which removes the bytes. A step that fails marks the export failed at once (the user
 * may start again) rather than leaving it to the queue's retries, which could take hours.
 */
import { DATA_EXPORT_SUBJECTS, DATA_EXPORT_TTL_HOURS, type Locale } from '@soundboard/contract';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { avatars, dataExports, users } from '../db/schema';
import type { AppDeps } from '../http/env';
import { jobErrorText } from '../jobs/job-error';
import { type JobContext, scheduleJob } from '../jobs/queue';
import { DATA_EXPORT_EXPIRE_JOB, DATA_EXPORT_STEP_JOB } from './job-kinds';
import { exportFileName, packExport } from './pack';
import { COLLECTORS, type Owner, type SubjectData } from './subjects';

/** One pending expiry per user: a newer export's replaces the older one's. */
const expiryKey = (userId: number) => `data-export:${userId}`;

/** The user's current avatar, from the row (not yet moved) or the file store; null when there is none. */
async function avatarOf(tx: Tx, deps: AppDeps, userId: number): Promise<{ name: string; bytes: Uint8Array } | null> {
  const [row] = await tx
    .select({ mime: avatars.mime, bytes: avatars.bytes, hash: avatars.hash })
    .from(users)
    .innerJoin(avatars, eq(avatars.id, users.avatarId))
    .where(eq(users.id, userId));
  if (!row) return null;
  let bytes: Uint8Array | null = row.bytes;
  if (!bytes && row.hash) {
    const stored = await deps.files.get(row.hash);
    bytes = stored ? Buffer.concat(await stored.body.toArray()) : null;
  }
  // An avatar is a PNG, JPEG or WebP image (contract AVATAR_TYPES): its subtype is its extension.
  return bytes ? { name: `avatar.${row.mime.replace('image/', '')}`, bytes } : null;
}

export async function runExportStep({ tx, now, deps }: JobContext, payload: Record<string, unknown>): Promise<void> {
  const id = Number(payload.exportId);
  const [row] = await tx
    .select({
      userId: dataExports.userId,
      username: users.username,
      done: dataExports.done,
      locale: dataExports.locale,
      timeZone: dataExports.timeZone,
    })
    .from(dataExports)
    .innerJoin(users, eq(users.id, dataExports.userId))
    .where(and(eq(dataExports.id, id), eq(dataExports.state, 'running')));
  if (!row) return; // finished, failed or gone meanwhile
  const owner: Owner = { userId: row.userId, username: row.username };
  try {
    // A savepoint: a failure undoes the step's writes, and the failure itself is recorded below.
    await tx.transaction(async (step) => {
      const subject = DATA_EXPORT_SUBJECTS[row.done];
      if (subject) {
        const data = await COLLECTORS[subject](step, owner);
        await step
          .update(dataExports)
          .set({
            parts: sql`${dataExports.parts} || ${JSON.stringify({ [subject]: data })}::jsonb`,
            done: row.done + 1,
          })
          .where(eq(dataExports.id, id));
        await scheduleJob(step, { kind: DATA_EXPORT_STEP_JOB, runAt: now, payload: { exportId: id } });
        return;
      }
      const [{ parts } = { parts: {} }] = await step
        .select({ parts: dataExports.parts })
        .from(dataExports)
        .where(eq(dataExports.id, id));
      const bytes = await packExport({
        parts: parts as Record<string, SubjectData>,
        owner,
        locale: row.locale as Locale,
        timeZone: row.timeZone,
        now,
        avatar: await avatarOf(step, deps, owner.userId),
      });
      const expiresAt = new Date(now.getTime() + DATA_EXPORT_TTL_HOURS * 3_600_000);
      await step
        .update(dataExports)
        .set({
          state: 'ready',
          done: row.done + 1,
          parts: {},
          bytes,
          size: bytes.length,
          fileName: exportFileName(owner, now),
          readyAt: now,
          expiresAt,
        })
        .where(eq(dataExports.id, id));
      const job = { kind: DATA_EXPORT_EXPIRE_JOB, key: expiryKey(owner.userId), runAt: expiresAt };
      await scheduleJob(step, { ...job, payload: { exportId: id } });
    });
  } catch (error) {
    const reason = jobErrorText(error);
    deps.log('warn', 'data export failed', { exportId: id, error: reason });
    await tx.update(dataExports).set({ state: 'failed', error: reason, parts: {} }).where(eq(dataExports.id, id));
  }
}

/** The file goes at its time (a newer export of the same row, not yet due, is left alone). */
export async function expireExport({ tx, now }: JobContext, payload: Record<string, unknown>): Promise<void> {
  await tx
    .update(dataExports)
    .set({ state: 'expired', bytes: null, parts: {} })
    .where(
      and(
        eq(dataExports.id, Number(payload.exportId)),
        eq(dataExports.state, 'ready'),
        lte(dataExports.expiresAt, now),
      ),
    );
}
