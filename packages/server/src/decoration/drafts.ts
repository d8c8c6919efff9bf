/**
 * Drafts and immutable versions, said once for the two decoration documents (a template's pages, the fitment):
 * a draft row the editor autosaves (draftVersion is its lost-update check) and a table of published versions.
 * Save validates the document and what it names; publish copies the draft into version N + 1; restore copies a
 * version back into the draft. Whether the draft differs from the newest version is asked of the database
 * (jsonb equality), so a restore of the newest version counts as no change.
 */
import type { DocumentIssue, DocumentReference, TemplateVersionSummary } from '@soundboard/contract';
import { ResultCode } from '@soundboard/contract';
import { and, desc, eq, max, type SQL, sql } from 'drizzle-orm';
import { type PgColumn, type PgTable, QueryBuilder } from 'drizzle-orm/pg-core';
import type { Context } from 'hono';
import { audit } from '../audit';
import type { Db, Tx } from '../db/client';
import { users } from '../db/schema';
import { personName } from '../domains/crm';
import type { AppEnv } from '../http/env';
import { ApiError, notFound, versionConflict } from '../http/errors';
import { validationError } from '../resources/wire';
import { referenceIssues } from './references';

type DraftTable = PgTable & {
  id: PgColumn;
  draft: PgColumn;
  draftVersion: PgColumn;
  draftSavedAt: PgColumn;
  draftSavedBy: PgColumn;
};

type VersionTable = PgTable & {
  number: PgColumn;
  document: PgColumn;
  note: PgColumn;
  publishedAt: PgColumn;
  publishedBy: PgColumn;
};

/** One kind of versioned document: its two tables and how its documents are checked. */
export interface DraftKind<D> {
  /** The audit log's entity. */
  entity: string;
  drafts: DraftTable;
  versions: VersionTable;
  /** The versions' column naming their draft row (a template's id) and its property; null for the one fitment. */
  owner: { column: PgColumn; field: string } | null;
  /** Migrates and validates what a client sends. */
  validate(input: unknown): { ok: true; document: D } | { ok: false; issues: DocumentIssue[] };
  references(document: D): DocumentReference[];
  /** A stored document in the current schema (an older one is migrated on read). */
  current(stored: unknown): D;
  /** Columns of the draft's row kept in step with each change of the draft; `differs` is an SQL boolean. */
  onDraft?(document: D, differs: SQL, ctx: { now: Date; userId: number }): Record<string, unknown>;
  /** Columns of the draft's row set by a publish. */
  onPublish?(number: number, now: Date): Record<string, unknown>;
}

export interface DraftAnswer<D> {
  document: D;
  draftVersion: number;
  savedAt: string;
  savedBy: string | null;
  unpublishedChanges: boolean;
}

const builder = new QueryBuilder();
const userName = personName(users);

const ownedBy = <D>(kind: DraftKind<D>, id: number) => (kind.owner ? eq(kind.owner.column, id) : undefined);

/** The newest version's document (NULL when never published), as an SQL subquery. */
function newestDocument<D>(kind: DraftKind<D>, id: number): SQL {
  const query = builder
    .select({ document: kind.versions.document })
    .from(kind.versions)
    .where(ownedBy(kind, id))
    .orderBy(desc(kind.versions.number))
    .limit(1);
  return sql`(${query})`;
}

/** Whether `document` differs from the newest version. */
const differsFrom = <D>(kind: DraftKind<D>, id: number, document: D) =>
  sql<boolean>`${JSON.stringify(document)}::jsonb IS DISTINCT FROM ${newestDocument(kind, id)}`;

export async function readDraft<D>(db: Db | Tx, kind: DraftKind<D>, id: number): Promise<DraftAnswer<D>> {
  const { drafts } = kind;
  const [row] = await db
    .select({
      draft: drafts.draft,
      draftVersion: drafts.draftVersion,
      savedAt: drafts.draftSavedAt,
      savedBy: userName,
      differs: sql<boolean>`${drafts.draft} IS DISTINCT FROM ${newestDocument(kind, id)}`,
    })
    .from(drafts)
    .leftJoin(users, eq(users.id, drafts.draftSavedBy))
    .where(eq(drafts.id, id));
  if (!row) throw notFound();
  return {
    document: kind.current(row.draft),
    draftVersion: row.draftVersion as number,
    savedAt: (row.savedAt as Date).toISOString(),
    savedBy: row.savedBy,
    unpublishedChanges: Boolean(row.differs),
  };
}

/** The draft row, locked for the change; 404 when there is none. */
async function lockDraft<D>(tx: Tx, kind: DraftKind<D>, id: number): Promise<Record<string, unknown>> {
  const [row] = (await tx.select().from(kind.drafts).where(eq(kind.drafts.id, id)).for('update')) as Record<
    string,
    unknown
  >[];
  if (!row) throw notFound();
  return row;
}

/** The row as the audit log keeps it: without the document (versions keep documents; drafts change often). */
const withoutDraft = ({ draft: _draft, ...row }: Record<string, unknown>) => row;

function auditDraft<D>(
  c: Context<AppEnv>,
  tx: Tx,
  kind: DraftKind<D>,
  id: number,
  action: string,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
) {
  return audit(tx, c, {
    action,
    entity: kind.entity,
    entityId: id,
    before: withoutDraft(before),
    after: withoutDraft(after),
  });
}

