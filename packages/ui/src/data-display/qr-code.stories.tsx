import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { encode } from 'uqr';
import { QrCode } from './qr-code';

const LINK = 'http://localhost:8080/storefront/?preview=12.1795000000.Qm9vdHN0cmFwLXByZXZpZXctc2lnbmF0dXJlLXh5eg';

/** The matrix an SVG path of unit squares draws (the inverse of qrPath), to compare with what uqr encodes. */
function drawnMatrix(svg: SVGSVGElement): boolean[][] {
  const modules = Number(svg.dataset.modules);
  const matrix = Array.from({ length: modules }, () => Array<boolean>(modules).fill(false));
  const d = svg.querySelector('path')?.getAttribute('d') ?? '';
  for (const [, x, y, width] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(width); i += 1) {
      const row = matrix[Number(y)];
      if (row) row[Number(x) + i] = true;
    }
  }
  return matrix;
}

const meta = {
  title: 'Data display/QrCode',
  component: QrCode,
  args: { value: LINK, showValue: true },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = canvas.getByRole('img', { name: `二维码：${LINK}` });
    expect(image.getBoundingClientRect().width).toBe(160);
    // What is drawn is exactly the encoded matrix (quiet zone of 2 included), finder pattern and all.
    const expected = encode(LINK, { ecc: 'M', border: 2 }).data;
    expect(drawnMatrix(image as unknown as SVGSVGElement)).toEqual(expected);
    expect(expected[2]?.slice(2, 9)).toEqual(Array(7).fill(true));
    // The link text beside it, reachable by keyboard.
    const link = canvas.getByRole('link', { name: LINK });
    await userEvent.tab();
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', LINK);
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  args: { value: 'https://example.com/storefront/', size: 96, showValue: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = canvas.getByRole('img', { name: 'QR code: https://example.com/storefront/' });
    expect(image.getBoundingClientRect().height).toBe(96);
    expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Labelled: Story = {
  args: { value: LINK, label: 'Scan to preview on a phone', ecc: 'H', size: 200, href: '/storefront/?preview=x' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = canvas.getByRole('img', { name: 'Scan to preview on a phone' });
    // More error correction, more modules for the same text.
    expect(Number(image.dataset.modules)).toBe(encode(LINK, { ecc: 'H', border: 2 }).size);
    expect(Number(image.dataset.modules)).toBeGreaterThan(encode(LINK, { ecc: 'M', border: 2 }).size);
    expect(canvas.getByRole('link', { name: LINK })).toHaveAttribute('href', '/storefront/?preview=x');
  },
};
