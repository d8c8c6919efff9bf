/**
 * The server's interfaces as the OpenAPI document and the abuse suite see them: which caller a route serves and
 * which credential it takes. The staff API takes a session token in `admin-token`; the partners' API and the
 * players' devices take their own tokens in their own headers (a staff token is never read there); the public
 * API under /public takes a site token as a bearer; the storefront is anonymous (its files are shown while
 * published, or with a signed or preview link); file routes answer bytes, not the envelope.
 */
import {
  API_BASE,
  PARTNER_API,
  PARTNER_TOKEN_HEADER,
  PLAYER_API,
  PLAYER_TOKEN_HEADER,
  SESSION_TOKEN_HEADER,
} from '@soundboard/contract';
import type { Requirement } from '../auth/guard';

export type ApiInterface = 'staff' | 'partner' | 'player' | 'storefront' | 'public' | 'files';

/** The credential a route takes: the name of its security scheme in the document, or null for none. */
export type SecurityName = 'adminToken' | 'partnerToken' | 'playerToken' | 'siteToken';

/** Where the public API is mounted (app.ts). */
export const PUBLIC_API_BASE = '/public';

/** The document's security schemes; `x-token-prefix` is what every such token starts with (secret scanners). */
export const SECURITY_SCHEMES = {
  adminToken: {
    type: 'apiKey',
    in: 'header',
    name: SESSION_TOKEN_HEADER,
    description: 'A staff session: the token POST /behind/user/login answers (no prefix).',
  },
  partnerToken: {
    type: 'apiKey',
    in: 'header',
    name: PARTNER_TOKEN_HEADER,
    description: "A partner's API token (starts with `sbk_`); reaches that partner's own data only.",
    'x-token-prefix': 'sbk_',
  },
  playerToken: {
    type: 'apiKey',
    in: 'header',
    name: PLAYER_TOKEN_HEADER,
    description: "A store player's device token (starts with `sbp_`); reaches that player's own store only.",
    'x-token-prefix': 'sbp_',
  },
  siteToken: {
    type: 'http',
    scheme: 'bearer',
    description: 'A site token an administrator issued (starts with `sbs_`), as `Authorization: Bearer sbs_…`.',
    'x-token-prefix': 'sbs_',
  },
} as const;

/** Routes whose success answer is a file's bytes (with ranges and ETags), not the JSON envelope. */
const FILE_ROUTES = [
  `GET ${API_BASE}/files/:id`,
  `GET ${API_BASE}/files/:id/thumb`,
  `GET ${API_BASE}/user/avatar/:id`,
  `GET ${API_BASE}/speech/:key`,
  `GET ${API_BASE}/storefront/files/:id{[0-9]+}`,
  `GET ${API_BASE}/storefront/files/:id{[0-9]+}/thumb`,
  `GET ${API_BASE}${PLAYER_API}/files/:materialId`,
  `GET ${API_BASE}${PLAYER_API}/speech/:key`,
  `GET ${PUBLIC_API_BASE}/files/:id{[0-9]+}`,
];

export const servesFile = (method: string, path: string) => FILE_ROUTES.includes(`${method} ${path}`);

/** The interface a route belongs to and the credential it takes. */
export function interfaceOf(
  method: string,
  path: string,
  requirement: Requirement,
): { interface: ApiInterface; security: SecurityName | null } {
  const file = servesFile(method, path);
  const named = (area: ApiInterface) => (file ? 'files' : area);
  if (path.startsWith(`${PUBLIC_API_BASE}/`)) return { interface: named('public'), security: 'siteToken' };
  if (path.startsWith(`${API_BASE}${PARTNER_API}/`)) return { interface: named('partner'), security: 'partnerToken' };
  if (path.startsWith(`${API_BASE}${PLAYER_API}/`)) return { interface: named('player'), security: 'playerToken' };
  if (path.startsWith(`${API_BASE}/storefront/`)) return { interface: named('storefront'), security: null };
  return { interface: named('staff'), security: requirement.kind === 'public' ? null : 'adminToken' };
}
