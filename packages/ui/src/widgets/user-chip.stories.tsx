import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { UserChip, type UserSummary } from './user-chip';

/** A promise the play function settles itself, so each loading state can be asserted. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const avatar =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36"><rect width="36" height="36" fill="#3C7EFF"/><circle cx="18" cy="14" r="7" fill="#E8F3FF"/><rect x="7" y="24" width="22" height="12" rx="6" fill="#E8F3FF"/></svg>',
  );
const withAvatar: UserSummary = { user_name: '陈静', user_avatar: avatar };
const withoutAvatar: UserSummary = { user_name: 'lina.zhou', user_avatar: '' };

let pending = deferred<UserSummary>();

const meta = {
  title: 'Widgets/UserChip',
  component: UserChip,
  args: { userId: 7, lookup: fn(() => pending.promise) },
  beforeEach: () => {
    pending = deferred<UserSummary>();
  },
} satisfies Meta<typeof UserChip>;

export default meta;
type Story = StoryObj<typeof meta>;

const width = (element: Element) => element.getBoundingClientRect().width;

export const Default: Story = {
  // Driven by its play function; the settled states are captured by the stories below.
  tags: ['!visual'],
  name: 'Loading, then the avatar',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    expect(args.lookup).toHaveBeenCalledWith(7);
    const skeleton = canvas.getByRole('status', { name: '加载中' });
    expect(width(skeleton)).toBe(100);
    pending.resolve(withAvatar);
    await waitFor(() => expect(canvas.getByText('陈静')).toBeVisible());
    expect(canvas.queryByRole('status')).toBeNull();
    const image = canvasElement.querySelector('[data-slot="avatar"] img') as HTMLImageElement;
    expect(image.getAttribute('src')).toBe(avatar);
    expect(width(image)).toBe(36);
    expect(image.getBoundingClientRect().height).toBe(36);
  },
};

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    expect(width(within(canvasElement).getByRole('status'))).toBe(100);
  },
};

export const LetterFallback: Story = {
  // Driven by its play function; the settled states are captured by the stories below.
  tags: ['!visual'],
  name: 'No avatar: the first letter, upper-cased',
  play: async ({ canvasElement }) => {
    pending.resolve(withoutAvatar);
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('lina.zhou')).toBeVisible());
    const letter = canvasElement.querySelector('[data-slot="avatar"]') as HTMLElement;
    expect(letter.tagName).toBe('SPAN');
    expect(letter).toHaveTextContent(/^L$/);
    expect(width(letter)).toBe(36);
  },
};

export const NotSet: Story = {
  name: 'No id: 未设置',
  args: { userId: undefined },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText('未设置')).toBeVisible();
    expect(canvasElement.querySelector('[data-slot="avatar"]')).toHaveTextContent('未');
    expect(args.lookup).not.toHaveBeenCalled();
  },
};

export const NotSetEnglish: Story = {
  name: 'No id, English: still 未设置',
  args: { userId: null },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText('未设置')).toBeVisible();
  },
};

export const LookupFails: Story = {
  // Driven by its play function; the settled states are captured by the stories below.
  tags: ['!visual'],
  name: 'Lookup fails: nothing shown',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('status')).toBeVisible();
    pending.reject(new Error('user not found'));
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
    expect(canvasElement.querySelector('[data-slot^="user-chip"]')).toBeNull();
    expect(canvasElement.textContent).toBe('');
  },
};

export const English: Story = {
  name: 'Loading, English',
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const Loaded: Story = {
  name: 'Loaded (avatar and letter)',
  args: { userId: 7, lookup: fn(async () => withAvatar) },
  render: (args) => (
    <div className="flex gap-6">
      <UserChip {...args} />
      <UserChip userId={8} lookup={async () => withoutAvatar} />
      <UserChip lookup={args.lookup} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('陈静')).toBeVisible());
    expect(canvas.getByText('lina.zhou')).toBeVisible();
    expect(canvas.getByText('未设置')).toBeVisible();
  },
};
