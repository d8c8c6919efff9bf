import { expect } from 'vitest';
import { serverBase } from './browser';

interface Envelope<T> {
  code: number;
  data: T;
}

/** An answer of the storefront's public API (no sign-in), as a visitor's browser gets it. */
export async function publicApi<T>(path: string): Promise<T> {
  const answer = (await (await fetch(`${serverBase()}/behind${path}`)).json()) as Envelope<T>;
  expect(answer.code, `${path}: ${JSON.stringify(answer).slice(0, 300)}`).toBe(1);
  return answer.data;
}
