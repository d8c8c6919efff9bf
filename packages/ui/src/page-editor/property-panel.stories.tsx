import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TextField } from '../inputs/text-field';
import type { PropDefsValue } from './prop-defs';
import { PropertyPanel, type ReferencePropDef } from './property-panel';
import { initialValues, type PropValues } from './property-panel-values';

/** A product grid, a carousel's slides and the shared style, as the contract describes them (blocks.ts). */
const BLOCK: PropDefsValue = {
  title: { type: 'text', max: 40, default: '' },
  source: { type: 'choice', values: ['query', 'manual'], default: 'query' },
  sort: {
    type: 'choice',
    values: ['newest', 'priceAsc', 'priceDesc', 'name'],
    default: 'newest',
    when: { prop: 'source', equals: 'query' },
  },
  limit: { type: 'integer', min: 1, max: 20, default: 4, when: { prop: 'source', equals: 'query' } },
  productIds: { type: 'products', max: 20, when: { prop: 'source', equals: 'manual' } },
  showPrice: { type: 'boolean', default: true },
  slides: {
    type: 'list',
    min: 1,
    max: 3,
    item: { materialId: { type: 'material', kind: 'image' }, alt: { type: 'text', max: 120, default: '' } },
  },
};

const STYLE: PropDefsValue = {
  background: { type: 'color', default: '' },
  marginBottom: { type: 'integer', min: 0, max: 64, default: 8, unit: 'px' },
};

const LABELS: Record<string, string> = {
  title: 'Title',
  source: 'Products',
  'source.query': 'By kind',
  'source.manual': 'Hand-picked',
  sort: 'Order',
  'sort.newest': 'Newest first',
  'sort.priceAsc': 'Price, low to high',
  'sort.priceDesc': 'Price, high to low',
  'sort.name': 'Name',
  limit: 'How many',
  productIds: 'Chosen products',
  showPrice: 'Show prices',
  slides: 'Slides',
  'slides.materialId': 'Image',
  'slides.alt': 'Description',
  background: 'Background',
  marginBottom: 'Space below',
};

const label = (path: string[]) => LABELS[path.join('.')] ?? path.join('.');

/** The admin passes its pickers; here a text field stands in for any of them. */
function renderReference(def: ReferencePropDef, value: unknown, onChange: (next: unknown) => void, name: string) {
  return (
    <TextField
      label={name}
      description={`(${def.type})`}
      value={value === null || value === undefined ? '' : String(value)}
      onChange={(text) => onChange(text === '' ? null : text)}
    />
  );
}

function Harness({ onChange }: { onChange: (next: PropValues, mergeKey: string | undefined) => void }) {
  const [block, setBlock] = useState<PropValues>(() => initialValues(BLOCK));
  const [style, setStyle] = useState<PropValues>(() => initialValues(STYLE));
  return (
    <div className="flex w-[360px] flex-col gap-6">
      <PropertyPanel
        title="Product grid"
        defs={BLOCK}
        values={block}
        label={label}
        describe={(path) => (path.join('.') === 'limit' ? 'At most 20' : undefined)}
        renderReference={renderReference}
        onChange={(next, mergeKey) => {
          setBlock(next);
          onChange(next, mergeKey);
        }}
      />
      <PropertyPanel
        title="Style"
        defs={STYLE}
        values={style}
        label={label}
        renderReference={renderReference}
        onChange={(next, mergeKey) => {
          setStyle(next);
          onChange(next, mergeKey);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'PageEditor/PropertyPanel',
  component: Harness,
  args: { onChange: fn() },
  globals: { locale: 'en-US' },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EditFields: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('textbox', { name: 'Title' });
    await userEvent.tab();
    await waitFor(() => expect(title).toHaveFocus());
    await userEvent.keyboard('New arrivals');
    expect(title).toHaveValue('New arrivals');
    // Every keystroke of one field carries the same merge key: one undo step.
    expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'New arrivals' }), 'title');

    const limit = canvas.getByRole('textbox', { name: 'How many' });
    await userEvent.click(limit);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(limit).toHaveValue('6');
    expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ limit: 6 }), 'limit');
    expect(canvas.getByText('At most 20')).toBeVisible();

    // A choice of four values is a select; its values are labelled by the caller.
    expect(canvas.getByRole('button', { name: /Newest first/ })).toBeVisible();

    await userEvent.click(canvas.getByRole('switch', { name: 'Show prices' }));
    expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ showPrice: false }), undefined);
  },
};

