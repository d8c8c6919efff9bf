/**
 * Who a user id names, for the user chips (docs/modules/app-shell.md, Shared widgets): every id asked for within
 * BATCH_WINDOW_MS (one render of a list's rows, a drawer opened over it) goes to the server in ONE request
 * (GET /user/find-many, at most USER_FIND_MANY_MAX ids each), and each answer is kept for the session, so a screen
 * of chips costs one request and a screen shown again costs none. An avatar is fetched once through the client (it
 * needs the token, which an <img src> cannot send) and kept as an object URL. Signing out forgets it all.
 */
import { USER_FIND_MANY_MAX, type UserDisplay } from '@soundboard/contract';
import type { ReadableAtom } from 'nanostores';

/** Long enough for the chips of one render and the effects that follow it, too short for anyone to notice. */
export const BATCH_WINDOW_MS = 10;

/** What the chip shows: the display name and an avatar the page can load (an object URL), if the user has one. */
export interface StaffSummary {
  id: number;
  name: string;
  avatarSrc?: string;
}

export interface UserLookupDeps {
  /** One request for many ids; ids it does not know are absent from the answer. */
  findMany: (ids: number[]) => Promise<UserDisplay[]>;
  /** The avatar's image as an object URL. */
  avatarSrc: (url: string) => Promise<string>;
  /** Frees an object URL made by avatarSrc. */
  revoke: (src: string) => void;
}

interface Waiting {
  resolve: (summary: StaffSummary | null) => void;
  reject: (error: unknown) => void;
}

export interface UserLookup {
  /** The user `id` names, or null when it names nobody; rejects when its batch's request failed. */
  find: (id: number) => Promise<StaffSummary | null>;
  /** Forgets every answer and frees the avatars (sign-out). */
  clear: () => void;
}

export function createUserLookup(deps: UserLookupDeps): UserLookup {
  let known = new Map<number, Promise<StaffSummary | null>>();
  let avatars = new Map<string, Promise<string | undefined>>();
  let waiting = new Map<number, Waiting>();
  let scheduled = false;

  /** A failed image leaves the chip with the name's initial. */
  const avatarOf = (url: string): Promise<string | undefined> => {
    let src = avatars.get(url);
    if (!src) {
      src = deps.avatarSrc(url).catch(() => undefined);
      avatars.set(url, src);
    }
    return src;
  };

  const summaryOf = async (user: UserDisplay): Promise<StaffSummary> => {
    const avatarSrc = user.avatar ? await avatarOf(user.avatar) : undefined;
    return avatarSrc ? { id: user.id, name: user.name, avatarSrc } : { id: user.id, name: user.name };
  };

  async function ask(batch: Map<number, Waiting>, ids: number[]): Promise<void> {
    try {
      const found = new Map((await deps.findMany(ids)).map((user) => [user.id, user]));
      for (const id of ids) {
        const user = found.get(id);
        if (!user) batch.get(id)?.resolve(null);
        else void summaryOf(user).then((summary) => batch.get(id)?.resolve(summary));
      }
    } catch (error) {
      // Not kept: a chip shown later asks again.
      for (const id of ids) {
        known.delete(id);
        batch.get(id)?.reject(error);
      }
    }
  }

  function flush(): void {
    const batch = waiting;
    waiting = new Map();
    scheduled = false;
    const ids = [...batch.keys()];
    for (let start = 0; start < ids.length; start += USER_FIND_MANY_MAX) {
      void ask(batch, ids.slice(start, start + USER_FIND_MANY_MAX));
    }
  }

  return {
    find(id) {
      let answer = known.get(id);
      if (!answer) {
        answer = new Promise<StaffSummary | null>((resolve, reject) => waiting.set(id, { resolve, reject }));
        known.set(id, answer);
        if (!scheduled) setTimeout(flush, BATCH_WINDOW_MS);
        scheduled = true;
      }
      return answer;
    },
    clear() {
      for (const src of avatars.values()) void src.then((url) => url && deps.revoke(url));
      // New maps: a batch still on its way fills the old ones, which nobody reads any more.
      known = new Map();
      avatars = new Map();
    },
  };
}

/**
 * What a chip shows for `id` (docs/modules/app-shell.md, Shared widgets): the user as `lookup` names them, else the
 * name the screen already had, else `#id` — never a failure, so no chip stays a skeleton. `lookup` is null when the
 * signed-in user may not look colleagues up: then nothing is asked.
 */
export async function chipSummary(
  lookup: UserLookup | null,
  id: string | number,
  name?: string | null,
): Promise<{ user_name: string; user_avatar?: string | null }> {
  const fallback = { user_name: name || `#${id}` };
  const numeric = Number(id);
  if (!lookup || !Number.isInteger(numeric)) return fallback;
  const found = await lookup.find(numeric).catch(() => null);
  return found ? { user_name: found.name, user_avatar: found.avatarSrc ?? null } : fallback;
}

/** Forgets the lookup's answers whenever the session ends (logout, or the server ending it). */
export function clearOnSignOut(lookup: UserLookup, session: ReadableAtom<{ in: boolean }>): () => void {
  return session.listen((state) => {
    if (!state.in) lookup.clear();
  });
}
