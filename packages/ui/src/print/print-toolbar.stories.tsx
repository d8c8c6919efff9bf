import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { DocumentLanguage } from './print-format';
import { PrintToolbar } from './print-toolbar';

const meta = {
  title: 'Print/PrintToolbar',
  component: PrintToolbar,
  args: {
    backHref: '#list',
    language: 'zh-CN',
    onLanguageChange: fn(),
    onPrint: fn(),
    onDownloadPdf: fn(),
  },
  render: function Render(args) {
    const [language, setLanguage] = useState<DocumentLanguage>(args.language);
    return (
      <PrintToolbar
        {...args}
        language={language}
        onLanguageChange={(next) => {
          setLanguage(next);
          args.onLanguageChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof PrintToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** By keyboard: back, the two languages, the PDF and Print, in that order. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    expect(canvas.getByRole('link', { name: '返回列表' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    const english = canvas.getByRole('button', { name: 'English' });
    expect(english).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(args.onLanguageChange).toHaveBeenCalledWith('en-US');
    expect(english).toHaveAttribute('aria-pressed', 'true');
    expect(canvas.getByRole('button', { name: '中文' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(args.onDownloadPdf).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(args.onPrint).toHaveBeenCalledTimes(1);
  },
};

/** No archived PDF yet: no download button. */
export const WithoutPdf: Story = {
  args: { onDownloadPdf: undefined, language: 'en-US' },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('toolbar', { name: 'Print actions' })).toBeInTheDocument();
    expect(canvas.queryByRole('button', { name: 'Download PDF' })).toBeNull();
    expect(canvas.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  },
};
