/**
 * The screenshot tests of the withdrawal slip's print view in both languages. Documents print black on
 * white in both themes: the sheet stays white in dark mode, as paper does.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SLIP_EN, SLIP_ZH, WORDS_EN, WORDS_ZH } from './print-fixtures';
import { WithdrawalSlip } from './withdrawal-slip';

const meta = {
  title: 'Print/WithdrawalSlip',
  component: WithdrawalSlip,
  args: { data: SLIP_ZH, words: WORDS_ZH },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof WithdrawalSlip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sheet = canvas.getByRole('article', { name: '佣金提现单 TX202611210003' });
    expect(canvas.getByRole('rowheader', { name: '实付金额' }).nextElementSibling).toHaveTextContent('¥12,375.00');
    expect(canvasElement.querySelector('[data-slot="net-in-words"]')).toHaveTextContent('壹万贰仟叁佰柒拾伍元整');
    // The account as the server masked it: only its last four digits.
    expect(sheet).toHaveTextContent('************5678');
    expect(sheet).toHaveTextContent('王磊, 刘洋');
    expect(getComputedStyle(sheet).color).toBe('rgb(0, 0, 0)');
  },
};

export const English: Story = {
  args: { data: SLIP_EN, words: WORDS_EN },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sheet = canvas.getByRole('article', { name: 'Withdrawal slip TX202611210003' });
    expect(canvas.getByRole('rowheader', { name: 'Fee' }).nextElementSibling).toHaveTextContent('¥125.00');
    expect(canvasElement.querySelector('[data-slot="net-in-words"]')).toBeNull();
    expect(sheet).toHaveTextContent('Received by');
  },
};
