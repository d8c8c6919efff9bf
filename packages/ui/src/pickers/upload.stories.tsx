import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { Upload, type UploadTransport } from './upload';

/**
 * The component's own transport prop, driven by the story: every upload waits until the play function sets its
 * progress and finishes or fails it. (The app passes a transport that posts to the server.)
 */
function controlledTransport() {
  const pending = new Map<
    string,
    { progress: (p: number) => void; finish: () => void; fail: () => void; signal: AbortSignal }
  >();
  const upload = fn<UploadTransport<{ url: string }>>(
    (file, { onProgress, signal }) =>
      new Promise((resolve, reject) => {
        pending.set(file.name, {
          progress: onProgress,
          finish: () => resolve({ url: `/files/${file.name}` }),
          fail: () => reject(new Error('500')),
          signal,
        });
        signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      }),
  );
  const get = (name: string) => {
    const entry = pending.get(name);
    if (!entry) throw new Error(`${name} was not sent`);
    return entry;
  };
  return { upload, get };
}

const PNG = new File([new Uint8Array([137, 80, 78, 71])], 'speaker.png', { type: 'image/png' });
const MANUAL = new File(['x'.repeat(2048)], 'manual.pdf', { type: 'application/pdf' });
const BIG = new File([new Uint8Array(3 * 1024 * 1024)], 'demo.png', { type: 'image/png' });
const EXE = new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' });

const fileInput = (canvas: HTMLElement) =>
  canvas.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
// The real dialog would filter by `accept`; a drop does not, so the component checks again (and we test that).
const user = userEvent.setup({ applyAccept: false });

const transport = controlledTransport();
const meta = {
  title: 'Pickers/Upload',
  component: Upload,
  args: {
    label: '产品图片',
    upload: transport.upload,
    accept: ['image/*', '.pdf'],
    maxSize: 2 * 1024 * 1024,
    onUploaded: fn(),
    onRemove: fn(),
    className: 'w-96',
  },
} satisfies Meta<typeof Upload>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Tab reaches "选择文件"; files show progress, finish, and a row is removed with Enter on its button. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('button', { name: '选择文件' })).toHaveFocus());
    await user.upload(fileInput(canvasElement), [PNG, MANUAL]);
    expect(args.upload).toHaveBeenCalledTimes(2);
    transport.get('speaker.png').progress(40);
    const bar = await canvas.findByRole('progressbar', { name: 'speaker.png' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    transport.get('speaker.png').finish();
    expect(await canvas.findByText('已上传')).toBeVisible();
    expect(args.onUploaded).toHaveBeenCalledWith(PNG, { url: '/files/speaker.png' });
    const preview = canvasElement.querySelector<HTMLImageElement>('li img');
    expect(preview?.src).toMatch(/^blob:/);
    // Removing the unfinished PDF aborts its upload.
    const revoke = spyOn(URL, 'revokeObjectURL');
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('button', { name: '移除 speaker.png' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(revoke).toHaveBeenCalledWith(preview?.src);
    revoke.mockRestore();
    expect(args.onRemove).toHaveBeenLastCalledWith(PNG);
    canvas.getByRole('button', { name: '移除 manual.pdf' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(transport.get('manual.pdf').signal.aborted).toBe(true);
    expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

/** Limits: a wrong type and a too-large file are listed with the reason and never sent. */
export const Limits: Story = {
  args: { upload: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText('单个文件不超过 2 MB')).toBeVisible();
    await user.upload(fileInput(canvasElement), [EXE, BIG]);
    const alerts = await canvas.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual(['文件类型不支持', '文件超过 2 MB']);
    expect(args.upload).not.toHaveBeenCalled();
  },
};

export const English: Story = {
  args: { label: 'Product images', upload: fn() },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('button', { name: 'Choose files' })).toBeVisible();
    await user.upload(fileInput(canvasElement), [EXE, BIG]);
    const alerts = await canvas.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual(['File type not supported', 'File exceeds 2 MB']);
  },
};

/** A failing transport shows the error on the row. */
export const Failure: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await user.upload(fileInput(canvasElement), [new File(['a'], 'broken.pdf', { type: 'application/pdf' })]);
    transport.get('broken.pdf').fail();
    expect(await canvas.findByRole('alert')).toHaveTextContent('上传失败');
  },
};

/** One file (multiple={false}): worded for one file; a second choice replaces the first. */
export const SingleEnglish: Story = {
  args: { label: 'Contract', multiple: false },
  globals: { locale: 'en-US' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText('Drag a file here, or')).toBeVisible();
    expect(canvas.getByText('Up to 2 MB')).toBeVisible();
    await userEvent.tab();
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Choose a file' })).toHaveFocus());
    await user.upload(fileInput(canvasElement), MANUAL);
    await user.upload(fileInput(canvasElement), PNG);
    expect(args.upload).toHaveBeenCalledTimes(2);
    expect(within(canvas.getByRole('list', { name: 'Files' })).getAllByRole('listitem')).toHaveLength(1);
    expect(canvas.getByRole('button', { name: 'Remove speaker.png' })).toBeVisible();
    // The replaced file's upload is stopped, so it cannot report after the new one.
    expect(transport.get('manual.pdf').signal.aborted).toBe(true);
    transport.get('speaker.png').finish();
    expect(await canvas.findByText('Uploaded')).toBeVisible();
    expect(args.onUploaded).toHaveBeenCalledTimes(1);
  },
};

/** Compact (an avatar): a button alone, named by the label and described by the size limit; no drop zone. */
export const Compact: Story = {
  args: { label: '上传新头像', variant: 'compact', multiple: false, accept: ['image/*'], className: 'w-56' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.queryByText('将文件拖到此处，或')).toBeNull();
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: '上传新头像' });
    await waitFor(() => expect(button).toHaveFocus());
    expect(button).toHaveAccessibleDescription('文件大小不超过 2 MB');
    const avatar = new File([new Uint8Array([137, 80, 78, 71])], 'avatar.png', { type: 'image/png' });
    await user.upload(fileInput(canvasElement), avatar);
    transport.get('avatar.png').finish();
    expect(await canvas.findByText('已上传')).toBeVisible();
    expect(args.onUploaded).toHaveBeenCalledWith(avatar, { url: '/files/avatar.png' });
  },
};
