import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ThemeColorPicker } from './theme-color-picker';

const meta = {
  title: 'Pickers/ThemeColorPicker',
  component: ThemeColorPicker,
  args: { label: '主题色', onChange: fn() },
  decorators: [
    (Story) => (
      <div className="w-63">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ThemeColorPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const shades = (canvas: HTMLElement, name: string) =>
  Array.from(within(canvas).getByRole('list', { name }).querySelectorAll('[data-slot="shade"]')).map((el) =>
    el.getAttribute('data-color'),
  );

/** Arcoblue by default: its swatch chosen, the hex field and the 10 light and 10 dark shades. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: '主题色' });
    expect(within(group).getByRole('listbox', { name: '预设颜色' })).toBeVisible();
    expect(within(group).getAllByRole('option')).toHaveLength(13);
    expect(within(group).getByRole('textbox', { name: '自定义颜色' })).toHaveValue('#165DFF');
    expect(shades(canvasElement, '亮色色阶')).toHaveLength(10);
    expect(shades(canvasElement, '亮色色阶')[5]).toBe('#165DFF');
    expect(shades(canvasElement, '暗色色阶')[3]).toBe('#1D4DD2');
  },
};

/**
 * Keyboard: a preset (purple) is chosen, then a free colour typed; a colour the button's text cannot be read on
 * (orangered: 4.23:1 with white, its better text colour) is refused with a message and the value stays.
 */
export const ChooseAndRefuse: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const onChange = args.onChange as ReturnType<typeof fn>;
    // Tab into the presets: focus lands on the chosen swatch, arcoblue; purple is ten to the right.
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('option', { selected: true })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight>10/}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('#722ED1');
    expect(shades(canvasElement, '亮色色阶')[5]).toBe('#722ED1');

    const hex = canvas.getByRole('textbox', { name: '自定义颜色' });
    await userEvent.tab();
    await waitFor(() => expect(hex).toHaveFocus());
    await userEvent.keyboard('{Control>}a{/Control}#0e42d2{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('#0E42D2');
    expect(shades(canvasElement, '亮色色阶')[5]).toBe('#0E42D2');

    await userEvent.keyboard('{Control>}a{/Control}#f77234{Enter}');
    const alert = await canvas.findByRole('alert');
    expect(alert).toHaveTextContent('#F77234');
    expect(alert).toHaveTextContent('4.23:1');
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(hex).toHaveValue('#0E42D2');
    expect(hex).toHaveAttribute('aria-describedby', expect.stringContaining(alert.id));
    expect(shades(canvasElement, '亮色色阶')[5]).toBe('#0E42D2');
  },
};

/** An unreadable preset swatch (orangered) is refused in English; a readable one clears the message. */
export const RefusedPresetEnglish: Story = {
  globals: { locale: 'en-US' },
  args: { label: 'Theme colour' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const options = canvas.getAllByRole('option');
    await userEvent.click(options[2] as HTMLElement);
    expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Button text on #F77234 has a contrast of only 4.23:1, below 4.5:1',
    );
    expect(args.onChange).not.toHaveBeenCalled();
    expect(canvas.getByRole('option', { selected: true })).toBe(options[0]);
    await userEvent.click(options[10] as HTMLElement);
    expect(args.onChange).toHaveBeenLastCalledWith('#722ED1');
    expect(canvas.queryByRole('alert')).toBeNull();
  },
};
