/**
 * A fuzzed bad component: a valid document of random blocks with one thing broken — a property of the wrong type,
 * a value out of its range, an unknown property, an unknown kind — is refused with the path of what was broken
 * (under `document.`), and nothing is stored: the draft and its draftVersion stay as they were.
 */
import { BLOCK_KINDS, BLOCK_STYLE, BLOCKS, type BlockKind, type PropDef } from '@soundboard/contract';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { DEMO, forEachDriver } from '../test/harness';
import { createTemplate, documentOf, saveDraft, templateRow } from './decoration-fixtures';

type Breakage = 'wrongType' | 'outOfRange' | 'unknownProperty' | 'unknownKind';

/** A value no schema of this descriptor takes as its type. */
function wrongType(def: PropDef): unknown {
  switch (def.type) {
    case 'integer':
    case 'material':
    case 'store':
    case 'products':
      return 'twelve';
    case 'boolean':
      return 'yes';
    case 'list':
      return { item: 1 };
    default:
      return 42;
  }
}

/** A value just outside the descriptor's range, or null when it has none. */
function outOfRange(def: PropDef, low: boolean): unknown {
  switch (def.type) {
    case 'integer':
      return low ? def.min - 1 : def.max + 1;
    case 'text':
    case 'longText':
      return 'x'.repeat(def.max + 1);
    case 'products':
      return Array.from({ length: def.max + 1 }, (_, index) => index + 1);
    case 'list':
      return low && def.min > 0 ? [] : null;
    default:
      return null;
  }
}

interface Case {
  kinds: BlockKind[];
  block: number;
  pick: number;
  breakage: Breakage;
  low: boolean;
  word: string;
}

/** Breaks the chosen block of `doc` and says where: the path below the block. */
function breakBlock(
  component: { kind: string; props: Record<string, unknown>; style: Record<string, unknown> },
  c: Case,
) {
  const defs = Object.entries(BLOCKS[component.kind as BlockKind].props) as [string, PropDef][];
  const [name, def] = defs[c.pick % defs.length] ?? [];
  if (!name || !def) throw new Error('a block without properties');
  if (c.breakage === 'unknownKind') {
    component.kind = `zz${c.word}`;
    return 'kind';
  }
  if (c.breakage === 'unknownProperty') {
    component.props[`zz${c.word}`] = 1;
    return `props.zz${c.word}`;
  }
  if (c.breakage === 'wrongType') {
    component.props[name] = wrongType(def);
    return `props.${name}`;
  }
  const ranged = defs.filter(([, candidate]) => outOfRange(candidate, c.low) !== null);
  const chosen = ranged[c.pick % Math.max(ranged.length, 1)];
  if (chosen) {
    component.props[chosen[0]] = outOfRange(chosen[1], c.low);
    return `props.${chosen[0]}`;
  }
  // No property of this block has a range: its style does.
  const styles = Object.entries(BLOCK_STYLE).filter(([, candidate]) => candidate.type === 'integer');
  const [styleName, styleDef] = styles[c.pick % styles.length] ?? [];
  if (!styleName || !styleDef) throw new Error('no ranged style');
  component.style[styleName] = outOfRange(styleDef, c.low);
  return `style.${styleName}`;
}

const cases = fc.record({
  kinds: fc.array(fc.constantFrom(...BLOCK_KINDS), { minLength: 1, maxLength: 6 }),
  block: fc.nat(),
  pick: fc.nat(),
  breakage: fc.constantFrom<Breakage>('wrongType', 'outOfRange', 'unknownProperty', 'unknownKind'),
  low: fc.boolean(),
  word: fc.stringMatching(/^[a-z]{1,8}$/),
});

forEachDriver('template documents (fuzzed)', (h) => {
  let editor = '';
  let id = 0;

  beforeAll(async () => {
    editor = await h.login('editor', DEMO.editor);
    id = (await createTemplate(h, editor)).id;
  });

  it('refuses a broken block with the path of what was broken and stores nothing', async () => {
    await fc.assert(
      fc.asyncProperty(cases, async (c) => {
        const doc = documentOf(...c.kinds);
        const index = c.block % c.kinds.length;
        const component = doc.pages[0]?.components[index];
        if (!component) throw new Error('no block');
        const path = `document.pages.0.components.${index}.${breakBlock(component as never, c)}`;
        const before = await templateRow(h, id);
        const answer = await saveDraft(h, editor, id, doc, before.draftVersion);
        expect(answer.status).toBe(422);
        expect(answer.body.data.issues.map((issue: { path: string }) => issue.path)).toContain(path);
        const after = await templateRow(h, id);
        expect(after.draft).toEqual(before.draft);
        expect(after.draftVersion).toBe(before.draftVersion);
      }),
      { numRuns: 40 },
    );
  });

  it('saves the same documents unbroken', async () => {
    await fc.assert(
      fc.asyncProperty(cases, async (c) => {
        const doc = documentOf(...c.kinds);
        const answer = await saveDraft(h, editor, id, doc);
        expect(answer.status).toBe(200);
        expect((await templateRow(h, id)).draft).toEqual(doc);
      }),
      { numRuns: 10 },
    );
  });
});
