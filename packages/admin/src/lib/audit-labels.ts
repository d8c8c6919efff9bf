/**
 * Labels for audit keys (User info: recent activity and work areas). The server's audit log names a resource by
 * its definition's name ('saleOrder') and its transitions by their action ('submit'): those read the resource
 * dictionaries, like the record's own history. The account area's entities ('user.profile') and the shared
 * verbs ('login', 'update', 'pay') read the app dictionaries. A key no dictionary knows is shown as it is.
 */
import { RESOURCES, resourceKeys } from '@soundboard/contract';

export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** The text of `key`, or null when the dictionaries have none (t answers the key itself then). */
function known(t: Translate, key: string): string | null {
  const text = t(key);
  return text === key || text === '' ? null : text;
}

/** A resource's name (the resource dictionaries), else an account area's (the app's), else the raw key. */
export function auditEntityLabel(t: Translate, entity: string): string {
  const def = RESOURCES[entity];
  return (def && known(t, resourceKeys.title(def))) ?? known(t, `userInfo.entity.${entity}`) ?? entity;
}

/** The resource's own action label when it has one ('Submit'), else the shared verb ('Updated'), else the key. */
export function auditActionLabel(t: Translate, action: string, entity: string): string {
  const def = RESOURCES[entity];
  return (def && known(t, resourceKeys.action(def, action))) ?? known(t, `userInfo.action.${action}`) ?? action;
}

/** The name a person is shown by: the nickname, else the user name. */
export function displayName(person: { nickname: string; userName: string }): string {
  return person.nickname.trim() || person.userName;
}
