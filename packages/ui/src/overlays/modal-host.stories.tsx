import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmDialog } from './confirm-dialog';
import { ModalHost } from './modal-host';
import { confirm, openModal } from './modal-store';
import { OverlayStage } from './overlay-stage';

/** The logout notice (result code 400005), in both languages. */
const LOGOUT_NOTICE = {
  'zh-CN': { title: '登出提示', content: '您已被登出，请重新登录', okText: '返回登录' },
  'en-US': {
    title: 'logout notice',
    content: 'you have been logged out, please log in again',
    okText: 'return to login',
  },
};

const meta = {
  title: 'Overlays/ModalHost',
  component: ModalHost,
} satisfies Meta<typeof ModalHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * `openModal` is called here from the play function — plain code outside React, as the admin's API client does.
 * The OK button has focus, Enter acknowledges, and the promise resolves true.
 */
export const Default: Story = {
  tags: ['!visual'], // the host alone draws nothing until a modal is opened
  play: async () => {
    const body = within(document.body);
    const onOk = fn();
    const result = openModal({ ...LOGOUT_NOTICE['zh-CN'], status: 'error', onOk });
    const dialog = await body.findByRole('alertdialog', { name: '登出提示' });
    expect(dialog).toHaveTextContent('您已被登出，请重新登录');
    expect(within(dialog).queryByRole('button', { name: '关闭' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '返回登录' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(result).resolves.toBe(true);
    expect(onOk).toHaveBeenCalledOnce();
    expect(body.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

/** `confirm` has OK and Cancel; Escape resolves false. */
export const ConfirmCancelledWithEscape: Story = {
  tags: ['!visual'],
  globals: { locale: 'en-US' },
  play: async () => {
    const body = within(document.body);
    const result = confirm({ title: 'Discard changes?', content: 'Your edits to this template will be lost.' });
    const dialog = await body.findByRole('alertdialog', { name: 'Discard changes?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(result).resolves.toBe(false);
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** The look of the logout notice (what openModal shows), captured in both languages. */
export const LogoutNotice: Story = {
  render: () => (
    <OverlayStage height={260}>
      {(c) => <ConfirmDialog {...LOGOUT_NOTICE['zh-CN']} status="error" hideCancel defaultOpen portalContainer={c} />}
    </OverlayStage>
  ),
  play: async () => {
    const dialog = await within(document.body).findByRole('alertdialog', { name: '登出提示' });
    expect(within(dialog).getAllByRole('button')).toHaveLength(1);
  },
};

export const LogoutNoticeEnglish: Story = {
  globals: { locale: 'en-US' },
  render: () => (
    <OverlayStage height={260}>
      {(c) => <ConfirmDialog {...LOGOUT_NOTICE['en-US']} status="error" hideCancel defaultOpen portalContainer={c} />}
    </OverlayStage>
  ),
  play: async () => {
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'logout notice' });
    expect(dialog).toHaveTextContent('you have been logged out, please log in again');
    expect(within(dialog).getByRole('button', { name: 'return to login' })).toBeVisible();
  },
};
