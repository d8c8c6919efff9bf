import { describe, expect, it } from 'vitest';
import { routeMatcher } from './route-matcher';

const route = (method: string, path: string) => ({ method, path });

describe('routeMatcher', () => {
  const routes = [
    route('GET', '/behind/orders/:id{[0-9]+}'),
    route('GET', '/behind/account/messages/:id'),
    route('GET', '/behind/account/messages/page'),
    route('POST', '/behind/orders/:id{[0-9]+}/approve'),
    route('GET', '/behind/files/:key/*'),
    route('GET', '/behind/orders/:number{[0-9]+}'),
  ];
  const match = routeMatcher(routes);

  it('finds the route of a concrete path by its method, ignoring the query', () => {
    expect(match('GET', '/behind/orders/12')?.path).toBe('/behind/orders/:id{[0-9]+}');
    expect(match('get', '/behind/orders/12?fields=id')?.path).toBe('/behind/orders/:id{[0-9]+}');
    expect(match('POST', '/behind/orders/12/approve')?.path).toBe('/behind/orders/:id{[0-9]+}/approve');
    expect(match('POST', '/behind/orders/12')).toBeUndefined();
  });

  it('prefers a literal segment over a parameter, whichever the router listed first', () => {
    expect(match('GET', '/behind/account/messages/page')?.path).toBe('/behind/account/messages/page');
    expect(match('GET', '/behind/account/messages/7')?.path).toBe('/behind/account/messages/:id');
  });

  it('holds a parameter to its pattern and a free one to a single segment', () => {
    expect(match('GET', '/behind/orders/abc')).toBeUndefined();
    expect(match('GET', '/behind/orders/12/lines')).toBeUndefined();
    expect(match('GET', '/behind/account/messages/7/8')).toBeUndefined();
  });

  it('keeps the first listed of two equally literal routes, and lets a wildcard take the rest of the path', () => {
    expect(match('GET', '/behind/orders/5')?.path).toBe('/behind/orders/:id{[0-9]+}');
    expect(match('GET', '/behind/files/a1/x/y.png')?.path).toBe('/behind/files/:key/*');
  });

  it('ranks a constrained parameter above a free one', () => {
    const either = routeMatcher([route('GET', '/behind/things/:slug'), route('GET', '/behind/things/:id{[0-9]+}')]);
    expect(either('GET', '/behind/things/3')?.path).toBe('/behind/things/:id{[0-9]+}');
    expect(either('GET', '/behind/things/three')?.path).toBe('/behind/things/:slug');
  });
});
