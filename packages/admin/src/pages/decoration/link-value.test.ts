import { describe, expect, it } from 'vitest';
import { linkOfKind, shownLinkIssue } from './link-value';

describe('link field values', () => {
  it('starts a page link on the home page and the other kinds empty', () => {
    expect(linkOfKind('page')).toEqual({ kind: 'page', target: 'home' });
    expect(linkOfKind('product')).toEqual({ kind: 'product', target: '' });
    expect(linkOfKind('url')).toEqual({ kind: 'url', target: '' });
  });

  it('says nothing while the target is empty or there is no link', () => {
    expect(shownLinkIssue(null)).toBeNull();
    expect(shownLinkIssue({ kind: 'url', target: '' })).toBeNull();
  });

  it('names the contract message of a target of the wrong shape', () => {
    expect(shownLinkIssue({ kind: 'url', target: 'http://example.com' })).toBe('validation.https');
    expect(shownLinkIssue({ kind: 'url', target: 'https://user:pw@example.com' })).toBe('validation.https');
    expect(shownLinkIssue({ kind: 'url', target: 'https://example.com/a' })).toBeNull();
    expect(shownLinkIssue({ kind: 'product', target: 'abc' })).toBe('validation.linkId');
    expect(shownLinkIssue({ kind: 'page', target: 'nowhere' })).toBe('validation.linkPage');
    expect(shownLinkIssue({ kind: 'article', target: '12' })).toBeNull();
  });
});
