/**
 * The plan's audio in Cache Storage, so the player plays on while the server is unreachable: a file is fetched
 * once (with the device token) and read from the cache after. Cache Storage exists only in a secure context
 * (HTTPS or localhost); elsewhere every play fetches again.
 */
import { apiUrl, type PlayerApi } from '../api/player';

const CACHE = 'soundboard-player-audio-v1';

const storage = () => (typeof caches === 'undefined' ? null : caches.open(CACHE));

/** The file's bytes from the cache, else from the server (kept for next time). */
export async function loadAudio(api: PlayerApi, url: string): Promise<ArrayBuffer> {
  const cache = await storage()?.catch(() => null);
  const key = new URL(apiUrl(url), location.origin).href;
  const hit = await cache?.match(key);
  if (hit) return hit.arrayBuffer();
  const answer = await api.file(url);
  if (cache) await cache.put(key, answer.clone()).catch(() => {});
  return answer.arrayBuffer();
}

/** Fetches into the cache what it does not hold yet (errors are left for the play itself to report). */
export async function prefetchAudio(api: PlayerApi, urls: readonly string[]) {
  const cache = await storage()?.catch(() => null);
  if (!cache) return;
  for (const url of new Set(urls)) {
    const key = new URL(apiUrl(url), location.origin).href;
    if (await cache.match(key)) continue;
    try {
      await cache.put(key, await api.file(url));
    } catch {
      return; // offline or refused: try again on the next prefetch
    }
  }
}

/** Forgets the files no longer in the plan (the cache would otherwise grow with every playlist change). */
export async function pruneAudio(keep: readonly string[]) {
  const cache = await storage()?.catch(() => null);
  if (!cache) return;
  const wanted = new Set(keep.map((url) => new URL(apiUrl(url), location.origin).href));
  for (const request of await cache.keys()) if (!wanted.has(request.url)) await cache.delete(request);
}

export async function clearAudio() {
  if (typeof caches !== 'undefined') await caches.delete(CACHE).catch(() => false);
}
