/**
 * Downloads, uploads and image blobs go through the same pipeline as request(): token and locale headers,
 * the envelope, translated errors and their toast, the logout notice on 400005. Against a real local HTTP
 * server; uploads through ./testing/node-xhr (Node has no XMLHttpRequest).
 */
import { ResultCode } from '@soundboard/contract';
import { modalStore } from '@soundboard/ui/overlays/modal-store.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadLocale, t } from '../i18n';
import { createClient } from './core';
import { ApiError } from './errors';
import { openLogoutNotice } from './logout-notice';
import { nodeXhr } from './testing/node-xhr';
import { envelopeReply, type Received, startServer } from './testing/server';

/** What the real server does: its messages follow the arco-locale header. */
const loggedOut = (received: Received) =>
  envelopeReply(401, {
    code: ResultCode.SessionInvalid,
    message: received.headers['arco-locale'] === 'zh-CN' ? '登录已失效，请重新登录' : 'Your session has ended',
    data: null,
  });

const CSV = 'code,name\nS-001,华东供应\n';
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

const server = await startServer({
  '/behind/supplier/export': () => ({
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('供应商.csv')}`,
    },
    body: CSV,
  }),
  '/behind/product/export': loggedOut,
  '/behind/files': (received) =>
    received.body.includes('avatar.png')
      ? envelopeReply(200, { code: ResultCode.Success, message: '', data: { id: 7, bytes: received.body.length } })
      : envelopeReply(422, { code: ResultCode.ValidationFailed, message: '文件无效', data: { issues: [] } }),
  '/behind/user/avatar/3': () => ({ status: 200, headers: { 'content-type': 'image/png' }, body: PNG }),
  '/behind/user/avatar/4': () => envelopeReply(404, { code: ResultCode.NotFound, message: 'Not found', data: null }),
  '/behind/user/avatar/5': loggedOut,
});

function setup(token: string | null = 'tok-9') {
  const toasts: string[] = [];
  const client = createClient({
    base: `${server.origin}/behind`,
    xhr: nodeXhr,
    getToken: () => token,
    showError: (message) => toasts.push(message),
    // The app's wiring (./http): the real logout notice.
    onSessionInvalid: () => void openLogoutNotice(() => undefined),
    requestErrorText: () => t('request.error'),
    getLocale: () => 'zh-CN',
  });
  return { client, toasts };
}

const last = () => server.received.at(-1) as Received;

beforeAll(() => loadLocale('zh-CN'));
afterEach(() => modalStore.closeAll());
afterAll(() => server.close());

describe('download', () => {
  it('sends the token and locale headers and resolves the file with its server name', async () => {
    const { client, toasts } = setup();
    const file = await client.download('/supplier/export?status=active', { tz: 'Asia/Shanghai' });
    expect(await file.blob.text()).toBe(CSV);
    expect(file.fileName).toBe('供应商.csv');
    expect(last().url).toBe('/behind/supplier/export?status=active&tz=Asia%2FShanghai');
    expect(last().headers).toMatchObject({ 'admin-token': 'tok-9', 'arco-locale': 'zh-CN' });
    expect(toasts).toEqual([]);
  });

  it('raises an error envelope translated, toasts it and opens the logout notice on 400005', async () => {
    const { client, toasts } = setup();
    const error = await client.download('/product/export').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'envelope',
      code: ResultCode.SessionInvalid,
      status: 401,
      message: '登录已失效，请重新登录',
    });
    expect(toasts).toEqual(['登录已失效，请重新登录']);
    const [notice, ...others] = modalStore.getSnapshot();
    expect(others).toEqual([]);
    expect(notice?.options).toMatchObject({ title: '登出提示', content: '您已经登出，请重新登录', status: 'error' });
  });

  it('reads a non-JSON failure as a transport error with the translated Request Error', async () => {
    const { client, toasts } = setup();
    await expect(client.download('/no/such/route')).rejects.toMatchObject({ kind: 'transport', status: 404 });
    expect(toasts).toEqual(['请求错误']);
  });
});

describe('upload', () => {
  const image = (size: number, name = 'avatar.png') => new File([new Uint8Array(size).fill(7)], name);

  it('sends the token and locale headers and the file as multipart, reporting progress up to 100', async () => {
    const { client, toasts } = setup();
    const progress: number[] = [];
    const answer = await client.upload<{ id: number; bytes: number }>('/files', image(200_000), {
      onProgress: (percent) => progress.push(percent),
      signal: new AbortController().signal,
    });
    expect(answer.id).toBe(7);
    const received = last();
    expect(received.method).toBe('POST');
    expect(received.headers).toMatchObject({ 'admin-token': 'tok-9', 'arco-locale': 'zh-CN' });
    expect(received.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(received.body.toString('latin1')).toContain('name="file"; filename="avatar.png"');
    expect(answer.bytes).toBe(received.body.length);
    // Several steps, never backwards, ending complete.
    expect(progress.length).toBeGreaterThan(3);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(100);
    expect(toasts).toEqual([]);
  });

  it('sends extra form fields beside the file (the meta JSON and thumbnail)', async () => {
    const { client } = setup();
    await client.upload('/files', image(100), {
      onProgress: () => undefined,
      signal: new AbortController().signal,
      fields: { meta: JSON.stringify({ name: '门店海报' }), thumbnail: new Blob(['thumb'], { type: 'image/webp' }) },
    });
    const body = last().body.toString('utf8');
    expect(body).toContain('name="meta"');
    expect(body).toContain('{"name":"门店海报"}');
    expect(body).toMatch(/name="thumbnail"; filename="[^"]*"\r\nContent-Type: image\/webp\r\n\r\nthumb/);
  });

  it('raises an error envelope like any request', async () => {
    const { client, toasts } = setup();
    const options = { onProgress: () => undefined, signal: new AbortController().signal };
    await expect(client.upload('/files', image(10, 'notes.txt'), options)).rejects.toMatchObject({
      kind: 'envelope',
      code: ResultCode.ValidationFailed,
      message: '文件无效',
    });
    expect(toasts).toEqual(['文件无效']);
  });

  it('stops when aborted, without an error toast', async () => {
    const { client, toasts } = setup();
    const controller = new AbortController();
    const pending = client.upload('/files', image(500_000), {
      onProgress: () => controller.abort(),
      signal: controller.signal,
    });
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(toasts).toEqual([]);
  });
});

describe('blob', () => {
  it('fetches an image the server handed out (a /behind URL) with the token', async () => {
    const { client } = setup();
    const image = await client.blob('/behind/user/avatar/3');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG);
    expect(last()).toMatchObject({ url: '/behind/user/avatar/3', headers: { 'admin-token': 'tok-9' } });
  });

  it('rejects quietly when the image is missing, but still reports a lost session', async () => {
    const { client, toasts } = setup();
    await expect(client.blob('/behind/user/avatar/4')).rejects.toMatchObject({ code: ResultCode.NotFound });
    expect(toasts).toEqual([]);
    expect(modalStore.getSnapshot()).toEqual([]);
    await expect(client.blob('/behind/user/avatar/5')).rejects.toMatchObject({ code: ResultCode.SessionInvalid });
    expect(modalStore.getSnapshot()).toHaveLength(1);
  });

  it('stops when aborted, without an error toast (the signal reaches fetch through redaxios)', async () => {
    const { client, toasts } = setup();
    const controller = new AbortController();
    controller.abort();
    const calls = server.received.length;
    await expect(client.blob('/behind/user/avatar/3', controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
    expect(server.received).toHaveLength(calls);
    expect(toasts).toEqual([]);
  });
});
