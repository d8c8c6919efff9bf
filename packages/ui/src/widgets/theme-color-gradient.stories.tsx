import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ThemeColorGradient } from './theme-color-gradient';

/** Arco Design's published arcoblue palette (the default theme colour #165DFF), light and dark. */
const ARCO_BLUE_LIGHT = [
  '#E8F3FF',
  '#BEDAFF',
  '#94BFFF',
  '#6AA1FF',
  '#4080FF',
  '#165DFF',
  '#0E42D2',
  '#072CA6',
  '#031A79',
  '#000D4D',
];
const ARCO_BLUE_DARK = [
  '#000D4D',
  '#041B79',
  '#0E32A6',
  '#1D4DD2',
  '#306FFF',
  '#3C7EFF',
  '#689FFF',
  '#93BEFF',
  '#BEDAFF',
  '#EAF4FF',
];

const meta = {
  title: 'Widgets/ThemeColorGradient',
  component: ThemeColorGradient,
  args: { onChange: fn() },
} satisfies Meta<typeof ThemeColorGradient>;

export default meta;
type Story = StoryObj<typeof meta>;

const shades = (canvas: HTMLElement, name: string) =>
  Array.from(within(canvas).getByRole('list', { name }).querySelectorAll('[data-slot="shade"]')).map((el) =>
    el.getAttribute('data-color')?.toUpperCase(),
  );

/** Tab to the colour picker's trigger, Enter opens its panel, Tab on through area, hue and hex field. */
async function openPicker(canvasElement: HTMLElement) {
  await userEvent.tab();
  await waitFor(() => expect(within(canvasElement).getByRole('button', { name: /主题色/ })).toHaveFocus());
  await userEvent.keyboard('{Enter}');
  const dialog = await within(document.body).findByRole('dialog');
  const hex = within(dialog).getByRole('textbox', { name: '十六进制颜色值' });
  await userEvent.tab(); // colour area
  await userEvent.tab(); // hue slider
  await userEvent.tab();
  await waitFor(() => expect(hex).toHaveFocus());
  return dialog;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    expect(shades(canvasElement, '亮色色阶')).toEqual(ARCO_BLUE_LIGHT);
    expect(shades(canvasElement, '暗色色阶')).toEqual(ARCO_BLUE_DARK);
    expect(within(canvasElement).getByRole('listitem', { name: '色阶 6: #165DFF' })).toBeVisible();
  },
};

/** Keyboard: open the colour picker, type a hex value; the palette follows and is called back. */
export const ChooseColour: Story = {
  play: async ({ args, canvasElement }) => {
    await openPicker(canvasElement);
    await userEvent.keyboard('{Control>}a{/Control}#722ed1{Enter}');
    expect(args.onChange).toHaveBeenCalledTimes(1);
    const palette = (args.onChange as ReturnType<typeof fn>).mock.calls[0]?.[0];
    expect(palette.color).toBe('#722ED1');
    expect(palette.light).toHaveLength(10);
    expect(palette.dark).toHaveLength(10);
    // Shade 6 is the chosen colour itself; the swatches show the new palette.
    expect(palette.light[5].toUpperCase()).toBe('#722ED1');
    expect(shades(canvasElement, '亮色色阶')).toEqual(palette.light.map((c: string) => c.toUpperCase()));
  },
};

/** A preset swatch chosen by keyboard gives Arco's published palette for that colour. */
export const ChoosePreset: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openPicker(canvasElement);
    await userEvent.tab(); // presets: focus lands on the chosen swatch, arcoblue
    await waitFor(() => expect(within(dialog).getByRole('option', { selected: true })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ color: '#F53F3F' }));
    // Arco's published red palette, shades 5-7 (rgb 247,101,96 / 245,63,63 / 203,39,45).
    expect(shades(canvasElement, '亮色色阶').slice(4, 7)).toEqual(['#F76560', '#F53F3F', '#CB272D']);
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('button', { name: /Theme colour/ })).toHaveTextContent('#165DFF');
    expect(shades(canvasElement, 'Dark shades')).toEqual(ARCO_BLUE_DARK);
  },
};
