import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../inputs/button';
import { TextField } from '../inputs/text-field';
import { Form, required, useForm } from './form';
import { FormField } from './form-field';

interface ProductValues {
  sku: string;
  name: string;
}

/** A product form whose server answered with field errors (RAC `validationErrors`, keyed by field name). */
function ServerErrorsDemo({
  validationErrors,
  onSubmit,
}: {
  validationErrors?: Record<string, string>;
  onSubmit?: (values: ProductValues) => void;
}) {
  const form = useForm<ProductValues>({
    initialValues: { sku: 'SPK-001', name: '书架音箱' },
    rules: { sku: required('请输入 SKU'), name: required('请输入产品名称') },
    onSubmit,
  });
  return (
    <Form form={form} validationErrors={validationErrors} className="w-80">
      <FormField name="sku" label="SKU" isRequired>
        <TextField />
      </FormField>
      <FormField name="name" label="产品名称" isRequired>
        <TextField />
      </FormField>
      <Button type="submit" variant="primary" className="self-start">
        保存
      </Button>
    </Form>
  );
}

const meta = {
  title: 'Forms/Form',
  component: ServerErrorsDemo,
  args: { validationErrors: { sku: 'SKU 已存在' }, onSubmit: fn() },
} satisfies Meta<typeof ServerErrorsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sku = canvas.getByRole('textbox', { name: /SKU/ });
    // The server's message sits under the field it names.
    expect(sku).toHaveAttribute('aria-invalid', 'true');
    expect(sku).toHaveAccessibleDescription('SKU 已存在');
    expect(canvas.getByRole('textbox', { name: /产品名称/ })).not.toHaveAttribute('aria-invalid');
    // Editing the field clears the server's message.
    await userEvent.tab();
    await userEvent.keyboard('{End}-B');
    expect(canvas.queryByText('SKU 已存在')).not.toBeInTheDocument();
    expect(sku).not.toHaveAttribute('aria-invalid');
  },
};

export const ClientRulesFirst: Story = {
  args: { validationErrors: {} },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}{Enter}');
    expect(await canvas.findByText('请输入 SKU')).toBeVisible();
    expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('SPK-002{Enter}');
    expect(args.onSubmit).toHaveBeenCalledWith({ sku: 'SPK-002', name: '书架音箱' });
  },
};

/** isDirty follows the edits; reset(values) makes new values the starting point (a reloaded record). */
function DirtyDemo({ onDirty }: { onDirty: (dirty: boolean) => void }) {
  const form = useForm<ProductValues>({ initialValues: { sku: 'SPK-001', name: '书架音箱' } });
  onDirty(form.isDirty);
  return (
    <Form form={form} className="w-80">
      <FormField name="name" label="产品名称">
        <TextField />
      </FormField>
      <p>{form.isDirty ? '有未保存的修改' : '没有修改'}</p>
      <Button type="button" onPress={() => form.reset({ sku: 'SPK-001', name: '书架音箱 二代' })}>
        重新载入
      </Button>
    </Form>
  );
}

export const Dirty: StoryObj<typeof DirtyDemo> = {
  render: (args) => <DirtyDemo {...args} />,
  args: { onDirty: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText('没有修改')).toBeInTheDocument();
    await userEvent.tab();
    await userEvent.keyboard('{End} 黑');
    expect(canvas.getByText('有未保存的修改')).toBeInTheDocument();
    await userEvent.keyboard('{Backspace}{Backspace}');
    expect(canvas.getByText('没有修改')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '重新载入' }));
    expect(canvas.getByRole('textbox', { name: '产品名称' })).toHaveValue('书架音箱 二代');
    expect(canvas.getByText('没有修改')).toBeInTheDocument();
  },
};
