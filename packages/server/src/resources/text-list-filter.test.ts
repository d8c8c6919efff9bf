/**
 * A list of texts filtered with `in` (an article's tags): a record matches when it has any of the given texts,
 * on both drivers (the column is a text array, so the filter is an overlap, not a scalar IN).
 */
import { beforeAll, expect, it } from 'vitest';
import { contentTeam, createArticle, en, unique } from '../content/article-fixtures';
import { data } from '../test/commerce';
import { forEachDriver } from '../test/harness';

forEachDriver('textList in-filter', (h) => {
  let token: string;
  const tag = unique('tag').replace(/\W+/g, '');
  beforeAll(async () => {
    token = (await contentTeam(h)).editor;
  });

  it('matches the records sharing any of the tags, and no other', async () => {
    const speaker = await createArticle(h, token, unique('Speakers'), { tags: [`${tag}-speaker`, `${tag}-guide`] });
    const amp = await createArticle(h, token, unique('Amplifiers'), { tags: [`${tag}-amp`] });
    await createArticle(h, token, unique('Untagged'), { tags: [] });
    const ids = async (tags: string) =>
      data(await h.call('GET', `/behind/articles?tags=${encodeURIComponent(tags)}`, { token, headers: en })).list.map(
        (row: { id: number }) => row.id,
      );
    expect(await ids(`${tag}-guide`)).toEqual([speaker.id]);
    expect((await ids(`${tag}-amp,${tag}-speaker`)).sort()).toEqual([speaker.id, amp.id].sort());
    expect(await ids(`${tag}-none`)).toEqual([]);
  });
});
