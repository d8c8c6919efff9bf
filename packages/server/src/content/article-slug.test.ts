/**
 * Slugs (Chinese as pinyin, English, the limit, duplicates) and the list's search in Chinese and English, in
 * titles and bodies, through the real routes on both drivers.
 */
import { describe, expect, it } from 'vitest';
import { data } from '../test/commerce';
import { forEachDriver } from '../test/harness';
import { articleInput, contentTeam, createArticle, en, unique } from './article-fixtures';
import { SLUG_MAX, slugFromTitle } from './article-slug';

describe('slug from a title', () => {
  it('writes Chinese as toneless pinyin and keeps Latin words and digits', () => {
    expect(slugFromTitle('会议室音响安装指南')).toBe('hui-yi-shi-yin-xiang-an-zhuang-zhi-nan');
    expect(slugFromTitle('SB-BS5 书架音箱：3步搞定')).toBe('sb-bs5-shu-jia-yin-xiang-3-bu-gao-ding');
    expect(slugFromTitle('Café & Bar — Ceiling Speakers!')).toBe('cafe-bar-ceiling-speakers');
    expect(slugFromTitle('！？')).toBe('article');
  });

  it('stays within the limit at a word boundary', () => {
    const slug = slugFromTitle('speaker '.repeat(30));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(slug.endsWith('speaker')).toBe(true);
  });
});

forEachDriver('article slugs and search', (h) => {
  it('generates unique slugs for the same title, suggests a free one, and checks a given one', async () => {
    const team = await contentTeam(h);
    const title = `门店音响 ${unique('guide')}`;
    const first = await createArticle(h, team.editor, title);
    const second = await createArticle(h, team.editor, title);
    expect(first.slug).toMatch(/^men-dian-yin-xiang-guide-/);
    expect(second.slug).toBe(`${first.slug}-2`);
    const suggested = data(
      await h.call('GET', `/behind/articles/slug?title=${encodeURIComponent(title)}`, { token: team.editor }),
    );
    expect(suggested.slug).toBe(`${first.slug}-3`);
    // Its own slug is not taken for itself.
    const own = data(
      await h.call('GET', `/behind/articles/slug?title=${encodeURIComponent(title)}&id=${first.id}`, {
        token: team.editor,
      }),
    );
    expect(own.slug).toBe(first.slug);

    const bad = await h.call('POST', '/behind/articles', {
      token: team.editor,
      headers: en,
      json: { ...articleInput('Bad slug'), slug: 'Not A Slug!' },
    });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain('Use lower-case letters, digits and single dashes');
    const taken = await h.call('POST', '/behind/articles', {
      token: team.editor,
      headers: en,
      json: { ...articleInput('Taken slug'), slug: first.slug },
    });
    expect(taken.status).toBe(422);
  });

  it('finds articles by words of the title or the body, in Chinese and in English', async () => {
    const team = await contentTeam(h);
    const tag = unique('t').replace(/\W/g, '');
    const zh = await createArticle(h, team.editor, `线阵列 ${tag}`, { body: '<p>宴会厅的混响时间很长</p>' });
    const enArticle = await createArticle(h, team.editor, `Subwoofer ${tag}`, {
      body: '<p>Placement near the <strong>corner</strong> boosts bass</p>',
    });
    const search = async (q: string) =>
      data(await h.call('GET', `/behind/articles?q=${encodeURIComponent(q)}`, { token: team.editor })).list.map(
        (row: { id: number }) => row.id,
      );
    expect(await search(`线阵列 ${tag}`)).toEqual([zh.id]);
    expect(await search('混响时间')).toContain(zh.id);
    expect(await search(`subwoofer ${tag}`)).toEqual([enArticle.id]);
    expect(await search('corner boosts')).toContain(enArticle.id);
    expect(await search('混响时间')).not.toContain(enArticle.id);
  });
});
