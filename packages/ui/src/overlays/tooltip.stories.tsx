import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DialogButton } from './dialog-button';
import { Tooltip, TooltipTrigger } from './tooltip';

function CopyWithTooltip({ text, delay, isOpen }: { text: string; delay?: number; isOpen?: boolean }) {
  return (
    <div className="flex h-24 items-end justify-center">
      <TooltipTrigger delay={delay} defaultOpen={isOpen}>
        <DialogButton>复制配置</DialogButton>
        <Tooltip>{text}</Tooltip>
      </TooltipTrigger>
    </div>
  );
}

const meta = {
  title: 'Overlays/Tooltip',
  component: CopyWithTooltip,
  args: { text: '复制后粘贴到 src/settings.json' },
} satisfies Meta<typeof CopyWithTooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard focus shows it at once and describes the button; Escape hides it. */
export const Default: Story = {
  play: async ({ args }) => {
    const body = within(document.body);
    await userEvent.tab();
    const tooltip = await body.findByRole('tooltip');
    expect(tooltip).toHaveTextContent(args.text);
    expect(body.getByRole('button', { name: '复制配置' })).toHaveAccessibleDescription(args.text);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

/** Hover waits for the delay before showing; leaving hides it. */
export const HoverDelay: Story = {
  args: { delay: 300 },
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    // RAC shows hover tooltips only in pointer modality (a real mouse user has clicked something already).
    await userEvent.click(canvasElement);
    // After any tooltip closes, RAC opens the next one instantly for a short cool-down; wait it out so the
    // delay is really measured (an earlier story may have just shown one).
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await userEvent.hover(within(canvasElement).getByRole('button'));
    expect(body.queryByRole('tooltip')).not.toBeInTheDocument();
    await waitFor(() => expect(body.getByRole('tooltip')).toBeVisible(), { timeout: 1500 });
    await userEvent.unhover(within(canvasElement).getByRole('button'));
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const OpenEnglish: Story = {
  args: { text: 'Paste it into src/settings.json', isOpen: true },
  globals: { locale: 'en-US' },
  play: async () => {
    const tooltip = await within(document.body).findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Paste it into src/settings.json');
  },
};
