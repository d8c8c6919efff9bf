import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmDialog } from './confirm-dialog';
import { DialogButton } from './dialog-button';
import { ModalTrigger } from './modal';
import { OverlayStage } from './overlay-stage';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: '删除这个音乐模板？',
    content: '使用该模板的 12 家门店将停止播放这个歌单。',
    onConfirm: fn(),
    onCancel: fn(),
  },
  render: (args) => (
    <ModalTrigger>
      <DialogButton>删除模板</DialogButton>
      <ConfirmDialog {...args} />
    </ModalTrigger>
  ),
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cancel by keyboard: onCancel is called, onConfirm is not. */
export const Default: Story = {
  play: async ({ args }) => {
    const body = within(document.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('alertdialog', { name: '删除这个音乐模板？' });
    await userEvent.tab();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '取消' })).toHaveFocus());
    expect(within(dialog).queryByRole('button', { name: '关闭' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(args.onCancel).toHaveBeenCalledOnce();
    expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** A slow confirm: the OK button shows loading, then the dialog closes; no cancel is reported. */
/**
 * The async confirm takes 300 ms; the play function holds it until it has seen the spinner, as a loaded machine
 * can outlast 300 ms between two looks (a clean-clone run saw the dialog gone before it saw the spinner).
 */
const confirmGate = { hold: false, release: () => {} };

export const DangerAsync: Story = {
  args: {
    danger: true,
    status: 'warning',
    okText: '删除',
    onConfirm: fn(
      () =>
        new Promise<void>((resolve) => {
          if (confirmGate.hold) confirmGate.release = resolve;
          else setTimeout(resolve, 300);
        }),
    ),
  },
  play: async ({ args }) => {
    const body = within(document.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('alertdialog');
    const ok = within(dialog).getByRole('button', { name: /删除/ });
    await userEvent.tab();
    await userEvent.tab();
    await waitFor(() => expect(ok).toHaveFocus());
    expect(ok).toHaveAccessibleName('删除');
    confirmGate.hold = true;
    await userEvent.keyboard('{Enter}');
    expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(dialog.querySelector('[data-slot="spinner"]')).not.toBeNull());
    confirmGate.hold = false;
    confirmGate.release();
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 10_000 });
    expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** A confirm that fails keeps the dialog open so the user can retry. */
export const FailedConfirmStaysOpen: Story = {
  args: { onConfirm: fn(() => Promise.reject(new Error('network'))) },
  play: async ({ args }) => {
    const body = within(document.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('alertdialog');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledOnce());
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: '确定' })).not.toHaveAttribute('aria-disabled'),
    );
    expect(dialog).toBeInTheDocument();
  },
};

export const OpenDanger: Story = {
  args: { danger: true, status: 'error', okText: '删除' },
  render: (args) => (
    <OverlayStage height={300}>{(c) => <ConfirmDialog {...args} defaultOpen portalContainer={c} />}</OverlayStage>
  ),
  play: async () => {
    const ok = await within(document.body).findByRole('button', { name: '删除' });
    expect(ok).toHaveClass('bg-danger');
  },
};

export const OpenEnglish: Story = {
  args: {
    title: 'Delete this music template?',
    content: 'The 12 stores using it will stop playing this playlist.',
    status: 'info',
  },
  globals: { locale: 'en-US' },
  render: OpenDanger.render,
  play: async () => {
    const dialog = await within(document.body).findByRole('alertdialog', { name: /Delete this music template/ });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'OK' })).toBeVisible();
  },
};
