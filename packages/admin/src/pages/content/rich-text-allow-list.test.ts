/**
 * The kit's editor cuts its HTML to a mirror of the contract's rich-text allow-list (the kit cannot import the
 * contract): the mirror must keep exactly what the server's sanitiser keeps, or a saved article changes on save.
 */
import { RICH_TEXT_LINK, RICH_TEXT_TAGS } from '@soundboard/contract';
import { EDITOR_TAGS, LINK_PATTERN } from '@soundboard/ui/editor/allowed-html.ts';
import { describe, expect, it } from 'vitest';

describe("the editor's allow-list", () => {
  it('keeps the same tags with the same attributes as the contract', () => {
    expect(EDITOR_TAGS).toEqual(RICH_TEXT_TAGS);
  });

  it('keeps the same links as the contract', () => {
    expect(LINK_PATTERN.source).toBe(RICH_TEXT_LINK.source);
    expect(LINK_PATTERN.flags).toBe(RICH_TEXT_LINK.flags);
  });
});
