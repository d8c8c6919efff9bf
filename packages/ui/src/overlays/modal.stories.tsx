import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DialogButton } from './dialog-button';
import { Modal, ModalTrigger } from './modal';
import { OverlayStage } from './overlay-stage';

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  args: {
    title: '编辑门店信息',
    children: '门店的播放器会在下次同步时使用新的营业时间。',
    onOpenChange: fn(),
  },
  render: (args) => (
    <ModalTrigger onOpenChange={args.onOpenChange}>
      <DialogButton variant="primary">打开对话框</DialogButton>
      <Modal
        {...args}
        footer={(close) => (
          <>
            <DialogButton onPress={close}>取消</DialogButton>
            <DialogButton variant="primary" onPress={close}>
              保存
            </DialogButton>
          </>
        )}
      />
    </ModalTrigger>
  ),
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: open with Enter, Escape closes it and focus returns to the button that opened it. */
export const Default: Story = {
  play: async ({ args }) => {
    const body = within(document.body);
    await userEvent.tab();
    const trigger = body.getByRole('button', { name: '打开对话框' });
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: '编辑门店信息' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // React Aria restores focus a frame after the overlay unmounts.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Tab stays inside the dialog (focus trap); the "×" closes it. */
export const FocusTrapAndCloseButton: Story = {
  play: async () => {
    const body = within(document.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog');
    const inside = within(dialog);
    await userEvent.tab();
    await waitFor(() => expect(inside.getByRole('button', { name: '关闭' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.tab();
    await waitFor(() => expect(inside.getByRole('button', { name: '保存' })).toHaveFocus());
    await userEvent.tab();
    await waitFor(() => expect(inside.getByRole('button', { name: '关闭' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The open look, drawn inside the story so the visual baseline captures it. */
export const Open: Story = {
  render: (args) => (
    <OverlayStage>
      {(container) => (
        <Modal
          {...args}
          defaultOpen
          portalContainer={container}
          footer={<DialogButton variant="primary">保存</DialogButton>}
        />
      )}
    </OverlayStage>
  ),
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: '编辑门店信息' });
    expect(dialog.closest('[data-slot="modal"]')?.getBoundingClientRect().width).toBe(520);
  },
};

export const Small: Story = {
  ...Open,
  args: { size: 'sm' },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    expect(dialog.closest('[data-slot="modal"]')?.getBoundingClientRect().width).toBe(400);
  },
};

export const LargeEnglish: Story = {
  ...Open,
  args: {
    size: 'lg',
    title: 'Edit store info',
    children: 'Store players pick up the new opening hours at their next sync.',
  },
  globals: { locale: 'en-US' },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Edit store info' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
    expect(dialog.closest('[data-slot="modal"]')?.getBoundingClientRect().width).toBe(800);
  },
};
