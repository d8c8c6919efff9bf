import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../inputs/button';
import { NumberField } from '../inputs/number-field';
import { Radio, RadioGroup } from '../inputs/radio-group';
import { TextField } from '../inputs/text-field';
import { Form, type Rules, required, useForm } from './form';
import { FormField, type FormFieldProps } from './form-field';

interface Values {
  name: string;
  quantity: number;
  kind: string | null;
}

const rules: Rules<Values> = {
  name: required('请输入产品名称'),
  quantity: (value) => (Number.isNaN(value) || value < 1 ? '数量至少为 1' : undefined),
  kind: required('请选择类型'),
};

/** One FormField per control type, inside a Form: label, required marker, help text and error message. */
function FieldsDemo({
  label,
  description,
  onSubmit,
}: Pick<FormFieldProps, 'label' | 'description'> & { onSubmit?: (values: Values) => void }) {
  const form = useForm<Values>({ initialValues: { name: '', quantity: 1, kind: null }, rules, onSubmit });
  return (
    <Form form={form} className="w-80">
      <FormField name="name" label={label} description={description} isRequired>
        <TextField />
      </FormField>
      <FormField name="quantity" label="数量" isRequired>
        <NumberField />
      </FormField>
      <FormField name="kind" label="类型" isRequired>
        <RadioGroup orientation="horizontal">
          <Radio value="speaker">音箱</Radio>
          <Radio value="amplifier">功放</Radio>
        </RadioGroup>
      </FormField>
      {/* A submit button also makes Enter in a text field submit (HTML implicit submission). */}
      <Button type="submit" variant="primary" className="self-start">
        保存
      </Button>
    </Form>
  );
}

const meta = {
  title: 'Forms/FormField',
  component: FieldsDemo,
  args: { label: '产品名称', description: '显示在订单和发票上', onSubmit: fn() },
} satisfies Meta<typeof FieldsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: /产品名称/ });
    expect(name).toBeRequired();
    expect(name).toHaveAccessibleDescription('显示在订单和发票上');
    // Blur validation: leaving the field empty explains why; typing fixes it.
    await userEvent.tab();
    await userEvent.tab();
    expect(await canvas.findByText('请输入产品名称')).toBeVisible();
    expect(name).toHaveAccessibleDescription(/请输入产品名称/);
    await userEvent.click(name);
    await userEvent.keyboard('书架音箱');
    expect(canvas.queryByText('请输入产品名称')).not.toBeInTheDocument();
  },
};

export const RulesOnOtherControls: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('落地音箱');
    await userEvent.tab();
    await userEvent.keyboard('{Control>}a{/Control}0');
    await userEvent.tab();
    expect(await canvas.findByText('数量至少为 1')).toBeVisible();
    // Back to the name (Shift+Tab twice) and submit with Enter: the first invalid field gets the focus.
    await userEvent.keyboard('{Shift>}{Tab}{Tab}{/Shift}');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /产品名称/ })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(canvas.getByText('请选择类型')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /数量/ })).toHaveFocus());
    await userEvent.keyboard('{Control>}a{/Control}2');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(canvas.getByRole('radio', { name: '音箱' })).toBeChecked();
    expect(canvas.queryByText('请选择类型')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('textbox', { name: /产品名称/ }));
    await userEvent.keyboard('{Enter}');
    expect(args.onSubmit).toHaveBeenCalledWith({ name: '落地音箱', quantity: 2, kind: 'speaker' });
  },
};
