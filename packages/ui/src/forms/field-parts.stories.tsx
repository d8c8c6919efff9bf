import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input, TextField } from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FieldHelp, fieldStack, inputBox, Label } from './field-parts';

/** The shared field anatomy on a bare RAC TextField: the parts the UI kit's controls are built from. */
function AnatomyDemo({ label, description, invalid }: { label: string; description: string; invalid?: boolean }) {
  return (
    <TextField isRequired isInvalid={invalid} className={fieldStack('w-72')}>
      <Label required>{label}</Label>
      <Input className={inputBox} />
      <FieldHelp description={description} errorMessage="Please enter email address" />
    </TextField>
  );
}

const meta = {
  title: 'Forms/Field parts',
  component: AnatomyDemo,
  args: { label: '邮箱', description: '用于接收通知' },
} satisfies Meta<typeof AnatomyDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /邮箱/ });
    expect(input).toBeRequired();
    expect(canvas.getByText('用于接收通知')).toBeVisible();
    // The required marker is visual only: the accessible name stays the label text.
    expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const English: Story = {
  args: { label: 'Email', description: 'Used for notifications', invalid: true },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: /Email/ });
    await waitFor(() => expect(input).toHaveFocus());
    expect(input).toHaveAttribute('aria-invalid', 'true');
    // The error text is wired to the input as its description, so screen readers announce it.
    expect(input).toHaveAccessibleDescription(/Please enter email address/);
  },
};
