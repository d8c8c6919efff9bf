/** Follow-ups as the timeline answers them (contract FollowUpEntry): author, contact met, attachments' URLs. */
import { type FollowUpEntry, materialFileUrl } from '@soundboard/contract';
import { desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { companyContacts, followUps, materials, users } from '../db/schema';

/** The follow-ups matching `where`, newest first. */
export async function followUpEntries(db: Db | Tx, where: SQL): Promise<FollowUpEntry[]> {
  const rows = await db
    .select({
      id: followUps.id,
      at: followUps.at,
      type: followUps.type,
      content: followUps.content,
      contactId: followUps.contactId,
      contactName: companyContacts.name,
      attachments: followUps.attachments,
      nextAt: followUps.nextAt,
      authorId: followUps.createdBy,
      authorNickname: users.nickname,
      authorUsername: users.username,
    })
    .from(followUps)
    .leftJoin(companyContacts, eq(companyContacts.id, followUps.contactId))
    .leftJoin(users, eq(users.id, followUps.createdBy))
    .where(where)
    .orderBy(desc(followUps.at), desc(followUps.id));
  const ids = [...new Set(rows.flatMap((row) => row.attachments))];
  const files =
    ids.length === 0
      ? []
      : await db
          .select({ id: materials.id, name: materials.name, mime: materials.mime })
          .from(materials)
          .where(inArray(materials.id, ids));
  const byId = new Map(files.map((file) => [file.id, { ...file, url: materialFileUrl(file.id) }]));
  return rows.map((row) => ({
    kind: 'followUp',
    id: row.id,
    at: row.at.toISOString(),
    type: row.type,
    content: row.content,
    contactId: row.contactId,
    contactName: row.contactName,
    // A material deleted since (its usage would have prevented it, but an import may not record one) is left out.
    attachments: row.attachments.flatMap((id) => byId.get(id) ?? []),
    nextAt: row.nextAt?.toISOString() ?? null,
    authorId: row.authorId,
    authorName: row.authorId === null ? null : row.authorNickname?.trim() || row.authorUsername || null,
  }));
}
