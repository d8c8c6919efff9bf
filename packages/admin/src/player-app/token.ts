/**
 * The device token: typed on the sign-in screen or handed over in the URL fragment (`#token=…`, which the browser
 * never sends to a server). A fragment token is stored and taken out of the address bar at once.
 */
import { PLAYER_TOKEN_STORAGE_KEY } from '@soundboard/contract';

export function tokenFromFragment(hash: string): string | null {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return value?.trim() || null;
}

/** The stored token, after taking one from the address bar if it carries one. */
export function takeToken(): string | null {
  const fromUrl = tokenFromFragment(location.hash);
  if (fromUrl) {
    saveToken(fromUrl);
    history.replaceState(null, '', `${location.pathname}${location.search}`);
  }
  return localStorage.getItem(PLAYER_TOKEN_STORAGE_KEY);
}

export function saveToken(token: string) {
  localStorage.setItem(PLAYER_TOKEN_STORAGE_KEY, token);
}

export function forgetToken() {
  localStorage.removeItem(PLAYER_TOKEN_STORAGE_KEY);
}
