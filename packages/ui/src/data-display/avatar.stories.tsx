import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar } from './avatar';

// A tiny inline picture, so the image story needs no network and renders the same every time.
const PICTURE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#86909c"/><circle cx="4" cy="3" r="2" fill="#f2f3f5"/></svg>',
)}`;

const meta = {
  title: 'Data display/Avatar',
  component: Avatar,
  args: { name: 'admin' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'admin' });
    expect(avatar).toHaveTextContent(/^A$/);
    // The navbar's user chip uses 36.
    expect(avatar.getBoundingClientRect().width).toBe(36);
    expect(avatar.getBoundingClientRect().height).toBe(36);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-end gap-3">
      {([24, 32, 36, 40, 56, 64] as const).map((size) => (
        <Avatar key={size} {...args} name={`user ${size}`} size={size} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const widths = within(canvasElement)
      .getAllByRole('img')
      .map((el) => el.getBoundingClientRect().width);
    expect(widths).toEqual([24, 32, 36, 40, 56, 64]);
  },
};

export const Names: Story = {
  render: () => (
    <div className="flex gap-3">
      {['王芳', 'li qiang', 'Zhang Wei', 'olivia', 'Émile', 'square'].map((name) => (
        <Avatar key={name} name={name} shape={name === 'square' ? 'square' : 'circle'} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const letters = within(canvasElement)
      .getAllByRole('img')
      .map((el) => el.textContent);
    expect(letters).toEqual(['王', 'L', 'Z', 'O', 'É', 'S']);
  },
};

export const Image: Story = {
  args: { src: PICTURE, size: 56 },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'admin' });
    expect(avatar.querySelector('img')).toHaveAttribute('src', PICTURE);
    expect(avatar).not.toHaveTextContent('A');
  },
};

export const BrokenImage: Story = {
  args: { src: '/no-such-avatar.png', name: 'operator' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'operator' });
    // The image fails to load: the letter takes its place.
    await waitFor(() => expect(avatar).toHaveTextContent(/^O$/), { timeout: 3000 });
    expect(avatar.querySelector('img')).toBeNull();
  },
};
