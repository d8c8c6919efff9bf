import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { IconFile, IconUser } from '../icons/icons';
import { OverlayStage } from '../overlays/overlay-stage';
import { CommandPalette, type CommandPaletteProps, type PaletteGroup } from './command-palette';

const GROUPS: PaletteGroup[] = [
  {
    id: 'screens',
    title: '页面',
    items: [
      { id: 'screen:customer', label: '客户管理', description: '客户关系', icon: <IconUser /> },
      { id: 'screen:sale', label: '销售订单', description: '订单管理', icon: <IconFile /> },
    ],
  },
  {
    id: 'saleOrder',
    title: '销售订单',
    items: [
      { id: 'saleOrder:1', label: 'SO20261128-0001', description: '销售订单' },
      { id: 'saleOrder:2', label: 'SO20261128-0002', description: '销售订单' },
    ],
  },
  { id: 'customer', title: '客户', items: [{ id: 'customer:7', label: '张三', description: '客户' }] },
];

/** Local state plays the admin: the typed text filters the sample groups. */
function LocalPalette(props: CommandPaletteProps) {
  const [query, setQuery] = useState(props.query);
  const [open, setOpen] = useState(props.isOpen);
  const text = query.trim().toLowerCase();
  const groups = props.groups.map((group) => ({
    ...group,
    items: group.items.filter((item) => !text || item.label.toLowerCase().includes(text)),
  }));
  return (
    <OverlayStage height={460}>
      {(container) => (
        <CommandPalette
          {...props}
          portalContainer={container}
          isOpen={open}
          onOpenChange={(next) => {
            setOpen(next);
            props.onOpenChange(next);
          }}
          query={query}
          onQueryChange={(next) => {
            setQuery(next);
            props.onQueryChange(next);
          }}
          groups={groups}
        />
      )}
    </OverlayStage>
  );
}

const meta = {
  title: 'Widgets/CommandPalette',
  component: CommandPalette,
  render: (args) => <LocalPalette {...args} />,
  args: { isOpen: true, query: '', groups: GROUPS, onOpenChange: fn(), onQueryChange: fn(), onAction: fn() },
} satisfies Meta<typeof CommandPalette>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Default: Story = {
  play: async ({ args }) => {
    const box = await body().findByRole('textbox', { name: '前往' });
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.keyboard('so2026');
    expect(args.onQueryChange).toHaveBeenLastCalledWith('so2026');
    await waitFor(() => expect(body().getByRole('status')).toHaveTextContent('2 个结果'));
    // The arrows, End and Home move through the results while the focus stays in the box; Enter opens one.
    await userEvent.keyboard('{ArrowDown}{End}');
    const options = body().getAllByRole('option');
    await waitFor(() => expect(box).toHaveAttribute('aria-activedescendant', options[1]?.id));
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(args.onAction).toHaveBeenCalledWith(expect.objectContaining({ id: 'saleOrder:2' }));
    expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const GroupedAndHighlighted: Story = {
  args: { query: '客户' },
  play: async () => {
    const listbox = await body().findByRole('listbox', { name: '结果' });
    expect(within(listbox).getAllByRole('group').length).toBe(1);
    expect(
      within(listbox)
        .getByRole('option', { name: /客户管理/ })
        .querySelector('mark'),
    ).toHaveTextContent('客户');
  },
};

export const Empty: Story = {
  args: { query: '没有这个' },
  play: async ({ args }) => {
    await waitFor(() => expect(body().getByRole('status')).toHaveTextContent('没有找到“没有这个”'));
    expect(body().getByRole('listbox', { name: '结果' })).toHaveAttribute('data-empty', 'true');
    await userEvent.keyboard('{Escape}');
    expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Searching: Story = {
  args: { query: 'zs', loading: true, groups: [] },
  play: async () => {
    await waitFor(() => expect(body().getByRole('status')).toHaveTextContent('搜索中…'));
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  args: { query: 'SO' },
  play: async () => {
    await body().findByRole('textbox', { name: 'Go to' });
    await waitFor(() => expect(body().getByRole('status')).toHaveTextContent('2 results'));
  },
};
