/**
 * What accountApi.overview answers (packages/server/src/routes/overview.ts), for the User info screen: the
 * caller's profile, roles, recent activity, the work areas ("projects": kinds of records the user has written)
 * and the colleagues sharing a role.
 */
export interface OverviewProfile {
  id: number;
  userName: string;
  nickname: string;
  email: string;
  /** '' when none, else a /behind URL that needs the admin-token header (see useAvatarSrc). */
  avatar: string;
  officeLocation: string;
  introduction: string;
  /** ISO-8601 UTC. */
  registrationDate: string;
}

export interface OverviewRole {
  key: string;
  /** In the request's language. */
  name: string;
}

export interface ActivityRecord {
  id: number;
  /** An audit action key, e.g. 'login', 'update'. */
  action: string;
  /** An audit entity key, e.g. 'session', 'user.profile'. */
  entity: string;
  entityId: string | null;
  /** ISO-8601 UTC. */
  at: string;
}

export interface WorkArea {
  entity: string;
  count: number;
  /** ISO-8601 UTC. */
  lastAt: string;
}

export interface TeamMember {
  id: number;
  userName: string;
  nickname: string;
  avatar: string;
  /** Role names in the request's language. */
  roles: string[];
}

export interface AccountOverview {
  profile: OverviewProfile;
  roles: OverviewRole[];
  activity: ActivityRecord[];
  projects: WorkArea[];
  team: TeamMember[];
}
