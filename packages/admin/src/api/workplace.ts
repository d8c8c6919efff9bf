/** The Workplace's figures (GET /behind/dashboard/workplace, permission dashboard:read): one call for every panel. */
import { WORKPLACE_PATH, type WorkplaceFigures } from '@soundboard/contract';
import { request } from './http';
import { prefetchable } from './prefetchable';

export function loadWorkplaceFigures(): Promise<WorkplaceFigures> {
  return request<WorkplaceFigures>({ url: WORKPLACE_PATH });
}

const figures = prefetchable(loadWorkplaceFigures);

/** Asks for the figures ahead of the page (see prefetchable). */
export const prefetchWorkplaceFigures = figures.prefetch;

/** The page's load: the waiting prefetch when fresh (taken once), otherwise a new request. */
export const takeWorkplaceFigures = figures.take;
