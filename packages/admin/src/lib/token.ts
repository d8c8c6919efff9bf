/** The session token: an opaque string in local storage under `admin-token`. */
import { storage } from './storage';

export const TOKEN_STORAGE_KEY = 'admin-token';

export function getToken(): string | null {
  return storage.get(TOKEN_STORAGE_KEY) || null;
}

export function setToken(token: string): void {
  storage.set(TOKEN_STORAGE_KEY, token);
}

export function clearToken(): void {
  storage.remove(TOKEN_STORAGE_KEY);
}

export function isLoggedIn(): boolean {
  return getToken() !== null;
}
