/**
 * The caller's address. X-Forwarded-For is written by whoever sends it, so it is read only when TRUST_PROXY is on
 * AND the socket's peer is one of the trusted proxies (TRUSTED_PROXIES, loopback by default); then the hop the
 * outermost trusted proxy appended is used: the `hops`-th entry from the right (TRUSTED_PROXY_HOPS, default 1).
 * Everything left of it was chosen by the client. Otherwise the socket's own address.
 */
import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';
import type { AppEnv } from './env';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/** Which peers may speak for the client, and how many proxies (ours) stand between it and us. */
export interface ProxyTrust {
  addresses: BlockList;
  hops: number;
}

export const DEFAULT_TRUSTED_PROXIES = '127.0.0.0/8,::1';

/** Parses "10.0.0.0/8, 192.168.1.7, ::1"; throws on an entry that is not an address or a subnet (start-up fails). */
export function proxyTrust(list: string = DEFAULT_TRUSTED_PROXIES, hops = 1): ProxyTrust {
  if (!Number.isInteger(hops) || hops < 1) throw new Error(`TRUSTED_PROXY_HOPS must be a whole number >= 1: ${hops}`);
  const addresses = new BlockList();
  for (const entry of list.split(',').map((item) => item.trim())) {
    if (entry === '') continue;
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address);
    if (family === 0) throw new Error(`TRUSTED_PROXIES: not an address: ${entry}`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) addresses.addAddress(address, type);
    else addresses.addSubnet(address, Number.parseInt(prefix, 10), type);
  }
  return { addresses, hops };
}

const defaultTrust = proxyTrust();

/** ::ffff:127.0.0.1 (an IPv4 client on a dual-stack socket) as 127.0.0.1. */
function plain(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/** The socket's peer; undefined in-process (app.request without Node bindings). */
function peerAddress(c: Context<AppEnv>): string | undefined {
  const address = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
  return address ? plain(address) : undefined;
}

/** True when the request came through one of our proxies, so its X-Forwarded-* headers can be believed. */
export function fromTrustedProxy(c: Context<AppEnv>): boolean {
  if (!c.var.deps.trustProxy) return false;
  const peer = peerAddress(c);
  if (!peer) return false;
  const trust = c.var.deps.proxyTrust ?? defaultTrust;
  return trust.addresses.check(peer, isIP(peer) === 4 ? 'ipv4' : 'ipv6');
}

export function clientAddress(c: Context<AppEnv>): string {
  const peer = peerAddress(c) ?? 'unknown';
  if (!fromTrustedProxy(c)) return peer;
  const hops = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => hop !== '');
  if (hops.length === 0) return peer;
  const { hops: trusted } = c.var.deps.proxyTrust ?? defaultTrust;
  // Fewer entries than proxies: every entry was written by one of ours, the leftmost is the client.
  const hop = hops[Math.max(0, hops.length - trusted)] ?? '';
  return isIP(hop) ? plain(hop) : peer;
}

/** The client reached us over HTTPS (directly, or a trusted proxy says so). */
export function isHttps(c: Context<AppEnv>): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  return fromTrustedProxy(c) && c.req.header('x-forwarded-proto') === 'https';
}

/** The origin the client used: the request's host, on https when it came over HTTPS. */
export function requestOrigin(c: Context<AppEnv>): string {
  const url = new URL(c.req.url);
  if (url.protocol === 'http:' && isHttps(c)) url.protocol = 'https:';
  return url.origin;
}
