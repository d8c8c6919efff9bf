import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyMaterials } from '../media/story-data';
import { storyWavUrl } from '../media/story-wav';
import { RichTextView } from './rich-text-view';
import { enArticle, zhArticle } from './story-texts';

/** The app resolves ids with its token; the stories hand back fixed data URLs. */
const resolveMaterialUrl = async (id: number) => {
  if (id === 3) return storyWavUrl();
  const material = storyMaterials.find((item) => item.id === id);
  if (!material?.thumb) throw new Error('not found');
  return material.thumb;
};

const productHref = (id: number) => `#/product/${id}`;

const meta = {
  title: 'Content/RichTextView',
  component: RichTextView,
  args: { html: zhArticle, resolveMaterialUrl, productHref, className: 'max-w-[720px]' },
} satisfies Meta<typeof RichTextView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Media get their sources by id; Tab reaches the text's link, the audio's controls and the product card's link. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = canvas.getByRole('img', { name: 'CS-6 吸顶音箱' });
    await waitFor(() => expect(image).toHaveAttribute('src', expect.stringMatching(/^data:image/)));
    const audio = canvasElement.querySelector('audio') as HTMLAudioElement;
    await waitFor(() => expect(audio.src).toMatch(/^(blob|data):/));
    await userEvent.tab();
    expect(canvas.getByRole('link', { name: '产品页面' })).toHaveFocus();
    const card = canvas.getByRole('link', { name: '吸顶音箱 CS-6 · SB-CS6' });
    expect(card).toHaveAttribute('href', '#/product/3');
    expect(card.closest('figure')).toHaveAttribute('data-slot', 'product-card');
    // The audio's controls come between; Tab on until the card's link has focus.
    for (let step = 0; step < 6 && document.activeElement !== card; step += 1) await userEvent.tab();
    expect(card).toHaveFocus();
  },
};

/** English text; without productHref the card is drawn but not a link, and a failing id leaves a placeholder. */
export const English: Story = {
  globals: { locale: 'en-US' },
  args: { html: enArticle, productHref: undefined, resolveMaterialUrl: () => Promise.reject(new Error('gone')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { name: 'New: the CS-6 ceiling speaker' })).toBeVisible();
    expect(canvas.queryByRole('link')).toBeNull();
    expect(canvasElement.querySelector('figure')).toHaveAttribute('data-slot', 'product-card');
    const image = canvas.getByRole('img', { name: 'The CS-6 ceiling speaker' });
    expect(image).not.toHaveAttribute('src');
    expect(image.getBoundingClientRect().height).toBeGreaterThan(50);
  },
};