export const SourceSwitchesFields: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('textbox', { name: 'How many' })).toBeVisible();
    expect(canvas.queryByRole('textbox', { name: 'Chosen products' })).toBeNull();
    // Two values make a segmented row: arrow keys choose.
    const byKind = canvas.getByRole('radio', { name: 'By kind' });
    byKind.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Hand-picked' })).toBeChecked());
    expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ source: 'manual' }), undefined);
    // The fields of the query go; the hand-picked list (the caller's picker) comes.
    await waitFor(() => expect(canvas.queryByRole('textbox', { name: 'How many' })).toBeNull());
    expect(canvas.queryByRole('button', { name: /Newest first/ })).toBeNull();
    expect(canvas.getByRole('textbox', { name: 'Chosen products' })).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'How many' })).toBeVisible());
  },
};

export const ListItems: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole('button', { name: 'Add an item' });
    expect(canvas.getByText('1 of 3 items')).toBeVisible();
    // The only item cannot go (min 1).
    expect(canvas.getByRole('button', { name: 'Remove item 1' })).toBeDisabled();
    add.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByText('3 of 3 items')).toBeVisible());
    expect(add).toBeDisabled();

    const descriptions = () =>
      canvas.getAllByRole('textbox', { name: 'Description' }).map((input) => (input as HTMLInputElement).value);
    const [first, , third] = canvas.getAllByRole('textbox', { name: 'Description' });
    await userEvent.click(first as HTMLElement);
    await userEvent.keyboard('front');
    expect(args.onChange).toHaveBeenLastCalledWith(expect.anything(), 'slides.0.alt');
    await userEvent.click(third as HTMLElement);
    await userEvent.keyboard('back');
    expect(descriptions()).toEqual(['front', '', 'back']);

    // Move the third item up twice by keyboard: the focus follows it.
    canvas.getByRole('button', { name: 'Move item 3 up' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Move item 2 up' })).toHaveFocus());
    expect(descriptions()).toEqual(['front', 'back', '']);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(descriptions()).toEqual(['back', 'front', '']));
    expect(args.onChange).toHaveBeenLastCalledWith(expect.anything(), undefined);

    canvas.getByRole('button', { name: 'Remove item 2' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(descriptions()).toEqual(['back', '']));
    expect(canvas.getByText('2 of 3 items')).toBeVisible();
    expect(add).toBeEnabled();
  },
};

export const Colour: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const background = within(canvas.getByRole('group', { name: 'Background' }));
    // The default '' is "none": the page's own background.
    expect(background.getByRole('checkbox', { name: 'None' })).toBeChecked();
    const hex = background.getByRole('textbox', { name: 'Colour code' });
    await userEvent.click(hex);
    await userEvent.keyboard('#12');
    expect(background.getByText('Enter a colour as #RRGGBB')).toBeVisible();
    await userEvent.keyboard('ab5F');
    expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ background: '#12ab5F' }), 'background');
    expect(background.getByRole('checkbox', { name: 'None' })).not.toBeChecked();
    expect(background.queryByText('Enter a colour as #RRGGBB')).toBeNull();
    await userEvent.click(background.getByRole('checkbox', { name: 'None' }));
    expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ background: '' }), undefined);
    await waitFor(() => expect(hex).toHaveValue(''));
  },
};

export const ChineseLabels: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('button', { name: '添加一项' })).toBeVisible();
    expect(canvas.getByText('1/3 项')).toBeVisible();
  },
};
