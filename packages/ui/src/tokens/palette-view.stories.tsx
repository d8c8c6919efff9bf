import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PaletteView } from './palette-view';

const meta = {
  title: 'Tokens/Theme palette',
  component: PaletteView,
  args: { color: '#165DFF' },
  argTypes: { color: { control: 'color' } },
  // Follows the toolbar's theme colour unless a story sets its own.
  render: (args, { globals }) => <PaletteView key={args.color ?? globals.themeColor} {...args} />,
} satisfies Meta<typeof PaletteView>;

export default meta;
type Story = StoryObj<typeof meta>;

const shadesOf = (canvas: HTMLElement, title: string) =>
  within(within(canvas).getByRole('list', { name: title }))
    .getAllByRole('listitem')
    .map((li) => li.textContent?.replace(/^\d+/, ''));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    expect(shadesOf(canvasElement, 'Light')).toEqual(
      '#E8F3FF #BEDAFF #94BFFF #6AA1FF #4080FF #165DFF #0E42D2 #072CA6 #031A79 #000D4D'.split(' '),
    );
    expect(shadesOf(canvasElement, 'Dark')).toEqual(
      '#000D4D #041B79 #0E32A6 #1D4DD2 #306FFF #3C7EFF #689FFF #93BEFF #BEDAFF #EAF4FF'.split(' '),
    );
  },
};

/** Typing a colour regenerates both palettes; shade 6 is the colour itself. */
export const TypeAColour: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Theme colour');
    await userEvent.tripleClick(field);
    await userEvent.keyboard('#F53F3F');
    expect(shadesOf(canvasElement, 'Light')[5]).toBe('#F53F3F');
    expect(shadesOf(canvasElement, 'Dark')[5]).toBe('#F76965');
    await userEvent.keyboard('{Backspace}');
    expect(await within(canvasElement).findByText('Enter a colour as #RRGGBB')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Purple: Story = {
  args: { color: '#722ED1' },
  play: async ({ canvasElement }) => {
    expect(shadesOf(canvasElement, 'Light')[0]).toBe('#F5E8FF');
    expect(shadesOf(canvasElement, 'Dark')[9]).toBe('#F7EDFF');
  },
};
