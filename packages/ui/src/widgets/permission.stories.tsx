import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { focusRing, focusRingNative } from '../lib/focus-ring';
import { Permission } from './permission';
import { PermissionProvider } from './use-permission';

const onEdit = fn();
const onLink = fn();

/** A toolbar with the guarded control between two neighbours, so layout effects are visible. */
function Toolbar({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex items-center gap-3 text-base text-default">
      <span data-testid="before">前</span>
      {children}
      <span data-testid="after">后</span>
    </div>
  );
}

const editButton = (
  <Button onPress={() => onEdit()} className={`h-8 rounded-md bg-primary px-4 text-on-primary ${focusRing}`}>
    编辑订单
  </Button>
);

const meta = {
  title: 'Widgets/Permission',
  component: Permission,
  args: { required: 'admin', children: editButton },
  decorators: [
    (Story) => (
      <PermissionProvider roles={['editor']}>
        <Toolbar>
          <Story />
        </Toolbar>
      </PermissionProvider>
    ),
  ],
  beforeEach: () => {
    onEdit.mockClear();
    onLink.mockClear();
  },
} satisfies Meta<typeof Permission>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Allowed: Story = {
  args: { required: ['admin', 'editor'] },
  play: async () => {
    await userEvent.tab();
    await waitFor(() => expect(screen.getByRole('button', { name: '编辑订单' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(onEdit).toHaveBeenCalledTimes(1);
  },
};

export const AllRequiredMissing: Story = {
  name: 'And logic, one role missing: removed',
  args: { required: ['admin', 'editor'], logic: 'and' },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Removed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.queryByRole('button')).toBeNull();
    // Nothing is left between the neighbours: they sit one gap apart.
    const gap =
      canvas.getByTestId('after').getBoundingClientRect().left -
      canvas.getByTestId('before').getBoundingClientRect().right;
    expect(gap).toBe(12);
  },
};

export const Hidden: Story = {
  args: { mode: 'hide' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Invisible to assistive technology and unreachable by keyboard...
    expect(canvas.queryByRole('button')).toBeNull();
    await userEvent.tab();
    expect(document.activeElement).toBe(document.body);
    // ...but it still occupies its space between the neighbours.
    const gap =
      canvas.getByTestId('after').getBoundingClientRect().left -
      canvas.getByTestId('before').getBoundingClientRect().right;
    expect(gap).toBeGreaterThan(40);
    const hidden = canvas.getByText('编辑订单');
    expect(getComputedStyle(hidden).visibility).toBe('hidden');
  },
};

export const Disabled: Story = {
  args: { mode: 'disable', reason: '需要管理员角色' },
  play: async () => {
    const button = screen.getByRole('button', { name: '编辑订单' });
    await userEvent.tab();
    await waitFor(() => expect(button).toHaveFocus());
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription('需要管理员角色');
    // The tooltip says why while it has focus.
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('需要管理员角色'));
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await userEvent.click(button);
    expect(onEdit).not.toHaveBeenCalled();
  },
};

export const DisabledPlainLink: Story = {
  args: {
    mode: 'disable',
    children: (
      <a
        href="/admin/report/export"
        onClick={() => onLink()}
        className={`text-primary-text underline ${focusRingNative}`}
      >
        导出报表
      </a>
    ),
  },
  play: async () => {
    const before = window.location.href;
    const link = screen.getByRole('link', { name: '导出报表' });
    await userEvent.tab();
    await waitFor(() => expect(link).toHaveFocus());
    expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(link);
    expect(onLink).not.toHaveBeenCalled();
    expect(window.location.href).toBe(before);
    expect(screen.queryByRole('tooltip')).toBeNull();
  },
};

export const EnabledPlainLinkStillWorks: Story = {
  args: { ...DisabledPlainLink.args, required: 'editor', mode: 'disable' },
  play: async () => {
    const link = screen.getByRole('link', { name: '导出报表' });
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onLink).toHaveBeenCalledTimes(1);
  },
};
