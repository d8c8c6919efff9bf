import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TextArea } from './text-area';

const meta = {
  title: 'Inputs/TextArea',
  component: TextArea,
  args: { label: '备注', placeholder: '请输入备注', onChange: fn(), className: 'w-96' },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

const WORD_RULE =
  'Words are counted for mixed Chinese and English text: each CJK character (Han, kana, hangul) is one word, ' +
  'each run of Latin letters or digits is one word ("don\'t", "e-mail" and "3.5" stay one), punctuation, ' +
  'spaces and emoji count nothing. "Hello, 世界! 2024年" is 5 words. So the profile\'s 200-word limit allows ' +
  '200 Chinese characters or 200 English words.';

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    const box = within(canvasElement).getByRole('textbox', { name: '备注' });
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.keyboard('第一行{Enter}second');
    expect(args.onChange).toHaveBeenLastCalledWith('第一行\nsecond');
  },
};

export const CharacterCounter: Story = {
  args: { maxCount: 50, defaultValue: '安装调试' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: '备注' });
    expect(box).toHaveAccessibleDescription('已输入 4 个字符，最多 50 个');
    await userEvent.tab();
    await userEvent.keyboard('{End}OK');
    expect(canvas.getByText('6 / 50')).toBeVisible();
  },
};

export const WordLimit: Story = {
  args: { label: 'Personal profile', placeholder: 'A few words about you', maxCount: 200, countBy: 'words' },
  globals: { locale: 'en-US' },
  parameters: { docs: { description: { story: WORD_RULE } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('Hello, 世界! 2024年');
    expect(canvas.getByText('5 / 200')).toBeVisible();
    const box = canvas.getByRole('textbox', { name: 'Personal profile' });
    expect(box).toHaveAccessibleDescription('5 of 200 words');
    expect(box).not.toHaveAttribute('aria-invalid');
  },
};

export const OverLimit: Story = {
  args: {
    label: '个人简介',
    maxCount: 200,
    countBy: 'words',
    defaultValue: `${'专业音响安装与调试。'.repeat(22)}多一字`,
  },
  parameters: { docs: { description: { story: `Warn mode past the limit. ${WORD_RULE}` } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: '个人简介' });
    // 22 × 9 characters + 3 = 201 words: over by one, so the field is invalid and the counter is red.
    expect(canvas.getByText('201 / 200').closest('[data-slot=counter]')).toHaveClass('text-danger-text');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{End}{Backspace}');
    expect(canvas.getByText('200 / 200')).toBeVisible();
    expect(box).not.toHaveAttribute('aria-invalid');
  },
};

export const BlockMode: Story = {
  args: { label: 'Serial numbers', maxCount: 3, countBy: 'words', limitMode: 'block' },
  globals: { locale: 'en-US' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('SN1 SN2 SN3 SN4');
    const box = canvas.getByRole('textbox', { name: 'Serial numbers' });
    // The fourth word is refused; deleting still works.
    expect(box).toHaveValue('SN1 SN2 SN3 ');
    expect(args.onChange).toHaveBeenLastCalledWith('SN1 SN2 SN3 ');
    await userEvent.keyboard('{Backspace}{Backspace}');
    expect(canvas.getByText('3 / 3')).toBeVisible();
    expect(box).toHaveValue('SN1 SN2 SN');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: '不能超过200个字', maxCount: 200, countBy: 'words' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: '备注' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(/不能超过200个字/);
  },
};
