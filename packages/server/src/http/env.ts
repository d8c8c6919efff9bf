import type { Locale, Permission } from '@soundboard/contract';
import type { Db } from '../db/client';
import type { Logger } from '../log';
import type { FileStore } from '../storage/file-store';
import type { ProxyTrust } from './client-address';
import type { DbStats } from './metrics';

export interface SessionUser {
  sessionId: number;
  userId: number;
  username: string;
  roles: string[];
  /** Switch roles: the role this session acts as (its permissions alone apply); null: all of the user's roles. */
  activeRole: string | null;
  permissions: Set<Permission>;
  /** The server menu's entries the user's roles list (Settings → roles); null: every entry the permissions allow. */
  menuKeys: ReadonlySet<string> | null;
  /** A generated password (new user, reset) must be replaced first: until then only the password route answers. */
  mustChangePassword: boolean;
  /** A role requires a second factor the user has not set up (auth/two-factor.ts): only enrolment answers. */
  mustEnrolTwoFactor: boolean;
  /** What /user/user_info shows, read in the same statement as the session (no second query, no password hash). */
  profile: SessionProfile;
}

export interface SessionProfile {
  nickname: string;
  email: string;
  avatarId: number | null;
  accountId: string;
  registeredAt: Date;
  /** In the order of `roles`. */
  roleNames: { zh: string; en: string }[];
}

export interface AppDeps {
  db: Db;
  dbKind: 'pglite' | 'postgres';
  ping(): Promise<boolean>;
  now(): Date;
  log: Logger;
  /** Where uploaded files' bytes live (storage/file-store.ts). */
  files: FileStore;
  /** Take the client address from X-Forwarded-For (only behind a trusted reverse proxy). */
  trustProxy: boolean;
  /** With trustProxy: which peers are our proxies and how many stand in front (absent: loopback, one hop). */
  proxyTrust?: ProxyTrust;
  /** The database queue for the server monitor (absent: the monitor shows the kind only). */
  dbStats?: () => DbStats;
  /** This process among several on one port (cluster/primary.ts), answered as X-Served-By; absent when alone. */
  instance?: string;
}

/** A store's player calling the device routes with its token (player/player-token.ts). */
export interface DeviceCaller {
  tokenId: number;
  playerId: number;
  playerName: string;
  storeId: number;
  /** The store's Chinese name (the name its records show). */
  storeName: string;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    locale: Locale;
    requestId: string;
    user: SessionUser;
    /** Set on the device routes only (never with `user`). */
    device: DeviceCaller;
  };
}
