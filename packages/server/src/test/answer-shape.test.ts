import { Hono } from 'hono';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { withOutput } from '../openapi/route-output';
import { checkAnswerShape } from './answer-shape';

/** A router with one shaped route that answers whatever envelope the test puts in `answer`. */
function appAnswering() {
  const app = new Hono();
  const sent: { body: unknown; type: string } = { body: null, type: 'application/json' };
  const shape = v.object({ id: v.number(), name: v.string() });
  app.get(
    '/behind/things/:id{[0-9]+}',
    withOutput(shape, (c) => c.body(JSON.stringify(sent.body), 200, { 'Content-Type': sent.type })),
  );
  app.get('/behind/things/plain', (c) => c.json({ code: 1, msg: 'ok', data: 'anything' }));
  async function call(path: string, body: unknown, type = 'application/json') {
    Object.assign(sent, { body, type });
    const response = await app.request(path);
    const answer = { status: response.status, headers: response.headers, body: await response.json() };
    return () => checkAnswerShape(app, 'GET', path, answer);
  }
  return { call };
}

describe('checkAnswerShape', () => {
  it("passes a success envelope whose data matches its route's shape", async () => {
    const { call } = appAnswering();
    expect(await call('/behind/things/3', { code: 1, msg: 'ok', data: { id: 3, name: 'a' } })).not.toThrow();
  });

  it('names the route and the first issue when the data does not match', async () => {
    const { call } = appAnswering();
    const check = await call('/behind/things/3?x=1', { code: 1, msg: 'ok', data: { id: '3', name: 'a' } });
    expect(check).toThrow(/GET \/behind\/things\/:id\{\[0-9\]\+\}.*id: Invalid type/);
  });

  it('leaves refusals, other content types and routes without a shape alone', async () => {
    const { call } = appAnswering();
    expect(await call('/behind/things/3', { code: 400022, msg: 'no', data: { issues: [] } })).not.toThrow();
    expect(await call('/behind/things/3', { code: 1, data: 'x' }, 'text/plain')).not.toThrow();
    const plain = appAnswering();
    expect(await plain.call('/behind/things/plain', null)).not.toThrow();
  });
});
