/** The Workplace's figures (GET /behind/dashboard/workplace, permission dashboard:read): one call for every panel. */
import { WORKPLACE_PATH, type WorkplaceFigures } from '@soundboard/contract';
import { request } from './http';

export function loadWorkplaceFigures(): Promise<WorkplaceFigures> {
  return request<WorkplaceFigures>({ url: WORKPLACE_PATH });
}
