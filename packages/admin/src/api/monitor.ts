/** The server monitor's figures (GET /behind/monitor, permission monitor:read: administrators only). */
import { MONITOR_PATH, type MonitorSnapshot } from '@soundboard/contract';
import { request } from './http';

export function loadMonitor(): Promise<MonitorSnapshot> {
  return request<MonitorSnapshot>({ url: MONITOR_PATH });
}
