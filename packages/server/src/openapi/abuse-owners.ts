/**
 * Records that belong to one user, in ONE place for the abuse suite (./abuse.test.ts): every documented route
 * whose path starts with `under` takes such a record's id, and another user who holds the route's permission
 * must get the answer an id that does not exist gets (nothing named, nothing changed). A new route under one of
 * these paths is covered with no edit; a new kind of owned record is added here.
 */
import { API_BASE, DATA_EXPORT_PATH, OWN_SESSIONS_PATH } from '@soundboard/contract';
import { and, desc, eq, isNull } from 'drizzle-orm';
import * as v from 'valibot';
import { certifications, customers, dataExports, sessions } from '../db/schema';
import type { Harness } from '../test/harness';
import type { AbuseRoute } from './abuse-interfaces';
import { jsonSchemaOf } from './json-schema';

export interface OwnedRecords {
  /** The routes that take the record's id: every documented route whose path starts with this. */
  under: string;
  /** Where the server checks the owner. */
  checkedIn: string;
  /** The id of a record of `ownerId` (the seed's, or one made for the suite). */
  recordOf(h: Harness, ownerId: number): Promise<number>;
}

/** The id of the first row a query answers (the seed must hold one; an insert returns it). */
async function idOf(rows: Promise<{ id: number }[]>, what: string): Promise<number> {
  const [row] = await rows;
  if (!row) throw new Error(`abuse fixture: no ${what}`);
  return row.id;
}

export const OWNED_RECORDS: OwnedRecords[] = [
  {
    under: `${API_BASE}/customers/:id{[0-9]+}`,
    checkedIn: "resources/ownership.ts (ResourceDef.ownership: a salesperson's customers)",
    recordOf: async (h, ownerId) =>
      idOf(
        h.database.db.select({ id: customers.id }).from(customers).where(eq(customers.ownerId, ownerId)).limit(1),
        'customer of the owner',
      ),
  },
  {
    under: `${API_BASE}${OWN_SESSIONS_PATH}/:sessionId`,
    checkedIn: 'routes/own-sessions.ts (own live sessions only)',
    recordOf: async (h, ownerId) =>
      idOf(
        h.database.db
          .select({ id: sessions.id })
          .from(sessions)
          .where(and(eq(sessions.userId, ownerId), isNull(sessions.revokedAt)))
          .orderBy(desc(sessions.id))
          .limit(1),
        'session of the owner',
      ),
  },
  {
    under: `${API_BASE}/account/certification/:id`,
    checkedIn: "routes/certification.ts (the applicant's own requests)",
    recordOf: async (h, ownerId) =>
      idOf(
        h.database.db
          .insert(certifications)
          .values({
            userId: ownerId,
            accountType: 'enterprise',
            legalPersonName: 'Abuse Owner',
            legalPersonCertType: 'id',
            legalPersonCertNumber: '110101199001011234',
            enterpriseName: 'Abuse Owner Ltd',
            enterpriseCertType: 'license',
            organizationCode: '91110000000000000X',
            status: 'auditing',
            createdBy: ownerId,
          })
          .returning({ id: certifications.id }),
        'certification made',
      ),
  },
  {
    under: `${API_BASE}${DATA_EXPORT_PATH}/:id{[0-9]+}`,
    checkedIn: "data-export/routes.ts (the requester's own export)",
    recordOf: async (h, ownerId) =>
      idOf(
        h.database.db
          .insert(dataExports)
          .values({
            userId: ownerId,
            state: 'ready',
            locale: 'en-US',
            timeZone: 'Asia/Shanghai',
            bytes: Buffer.from('PK\u0005\u0006'.padEnd(22, '\u0000')),
            size: 22,
            fileName: 'abuse-owner.zip',
            requestedAt: h.now(),
            readyAt: h.now(),
            expiresAt: new Date(h.now().getTime() + 7 * 24 * 3600_000),
          })
          .returning({ id: dataExports.id }),
        'data export made',
      ),
  },
];

/** The routes of the document that take an owned record's id, each with its kind. */
export function ownedRoutes(routes: AbuseRoute[]): { route: AbuseRoute; records: OwnedRecords }[] {
  return routes.flatMap((route) => {
    const records = OWNED_RECORDS.find((kind) => route.path.startsWith(kind.under));
    return records ? [{ route, records }] : [];
  });
}

type JsonProperty = { type?: string | string[]; enum?: unknown[]; anyOf?: JsonProperty[]; minimum?: number };

/** A plain value of a property: the first type it allows, at its smallest. */
function plainValue(property: JsonProperty): unknown {
  const own = property.anyOf?.find((option) => option.type !== 'null') ?? property;
  if (own.enum) return own.enum[0];
  const type = Array.isArray(own.type) ? own.type[0] : own.type;
  if (type === 'integer' || type === 'number') return Math.max(own.minimum ?? 1, 1);
  if (type === 'boolean') return false;
  if (type === 'array') return [];
  if (type === 'object') return {};
  if (type === 'null') return null;
  return 'Abuse suite';
}

/**
 * A body the route's schema accepts when one is easy to make (its required fields at plain values), so the
 * request reaches the record lookup; else an empty object (the answer is then compared with a missing id's).
 */
export function plainBody(route: AbuseRoute): unknown {
  const schema = route.input.body;
  if (!schema) return {};
  const json = jsonSchemaOf(schema) as { properties?: Record<string, JsonProperty>; required?: string[] };
  const body = Object.fromEntries(
    (json.required ?? []).map((name) => [name, plainValue(json.properties?.[name] ?? {})]),
  );
  return v.safeParse(schema, body).success ? body : {};
}
