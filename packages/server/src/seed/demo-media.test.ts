/**
 * The demo library on both drivers: the seeded database has categories in all five trees in both languages; with
 * a file store the demo seed draws its pictures and chimes, files them, stores their bytes, and the first speaker
 * uses a photo.
 */
import { type CategoryNode, type Material, type MaterialDetail, THUMBNAIL_SIDE } from '@soundboard/contract';
import { expect, it } from 'vitest';
import { imageSize } from '../media/image-size';
import { sniff } from '../media/sniff';
import { DEMO, forEachDriver } from '../test/harness';
import { seedDemoMedia } from './demo-media';

forEachDriver('demo media', (h) => {
  it('seeds categories in every tree, in both languages', async () => {
    const token = await h.login('admin', DEMO.admin);
    const names = async (tree: string) =>
      ((await h.call('GET', `/behind/categories/${tree}`, { token })).body.data as CategoryNode[]).map(
        (node) => `${node.nameZh}/${node.nameEn}`,
      );
    expect(await names('material')).toEqual([
      '门店海报/Store posters',
      '产品图/Product photos',
      '背景音乐/Background music',
      '轻音乐/Easy listening',
    ]);
    expect(await names('text')).toEqual(['促销广播/Promotions', '安全提示/Safety notices']);
    expect(await names('music')).toEqual(['早间/Morning', '晚间/Evening']);
    expect(await names('article')).toEqual(['行业资讯/Industry news', '安装案例/Installation cases']);
    expect(await names('forum')).toEqual(['技术交流/Tech talk', '售后/After-sales']);
  });

  it('with a file store, draws and files pictures and chimes whose bytes are what they claim', async () => {
    await h.database.db.transaction((tx) => seedDemoMedia(tx, new Date('2026-11-01T02:00:00Z'), 1, h.deps.files));
    const token = await h.login('admin', DEMO.admin);
    const list = (await h.call('GET', '/behind/materials?pageSize=96', { token })).body.data.list as Material[];
    const images = list.filter((item) => item.kind === 'image');
    const audio = list.filter((item) => item.kind === 'audio');
    expect(images).toHaveLength(4);
    expect(audio).toHaveLength(2);
    expect(images.every((item) => item.categoryId !== null && (item.width ?? 0) > 0)).toBe(true);
    for (const item of list) {
      const stream = await h.deps.files.get(item.hash);
      const chunks: Buffer[] = [];
      for await (const chunk of stream?.body ?? []) chunks.push(chunk as Buffer);
      expect(sniff(Buffer.concat(chunks))?.mime, item.name).toBe(item.mime);
    }
    // A poster is stored in two sizes, as an upload would be: the original and its thumbnail, THUMBNAIL_SIDE wide.
    const posters = images.filter((item) => (item.width ?? 0) > THUMBNAIL_SIDE);
    expect(posters).toHaveLength(2);
    for (const item of posters) {
      const thumbnail = await h.send('GET', `/behind/files/${item.id}/thumb`, { token });
      expect(thumbnail.status).toBe(200);
      const size = imageSize(new Uint8Array(await thumbnail.arrayBuffer()), 'image/png');
      expect(size, item.name).toEqual({ width: THUMBNAIL_SIDE, height: THUMBNAIL_SIDE * (180 / 320) });
    }
    const chime = (await h.call('GET', `/behind/materials/${audio[0]?.id}`, { token })).body.data as MaterialDetail;
    expect(chime.peaks?.length).toBe(120);
    expect(Math.max(...(chime.peaks ?? []))).toBeGreaterThan(0.5);
    const photo = list.find((item) => item.usageCount > 0);
    const detail = (await h.call('GET', `/behind/materials/${photo?.id}`, { token })).body.data as MaterialDetail;
    expect(detail.usages).toEqual([expect.objectContaining({ entity: 'product', field: 'images' })]);
  });
});
