/**
 * Labels for audit keys (User info: recent activity and work areas). Actions and entities come from the server's
 * audit log as plain keys ('update', 'user.profile'); a key the dictionaries do not know yet is shown as it is.
 */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

export type AuditKind = 'action' | 'entity';

/** The translated label of an audit action or entity, or the raw key when there is no text for it. */
export function auditLabel(t: Translate, kind: AuditKind, key: string): string {
  const id = `userInfo.${kind}.${key}`;
  const text = t(id);
  return text === id || text === '' ? key : text;
}

/** The name a person is shown by: the nickname, else the user name. */
export function displayName(person: { nickname: string; userName: string }): string {
  return person.nickname.trim() || person.userName;
}
