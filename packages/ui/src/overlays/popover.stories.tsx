import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DialogButton } from './dialog-button';
import { Popover, PopoverTrigger } from './popover';

function StoreHoursPopover({ title, body, isOpen }: { title: string; body: string; isOpen?: boolean }) {
  return (
    <div className="flex h-40 items-start justify-center">
      <PopoverTrigger defaultOpen={isOpen}>
        <DialogButton>营业时间</DialogButton>
        <Popover title={title} placement="bottom">
          <p>{body}</p>
          <DialogButton className="mt-2">编辑</DialogButton>
        </Popover>
      </PopoverTrigger>
    </div>
  );
}

const meta = {
  title: 'Overlays/Popover',
  component: StoreHoursPopover,
  args: { title: '南京西路店', body: '每天 10:00 – 22:00，背景音乐 09:50 开始播放。' },
} satisfies Meta<typeof StoreHoursPopover>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Enter opens it, Tab moves inside, Escape closes and focus returns to the trigger. */
export const Default: Story = {
  play: async () => {
    const body = within(document.body);
    await userEvent.tab();
    const trigger = body.getByRole('button', { name: '营业时间' });
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: '南京西路店' });
    await userEvent.tab();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '编辑' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    // React Aria restores focus a frame after the overlay unmounts.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const OpenEnglish: Story = {
  args: { title: 'West Nanjing Rd store', body: 'Daily 10:00 – 22:00; background music starts 09:50.', isOpen: true },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'West Nanjing Rd store' });
    const trigger = within(canvasElement).getByRole('button', { name: '营业时间' });
    expect(dialog.getBoundingClientRect().top).toBeGreaterThan(trigger.getBoundingClientRect().bottom);
  },
};
