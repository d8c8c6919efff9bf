/**
 * Result and export data (User settings; docs/modules/settings.md): the caller's export, starting one after a
 * recent re-authentication (auth/re-auth.ts: password or code, through the sign-in throttle), and downloading the
 * ready ZIP.
 * Only the owner ever sees an export: another user's id answers 404, even to an administrator. A session that
 * must first set its own password or enrol a second factor cannot start or download one.
 */
import {
  DATA_EXPORT_PATH,
  DATA_EXPORT_STEPS,
  DATA_EXPORT_SUBJECTS,
  type DataExport,
  type DataExportState,
  dataExportStartSchema,
  ResultCode,
} from '@soundboard/contract';
import { and, eq, lt, ne, or } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { audit } from '../audit';
import { needs } from '../auth/guard';
import { requireRecentAuth } from '../auth/re-auth';
import { dataExports } from '../db/schema';
import { fieldError } from '../domains/issues';
import type { AppEnv } from '../http/env';
import { ApiError, notFound, passwordChangeRequired, twoFactorRequired } from '../http/errors';
import { ok } from '../http/respond';
import { idParam, jsonBody } from '../http/validate';
import { scheduleJob } from '../jobs/queue';
import { withInput } from '../openapi/route-input';
import { CSV_TIME_ZONE, isTimeZone } from '../resources/csv';
import { DATA_EXPORT_STEP_JOB } from './job-kinds';

export const dataExportRoutes = new Hono<AppEnv>();

/** Everything but the bytes and the collected parts. */
const SHOWN = {
  id: dataExports.id,
  state: dataExports.state,
  done: dataExports.done,
  requestedAt: dataExports.requestedAt,
  readyAt: dataExports.readyAt,
  expiresAt: dataExports.expiresAt,
  size: dataExports.size,
  fileName: dataExports.fileName,
};
interface Shown {
  id: number;
  state: DataExportState;
  done: number;
  requestedAt: Date;
  readyAt: Date | null;
  expiresAt: Date | null;
  size: number | null;
  fileName: string | null;
}

/**
 * An export still running this long after it was asked for has lost its job (the queue gives a failing job up
 * after about 85 minutes of retries): it counts as failed, so the user can start again.
 */
const STALE_MS = 2 * 3_600_000;
const staleBefore = (now: Date) => new Date(now.getTime() - STALE_MS);

/** What the user reads: a ready export past its time is expired (whether or not its expiry job has run yet). */
function stateOf(row: Pick<Shown, 'state' | 'requestedAt' | 'expiresAt'>, now: Date): DataExportState {
  if (row.state === 'ready' && row.expiresAt !== null && row.expiresAt <= now) return 'expired';
  if (row.state === 'running' && row.requestedAt < staleBefore(now)) return 'failed';
  return row.state;
}

function shown(row: Shown, now: Date): DataExport {
  const state = stateOf(row, now);
  return {
    id: row.id,
    state,
    done: row.done,
    total: DATA_EXPORT_STEPS,
    requestedAt: row.requestedAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    size: state === 'ready' ? row.size : null,
    fileName: row.fileName,
  };
}

function refuseUnsettled(c: Context<AppEnv>): void {
  if (c.var.user.mustChangePassword) throw passwordChangeRequired();
  if (c.var.user.mustEnrolTwoFactor) throw twoFactorRequired();
}

const alreadyRunning = () => new ApiError(ResultCode.InvalidTransition, 'dataExport.running');

// Read even by a session that must first set its password (the security tab it is kept on shows the section).
dataExportRoutes.get(DATA_EXPORT_PATH, needs('profile:read'), async (c) => {
  const { db, now } = c.var.deps;
  const [row] = await db.select(SHOWN).from(dataExports).where(eq(dataExports.userId, c.var.user.userId));
  return ok(c, row ? shown(row, now()) : null);
});

dataExportRoutes.post(
  DATA_EXPORT_PATH,
  needs('profile:write'),
  withInput({ body: dataExportStartSchema }, async (c) => {
    const input = await jsonBody(c, dataExportStartSchema);
    refuseUnsettled(c);
    const timeZone = input.timeZone ?? CSV_TIME_ZONE;
    if (!isTimeZone(timeZone)) throw fieldError(c, 'timeZone', 'validation.invalid');
    const { db, now } = c.var.deps;
    const { userId } = c.var.user;
    const [current] = await db.select(SHOWN).from(dataExports).where(eq(dataExports.userId, userId));
    if (current && stateOf(current, now()) === 'running') throw alreadyRunning();
    // A borrowed session alone cannot take the data away.
    await requireRecentAuth(c);
    const started = await db.transaction(async (tx) => {
      const fresh = {
        state: 'running' as const,
        locale: c.var.locale,
        timeZone,
        done: 0,
        parts: {},
        bytes: null,
        size: null,
        fileName: null,
        error: null,
        requestedAt: now(),
        readyAt: null,
        expiresAt: null,
      };
      // One export at a time: the user's row is replaced unless an export is running (then nothing comes back).
      const [row] = await tx
        .insert(dataExports)
        .values({ userId, ...fresh })
        .onConflictDoUpdate({
          target: dataExports.userId,
          set: fresh,
          setWhere: or(ne(dataExports.state, 'running'), lt(dataExports.requestedAt, staleBefore(now()))),
        })
        .returning(SHOWN);
      if (!row) throw alreadyRunning();
      await scheduleJob(tx, { kind: DATA_EXPORT_STEP_JOB, runAt: now(), payload: { exportId: row.id } });
      const after = { subjects: DATA_EXPORT_SUBJECTS, timeZone, locale: c.var.locale };
      await audit(tx, c, { action: 'request', entity: 'data-export', entityId: row.id, after });
      return row;
    });
    return ok(c, shown(started, now()));
  }),
);

dataExportRoutes.get(`${DATA_EXPORT_PATH}/:id{[0-9]+}/file`, needs('profile:read'), async (c) => {
  refuseUnsettled(c);
  const { db, now } = c.var.deps;
  const id = idParam(c);
  const [row] = await db
    .select({ ...SHOWN, bytes: dataExports.bytes })
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.userId, c.var.user.userId)));
  if (!row) throw notFound();
  const state = stateOf(row, now());
  if (state === 'expired') throw new ApiError(ResultCode.Gone, 'dataExport.expired');
  if (state !== 'ready' || !row.bytes) throw new ApiError(ResultCode.InvalidTransition, 'dataExport.notReady');
  await audit(db, c, { action: 'download', entity: 'data-export', entityId: id, after: { size: row.size } });
  return c.body(new Uint8Array(row.bytes), 200, {
    'Content-Type': 'application/zip',
    'Content-Disposition': `attachment; filename="${row.fileName}"`,
    'Cache-Control': 'no-store',
  });
});
