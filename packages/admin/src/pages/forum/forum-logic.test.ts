import { describe, expect, it } from 'vitest';
import { tabOf, visibleTabs } from './forum-tabs';
import { moderationChoices } from './moderation-choices';
import { moderationSummary } from './moderation-summary';
import { htmlToText, textOfHtml } from './plain-html';
import { queueKey } from './queue-keys';

const t = (key: string, params?: Record<string, string | number>) => `${key}:${params?.count ?? ''}`;
const plain = { ctrlKey: false, metaKey: false, altKey: false };

describe('moderationSummary', () => {
  it('says what was done when nothing was refused', () => {
    expect(moderationSummary({ done: [1, 2], refused: [] }, t)).toEqual({
      status: 'success',
      text: 'forum.moderation.done:2',
    });
  });
  it('names the refusals and their distinct reasons, at most three', () => {
    const summary = moderationSummary(
      {
        done: [1],
        refused: [
          { id: 2, message: 'already published' },
          { id: 3, message: 'already published' },
          { id: 4, message: 'a' },
          { id: 5, message: 'b' },
          { id: 6, message: 'c' },
        ],
      },
      t,
    );
    expect(summary.status).toBe('warning');
    expect(summary.text).toBe('forum.moderation.done:1 forum.moderation.refused:5 already published; a; b');
  });
});

describe('queueKey', () => {
  it('moves with the arrows, Home and End, within the list', () => {
    expect(queueKey({ ...plain, key: 'ArrowDown' }, 0, 3)).toEqual({ kind: 'move', to: 1 });
    expect(queueKey({ ...plain, key: 'ArrowDown' }, 2, 3)).toEqual({ kind: 'move', to: 2 });
    expect(queueKey({ ...plain, key: 'ArrowUp' }, 0, 3)).toEqual({ kind: 'move', to: 0 });
    expect(queueKey({ ...plain, key: 'End' }, 0, 3)).toEqual({ kind: 'move', to: 2 });
    expect(queueKey({ ...plain, key: 'Home' }, 2, 3)).toEqual({ kind: 'move', to: 0 });
  });
  it('acts with a, t and r in either case, selects with Space', () => {
    expect(queueKey({ ...plain, key: 'a' }, 0, 1)).toEqual({ kind: 'act', action: 'approve' });
    expect(queueKey({ ...plain, key: 'T' }, 0, 1)).toEqual({ kind: 'act', action: 'approveTrust' });
    expect(queueKey({ ...plain, key: 'r' }, 0, 1)).toEqual({ kind: 'act', action: 'reject' });
    expect(queueKey({ ...plain, key: ' ' }, 0, 1)).toEqual({ kind: 'toggle' });
  });
  it('leaves modified keys and other keys alone', () => {
    expect(queueKey({ ...plain, key: 'a', ctrlKey: true }, 0, 1)).toBeNull();
    expect(queueKey({ ...plain, key: 'r', metaKey: true }, 0, 1)).toBeNull();
    expect(queueKey({ ...plain, key: 'x' }, 0, 1)).toBeNull();
    expect(queueKey({ ...plain, key: 'ArrowDown' }, 0, 0)).toBeNull();
  });
});

describe('the text of HTML', () => {
  it('reads the text back', () => {
    expect(htmlToText('<p>Hello &lt;b&gt;<br>world</p><p>second &amp; last</p>')).toBe(
      'Hello <b>\nworld\n\nsecond & last',
    );
  });
  it('counts an image or a product card as something written', () => {
    expect(textOfHtml('<p> </p>')).toBe('');
    expect(textOfHtml('<p><img data-material-id="3" alt=""></p>')).not.toBe('');
  });
});

describe('forum tabs', () => {
  it('shows moderation tabs to moderators and site access to config writers', () => {
    expect(visibleTabs(() => false)).toEqual(['topics']);
    expect(visibleTabs((p) => p === 'content:moderate')).toEqual(['topics', 'queue', 'reports', 'log', 'members']);
    expect(visibleTabs(() => true)).toContain('tokens');
  });
  it('opens the asked tab only when visible', () => {
    const visible = visibleTabs((p) => p === 'content:moderate');
    expect(tabOf('?tab=queue', visible)).toBe('queue');
    expect(tabOf('?tab=tokens', visible)).toBe('topics');
    expect(tabOf('deleted=false', visible)).toBe('topics');
  });
});

describe('moderationChoices', () => {
  const published = { status: 'published', heldReason: null, deleted: false, openReports: 0 } as const;
  it('offers replies no topic-only action, and all actions for a selection', () => {
    expect(moderationChoices('post')).not.toContain('pin');
    expect(moderationChoices('topic')).toContain('move');
  });
  it('offers what changes the record: unpin a pinned topic, restore a deleted one', () => {
    const pinned = moderationChoices('topic', { ...published, pinned: true, locked: false, featured: false });
    expect(pinned).toContain('unpin');
    expect(pinned).not.toContain('pin');
    expect(pinned).not.toContain('approve');
    expect(pinned).toContain('lock');
    const deleted = moderationChoices('post', { ...published, status: 'pending', deleted: true });
    expect(deleted).toEqual(['approve', 'approveTrust', 'reject', 'restore']);
  });
});
