import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ColorPicker } from './color-picker';

const meta = {
  title: 'Pickers/ColorPicker',
  component: ColorPicker,
  args: { label: '主题色', defaultValue: '#165DFF', onChange: fn(), onChangeEnd: fn() },
} satisfies Meta<typeof ColorPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Tab to the trigger, Enter opens the panel; returns the trigger and the panel's parts. */
async function openByKeyboard(canvasElement: HTMLElement, name: RegExp) {
  const trigger = within(canvasElement).getByRole('button', { name });
  await userEvent.tab();
  await waitFor(() => expect(trigger).toHaveFocus());
  await userEvent.keyboard('{Enter}');
  const dialog = await body().findByRole('dialog');
  const panel = within(dialog);
  return {
    trigger,
    dialog,
    area: panel.getAllByRole('slider')[0],
    hue: panel.getByRole('slider', { name: /色相|Hue/ }) as HTMLInputElement,
    hex: panel.getByRole('textbox', { name: /十六进制颜色值|Hex colour/ }),
    presets: panel.getByRole('listbox', { name: /预设颜色|Preset colours/ }),
  };
}

/** The panel's tab order: colour area, hue slider, hex field, presets (one stop, on the chosen swatch). */
async function tabThroughPanel({ area, hue, hex }: Awaited<ReturnType<typeof openByKeyboard>>) {
  await userEvent.tab();
  await waitFor(() => expect(area).toHaveFocus());
  await userEvent.tab();
  await waitFor(() => expect(hue).toHaveFocus());
  await userEvent.tab();
  await waitFor(() => expect(hex).toHaveFocus());
  await userEvent.tab();
}

/** Type a hex value: Enter opens, Tab reaches the hex field, Enter commits; Escape returns focus to the trigger. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const { trigger, area, hue, hex } = await openByKeyboard(canvasElement, /主题色/);
    await userEvent.tab();
    await waitFor(() => expect(area).toHaveFocus());
    await userEvent.tab();
    await waitFor(() => expect(hue).toHaveFocus());
    await userEvent.tab();
    await waitFor(() => expect(hex).toHaveFocus());
    await userEvent.keyboard('{Control>}a{/Control}#f53f3f');
    expect(args.onChange).not.toHaveBeenCalled(); // nothing changes until the value is committed
    await userEvent.keyboard('{Enter}');
    expect(args.onChange).toHaveBeenCalledTimes(1);
    expect(args.onChange).toHaveBeenLastCalledWith('#F53F3F');
    expect(args.onChangeEnd).toHaveBeenCalledTimes(1);
    expect(args.onChangeEnd).toHaveBeenLastCalledWith('#F53F3F');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    // React Aria restores focus a frame after the overlay unmounts.
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(trigger).toHaveTextContent('#F53F3F');
  },
};

/** Arrow keys move through the preset swatches without choosing; Enter chooses. */
export const ChoosePreset: Story = {
  play: async ({ args, canvasElement }) => {
    const parts = await openByKeyboard(canvasElement, /主题色/);
    await tabThroughPanel(parts);
    const [blue, red] = within(parts.presets).getAllByRole('option');
    await waitFor(() => expect(blue).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(red).toHaveFocus());
    expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(args.onChange).toHaveBeenCalledTimes(1);
    expect(args.onChange).toHaveBeenLastCalledWith('#F53F3F');
    expect(args.onChangeEnd).toHaveBeenLastCalledWith('#F53F3F');
    expect(red).toHaveAttribute('aria-selected', 'true');
    expect(parts.trigger).toHaveTextContent('#F53F3F');
  },
};

/** The hue slider is a keyboard slider: each arrow press turns the hue by one degree and completes a change. */
export const Hue: Story = {
  play: async ({ args, canvasElement }) => {
    const { trigger, hue } = await openByKeyboard(canvasElement, /主题色/);
    await userEvent.tab();
    await userEvent.tab();
    await waitFor(() => expect(hue).toHaveFocus());
    const before = Number(hue.value);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(Number(hue.value)).toBe(before + 2);
    const shown = trigger.textContent?.match(/#[0-9A-F]{6}/)?.[0];
    expect(shown).not.toBe('#165DFF');
    expect(args.onChange).toHaveBeenLastCalledWith(shown);
    expect(args.onChangeEnd).toHaveBeenLastCalledWith(shown);
  },
};

/** Controlled: the picker reports a choice but shows `value` until the owner passes the new one. */
export const Controlled: Story = {
  args: { value: '#165DFF', defaultValue: undefined },
  play: async ({ args, canvasElement }) => {
    const parts = await openByKeyboard(canvasElement, /主题色/);
    await tabThroughPanel(parts);
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(args.onChange).toHaveBeenCalledTimes(1);
    expect(args.onChange).toHaveBeenLastCalledWith('#F53F3F');
    expect(parts.trigger).toHaveTextContent('#165DFF');
  },
};

/** The open panel, as staff see it (for the screenshot): Arco's 13 theme colours, named in the locale. */
export const Open: Story = {
  args: { defaultOpen: true },
  decorators: [
    (Story) => (
      <div className="min-h-96">
        <Story />
      </div>
    ),
  ],
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: '主题色' });
    expect(within(dialog).getAllByRole('option')).toHaveLength(13);
    expect(within(dialog).getByRole('option', { selected: true })).toHaveAccessibleName(/蓝/);
  },
};

export const CustomPresets: Story = {
  args: { presets: ['#165DFF', '#00B42A', '#722ED1'], defaultValue: '#722ED1' },
  play: async ({ args, canvasElement }) => {
    const parts = await openByKeyboard(canvasElement, /主题色/);
    const options = within(parts.presets).getAllByRole('option');
    expect(options).toHaveLength(3);
    await tabThroughPanel(parts);
    await waitFor(() => expect(options[2]).toHaveFocus()); // the chosen swatch takes the focus
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    expect(args.onChange).toHaveBeenCalledTimes(1);
    expect(args.onChange).toHaveBeenLastCalledWith('#00B42A');
  },
};

export const English: Story = {
  args: { label: 'Theme colour' },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const { hue, presets } = await openByKeyboard(canvasElement, /Theme colour/);
    expect(hue).toHaveAccessibleName('Hue');
    expect(presets).toHaveAccessibleName('Preset colours');
    expect(within(presets).getAllByRole('option')[0]).toHaveAccessibleName(/blue/i);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /主题色/ });
    expect(trigger).toBeDisabled();
    await userEvent.tab();
    expect(trigger).not.toHaveFocus();
    expect(body().queryByRole('dialog')).not.toBeInTheDocument();
  },
};
