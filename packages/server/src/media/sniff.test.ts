/**
 * Uploads judged by their bytes on both drivers: every accepted format gets its type and kind whatever its name
 * and declared type say (images their size from the header), an EXE renamed .png and unsafe SVGs are refused with
 * a translated 415 and nothing stored, a clean SVG is accepted as it is.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { materials } from '../db/schema';
import { DEMO, forEachDriver } from '../test/harness';
import { sniff } from './sniff';
import { DIRTY_SVGS, EXE, SAMPLES, upload } from './test-files';

const EXPECTED: Record<keyof typeof SAMPLES, { mime: string; kind: string; width?: number; height?: number }> = {
  png: { mime: 'image/png', kind: 'image', width: 3, height: 2 },
  jpeg: { mime: 'image/jpeg', kind: 'image', width: 640, height: 480 },
  gif: { mime: 'image/gif', kind: 'image', width: 33, height: 44 },
  webp: { mime: 'image/webp', kind: 'image', width: 800, height: 600 },
  svg: { mime: 'image/svg+xml', kind: 'image', width: 120, height: 60 },
  mp3: { mime: 'audio/mpeg', kind: 'audio' },
  mp3Frame: { mime: 'audio/mpeg', kind: 'audio' },
  m4a: { mime: 'audio/mp4', kind: 'audio' },
  aac: { mime: 'audio/aac', kind: 'audio' },
  ogg: { mime: 'audio/ogg', kind: 'audio' },
  wav: { mime: 'audio/wav', kind: 'audio' },
  flac: { mime: 'audio/flac', kind: 'audio' },
  mp4: { mime: 'video/mp4', kind: 'video' },
  webm: { mime: 'video/webm', kind: 'video' },
  pdf: { mime: 'application/pdf', kind: 'document' },
};

forEachDriver('material content sniffing', (h) => {
  const admin = () => h.login('admin', DEMO.admin);

  it('takes every accepted format by its bytes, not by its name', async () => {
    const token = await admin();
    for (const [name, make] of Object.entries(SAMPLES)) {
      // Named and declared as something else: only the bytes count.
      const res = await upload(h, token, make(), `misnamed-${name}.txt`);
      expect(res.body.code, `${name}: ${JSON.stringify(res.body)}`).toBe(1);
      const want = EXPECTED[name as keyof typeof SAMPLES];
      expect(res.body.data.material, name).toMatchObject({
        mime: want.mime,
        kind: want.kind,
        width: want.width ?? null,
        height: want.height ?? null,
        name: `misnamed-${name}.txt`,
      });
      expect(res.body.data.existing).toBe(false);
    }
  });

  it('refuses an EXE renamed .png with a translated 415 and stores nothing', async () => {
    const token = await admin();
    const before = await h.database.db.$count(materials);
    const en = await upload(h, token, EXE, 'photo.png', { type: 'image/png' });
    expect(en.status).toBe(415);
    expect(en.body.message).toMatch(/^This file type is not accepted/);
    const zh = await upload(h, token, EXE, 'photo.png', { locale: 'zh-CN' });
    expect(zh.body.message).toMatch(/^不支持该文件类型/);
    expect(await h.database.db.$count(materials)).toBe(before);
  });

  it('refuses look-alikes: HEIC and QuickTime boxes, Matroska that is not WebM, HTML, plain text', () => {
    const box = (brand: string) => Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from(`ftyp${brand}`, 'latin1')]);
    const lookAlikes = {
      heic: box('heic'),
      quickTime: box('qt  '),
      matroska: Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f]), Buffer.from('matroska')]),
      html: Buffer.from('<!doctype html><html><body><svg></svg></body></html>'),
      text: Buffer.from('just some words, not a picture'),
      mpegReservedLayer: Buffer.from([0xff, 0xe0, 0x00, 0x00]),
    };
    for (const [name, bytes] of Object.entries(lookAlikes)) expect(sniff(bytes), name).toBeNull();
  });

  it('refuses SVG that could run script or reach outside, accepts a clean one as it is', async () => {
    const token = await admin();
    for (const [name, text] of Object.entries(DIRTY_SVGS)) {
      const res = await upload(h, token, Buffer.from(text), `${name}.svg`);
      expect(res.status, name).toBe(415);
      expect(res.body.message, name).toBe('SVG with scripts or external references is refused');
    }
    const clean = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="16px" height="9"><image href="data:image/png;base64,AAAA"/><path fill="url(#g)" d="M0 0h16v9z"/></svg>',
    );
    const res = await upload(h, token, clean, 'clean.svg');
    expect(res.body.data.material).toMatchObject({ mime: 'image/svg+xml', width: 16, height: 9, size: clean.length });
    const [row] = await h.database.db.select().from(materials).where(eq(materials.id, res.body.data.material.id));
    // Stored byte for byte: nothing rewritten.
    expect(await h.deps.files.stat(row?.hash ?? '')).toBe(clean.length);
  });

  it('refuses a namespaced script with the translated 415 in both languages and stores nothing', async () => {
    const token = await admin();
    const before = await h.database.db.$count(materials);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script></svg>',
    );
    const en = await upload(h, token, svg, 'logo.svg');
    expect(en.status).toBe(415);
    expect(en.body.message).toBe('SVG with scripts or external references is refused');
    const zh = await upload(h, token, svg, 'logo.svg', { locale: 'zh-CN' });
    expect(zh.status).toBe(415);
    expect(zh.body.message).toBe('含脚本或外部引用的 SVG 不被接受');
    expect(await h.database.db.$count(materials)).toBe(before);
  });
});
