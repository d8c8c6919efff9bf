/**
 * The kit's print components take their words as a prop shaped by its DocumentWords (the kit cannot import the
 * contract), and its stories print sample words: the shape must be the contract's PrintWords and the samples its
 * printWords, or the baselines show words no document prints.
 */
import { type PrintWords, printWords } from '@soundboard/contract';
import type { DocumentWords } from '@soundboard/ui/print/document-words.ts';
import { WORDS_EN, WORDS_ZH } from '@soundboard/ui/print/print-fixtures.ts';
import { describe, expect, expectTypeOf, it } from 'vitest';

describe("the kit's print words", () => {
  it('have the shape of the contract words (checked by tsc)', () => {
    expectTypeOf<DocumentWords>().toEqualTypeOf<PrintWords>();
  });

  it("are the contract's words in the stories, in both languages", () => {
    expect(WORDS_ZH).toEqual(printWords['zh-CN']);
    expect(WORDS_EN).toEqual(printWords['en-US']);
  });
});
