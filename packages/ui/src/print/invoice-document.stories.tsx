/**
 * The screenshot tests of the invoice print view in both languages (and a credit note). Documents print
 * black on white in both themes: the sheet stays white in dark mode, as paper does, and so do its baselines.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { InvoiceDocument } from './invoice-document';
import { CREDIT_NOTE_ZH, INVOICE_EN, INVOICE_ZH, WORDS_EN, WORDS_ZH } from './print-fixtures';

const meta = {
  title: 'Print/InvoiceDocument',
  component: InvoiceDocument,
  args: { data: INVOICE_ZH, words: WORDS_ZH },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof InvoiceDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A special VAT invoice in Chinese: title, lines, totals in figures and capitals. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sheet = canvas.getByRole('article', { name: '增值税专用发票 FP2026000042' });
    expect(sheet).toHaveAttribute('lang', 'zh-CN');
    expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('增值税专用发票');
    expect(canvas.getAllByRole('row')).toHaveLength(1 + 3 + 2);
    const gross = canvasElement.querySelector('[data-slot="gross-total"]');
    expect(gross).toHaveTextContent('壹万肆仟捌佰肆拾陆元整');
    expect(gross).toHaveTextContent('¥14,846.00');
    expect(canvas.getByRole('region', { name: '购买方' })).toHaveTextContent('91310000MA1K000001');
    // Paper: white whatever the theme.
    expect(getComputedStyle(sheet).backgroundColor).toBe('rgb(255, 255, 255)');
  },
};

/** An English document prints figures only, with English words. */
export const English: Story = {
  args: { data: INVOICE_EN, words: WORDS_EN },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('article', { name: 'VAT invoice FP2026000042' });
    const gross = canvasElement.querySelector('[data-slot="gross-total"]');
    expect(gross?.textContent).toBe('¥14,846.00');
    expect(canvas.getByRole('columnheader', { name: 'Unit price incl. tax' })).toBeInTheDocument();
    expect(canvas.queryByText(/元/)).toBeNull();
  },
};

/** A red-letter credit note names the invoice it reverses; its amounts are negative, its capitals begin with 负. */
export const CreditNote: Story = {
  args: { data: CREDIT_NOTE_ZH },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('红字发票');
    expect(canvas.getByText('FP2026000042')).toBeInTheDocument();
    const gross = canvasElement.querySelector('[data-slot="gross-total"]');
    expect(gross).toHaveTextContent('负贰仟捌佰贰拾伍元整');
    expect(gross).toHaveTextContent('-¥2,825.00');
  },
};

/** On a phone the sheet keeps its A4 layout and is shrunk as a whole to the screen's width: nothing scrolls sideways. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 358 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const sheet = within(canvasElement).getByRole('article');
    const frame = sheet.parentElement as HTMLElement;
    await waitFor(() => expect(sheet.getBoundingClientRect().width).toBeLessThanOrEqual(358.5));
    // Underneath it is still A4 wide (210 mm at 96 dpi), and the frame is as tall as the shrunk sheet.
    expect(sheet.offsetWidth).toBeGreaterThan(790);
    expect(frame.scrollWidth).toBeLessThanOrEqual(358);
    expect(Math.abs(frame.getBoundingClientRect().height - sheet.getBoundingClientRect().height)).toBeLessThan(2);
  },
};