/** Writes `document` as the new draft (draftVersion + 1) with the row's derived columns. */
async function writeDraft<D>(
  c: Context<AppEnv>,
  tx: Tx,
  kind: DraftKind<D>,
  id: number,
  document: D,
  draftVersion: number,
) {
  const now = c.var.deps.now();
  const userId = c.var.user.userId;
  const [after] = (await tx
    .update(kind.drafts)
    .set({
      draft: document,
      draftVersion: draftVersion + 1,
      draftSavedAt: now,
      draftSavedBy: userId,
      ...kind.onDraft?.(document, differsFrom(kind, id, document), { now, userId }),
    } as never)
    .where(eq(kind.drafts.id, id))
    .returning()) as Record<string, unknown>[];
  return after ?? {};
}

/** Checks the document (422 with paths under `document.`, nothing stored) and what it names. */
async function checkedDocument<D>(c: Context<AppEnv>, tx: Tx, kind: DraftKind<D>, input: unknown): Promise<D> {
  const result = kind.validate(input);
  if (!result.ok)
    throw validationError(
      c,
      result.issues.map((issue) => ({ ...issue, path: issue.path ? `document.${issue.path}` : 'document' })),
    );
  const issues = await referenceIssues(tx, kind.references(result.document), 'document');
  if (issues.length > 0) throw validationError(c, issues);
  return result.document;
}

export async function saveDraft<D>(
  c: Context<AppEnv>,
  kind: DraftKind<D>,
  id: number,
  body: { document: unknown; draftVersion: number },
): Promise<DraftAnswer<D>> {
  return c.var.deps.db.transaction(async (tx) => {
    const before = await lockDraft(tx, kind, id);
    if (before.draftVersion !== body.draftVersion) throw versionConflict();
    const document = await checkedDocument(c, tx, kind, body.document);
    await writeDraft(c, tx, kind, id, document, body.draftVersion);
    return readDraft(tx, kind, id);
  });
}

async function summaries<D>(db: Db | Tx, kind: DraftKind<D>, id: number, number?: number) {
  const { versions } = kind;
  return db
    .select({
      number: versions.number,
      publishedAt: versions.publishedAt,
      publishedBy: userName,
      note: versions.note,
      document: versions.document,
    })
    .from(versions)
    .leftJoin(users, eq(users.id, versions.publishedBy))
    .where(and(ownedBy(kind, id), number === undefined ? undefined : eq(versions.number, number)))
    .orderBy(desc(versions.number));
}

function summaryOf(row: { number: unknown; publishedAt: unknown; publishedBy: string | null; note: unknown }) {
  return {
    number: row.number as number,
    publishedAt: (row.publishedAt as Date).toISOString(),
    publishedBy: row.publishedBy,
    note: row.note as string,
  } satisfies TemplateVersionSummary;
}

/** The draft the caller saw becomes version N + 1; 409 when the draft changed since. */
export async function publishDraft<D>(
  c: Context<AppEnv>,
  kind: DraftKind<D>,
  id: number,
  body: { draftVersion: number; note: string },
): Promise<TemplateVersionSummary> {
  return c.var.deps.db.transaction(async (tx) => {
    const before = await lockDraft(tx, kind, id);
    if (before.draftVersion !== body.draftVersion) throw versionConflict();
    const [newest] = await tx
      .select({ number: max(kind.versions.number) })
      .from(kind.versions)
      .where(ownedBy(kind, id));
    const number = ((newest?.number as number | null) ?? 0) + 1;
    const now = c.var.deps.now();
    await tx.insert(kind.versions).values({
      ...(kind.owner ? { [kind.owner.field]: id } : {}),
      number,
      document: kind.current(before.draft),
      note: body.note,
      publishedAt: now,
      publishedBy: c.var.user.userId,
    } as never);
    const after = kind.onPublish
      ? ((
          (await tx
            .update(kind.drafts)
            .set(kind.onPublish(number, now) as never)
            .where(eq(kind.drafts.id, id))
            .returning()) as Record<string, unknown>[]
        )[0] ?? before)
      : before;
    await auditDraft(c, tx, kind, id, 'publish', before, { ...after, publishedNumber: number });
    const [row] = await summaries(tx, kind, id, number);
    if (!row) throw new Error('the published version is missing');
    return summaryOf(row);
  });
}

/** Newest first. */
export async function listVersions<D>(db: Db, kind: DraftKind<D>, id: number): Promise<TemplateVersionSummary[]> {
  await readDraft(db, kind, id);
  return (await summaries(db, kind, id)).map(summaryOf);
}

async function versionRow<D>(db: Db | Tx, kind: DraftKind<D>, id: number, number: number) {
  const [row] = await summaries(db, kind, id, number);
  if (!row) throw new ApiError(ResultCode.NotFound, 'decoration.versionNotFound');
  return row;
}

export async function readVersion<D>(db: Db, kind: DraftKind<D>, id: number, number: number) {
  await readDraft(db, kind, id);
  const row = await versionRow(db, kind, id, number);
  return { ...summaryOf(row), document: kind.current(row.document) };
}

/** The version's document becomes the draft (draftVersion + 1); the live version is unchanged. */
export async function restoreVersion<D>(
  c: Context<AppEnv>,
  kind: DraftKind<D>,
  id: number,
  number: number,
): Promise<DraftAnswer<D>> {
  return c.var.deps.db.transaction(async (tx) => {
    const before = await lockDraft(tx, kind, id);
    const version = await versionRow(tx, kind, id, number);
    const after = await writeDraft(c, tx, kind, id, kind.current(version.document), before.draftVersion as number);
    await auditDraft(c, tx, kind, id, 'restore', before, { ...after, restoredVersion: number });
    return readDraft(tx, kind, id);
  });
}
