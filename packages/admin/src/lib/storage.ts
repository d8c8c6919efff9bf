/**
 * localStorage with a memory fallback: storage can be missing (Node tests) or throw (blocked storage,
 * private modes); the app then keeps working for the session instead of crashing.
 */
const memory = new Map<string, string>();

function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export const storage = {
  get(key: string): string | null {
    try {
      const local = browserStorage();
      return local ? local.getItem(key) : (memory.get(key) ?? null);
    } catch {
      return memory.get(key) ?? null;
    }
  },
  set(key: string, value: string): void {
    memory.set(key, value);
    try {
      browserStorage()?.setItem(key, value);
    } catch {
      // Quota or blocked storage: the memory copy serves this session.
    }
  },
  remove(key: string): void {
    memory.delete(key);
    try {
      browserStorage()?.removeItem(key);
    } catch {
      // As above.
    }
  },
};
