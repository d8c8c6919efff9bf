import type { Meta, StoryObj } from '@storybook/react-vite';
import type { LucideIcon } from 'lucide-react';
import { expect, within } from 'storybook/test';
import * as icons from './icons';
import { Icon } from './icons';

const GLYPHS = Object.entries(icons).filter(([name]) => /^Icon[A-Z]/.test(name)) as [string, LucideIcon][];

/** Every icon of the set, rendered through Icon, with its name. */
function IconGallery({ size }: { size?: 'sm' | 'md' | 'lg' | 'xl' }) {
  return (
    <ul className="grid grid-cols-6 gap-2">
      {GLYPHS.map(([name, glyph]) => (
        <li key={name} data-icon={name} className="flex flex-col items-center gap-1 rounded-md p-2 text-default">
          <Icon icon={glyph} size={size} />
          <span className="text-xs text-secondary">{name.replace(/^Icon/, '')}</span>
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Icons/Gallery',
  component: IconGallery,
} satisfies Meta<typeof IconGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    expect(GLYPHS.length).toBeGreaterThan(70);
    for (const [name] of GLYPHS) {
      const cell = canvasElement.querySelector(`[data-icon="${name}"]`);
      const svg = cell?.querySelector('svg');
      expect(svg, name).not.toBeNull();
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      expect(svg).toHaveAttribute('width', '16');
      // Something is drawn: lucide icons are made of paths, circles, lines or rects.
      expect(svg?.querySelector('path, circle, line, rect, polyline, polygon'), name).not.toBeNull();
    }
    // Hidden icons add nothing to the accessibility tree: the only images are none.
    expect(within(canvasElement).queryAllByRole('img')).toHaveLength(0);
  },
};

export const Large: Story = {
  args: { size: 'xl' },
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('[data-icon="IconHome"] svg');
    expect(svg).toHaveAttribute('width', '24');
  },
};
