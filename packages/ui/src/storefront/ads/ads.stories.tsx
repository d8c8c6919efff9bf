import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { STOREFRONT_LOOK_GLOBALS } from '../story-column';
import { AdBanner } from './ad-banner';
import { AdPopup } from './ad-popup';
import { LaunchScreen } from './launch-screen';
import type { AdValue } from './types';

/** A flat poster as inline SVG (no network): a colour field and a line of text. */
const poster = (colour: string, line: string, width: number, height: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${colour}"/><text x="50%" y="50%" text-anchor="middle" font-family="sans-serif" font-size="${Math.round(width / 14)}" fill="#fff">${line}</text></svg>`,
  )}`;

const ad = (id: number, colour: string, line: string, width = 750, height = 320): AdValue => ({
  id,
  title: line,
  imageUrl: poster(colour, line, width, height),
  link: { kind: 'product', target: String(id) },
  width,
  height,
});

/** What every story hands its place: spies a play function checks. */
interface AdArgs {
  onOpen: (ad: AdValue) => void;
  onClose: () => void;
}

const meta = {
  title: 'Storefront/Ads',
  globals: STOREFRONT_LOOK_GLOBALS,
  parameters: { layout: 'fullscreen' },
  args: { onOpen: fn(), onClose: fn() },
} satisfies Meta<AdArgs>;

export default meta;
type Story = StoryObj<AdArgs>;

/** Two running ads of a banner place, one per width, swiped; a click is handed over, not followed. */
export const Banner: Story = {
  render: (args) => (
    <div className="w-[390px] bg-white">
      <AdBanner
        ads={[ad(1, '#165dff', '秋季新品 8 折'), ad(2, '#f77234', 'Members day')]}
        onOpen={args.onOpen}
        locale="zh-CN"
      />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const place = canvas.getByRole('region', { name: '广告' });
    expect(within(place).getAllByRole('listitem')).toHaveLength(2);
    const first = within(place).getByRole('link', { name: '秋季新品 8 折' });
    // Width and height are set: the picture's box is known before it loads.
    expect(first.querySelector('img')).toHaveAttribute('width', '750');
    await userEvent.click(first);
    expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
  },
};

/**
 * An ad whose file is not the position's shape (a 16:9 poster in a 750 × 320 place): once loaded it is cropped to
 * the place's shape, so its arrival moves nothing below it (the storefront home's layout shift).
 */
export const BannerOfAnotherShape: Story = {
  tags: ['!visual'],
  render: (args) => (
    <div className="w-[390px] bg-white">
      <AdBanner
        ads={[{ ...ad(1, '#165dff', 'Poster'), imageUrl: poster('#165dff', 'Poster', 960, 540) }]}
        onOpen={args.onOpen}
        locale="en-US"
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const picture = within(canvasElement).getByRole('img', { name: 'Poster' }) as HTMLImageElement;
    await waitFor(() => expect(picture.complete && picture.naturalWidth).toBe(960));
    const box = picture.getBoundingClientRect();
    expect(box.height).toBeCloseTo((box.width * 320) / 750, 0);
  },
};

/** No running ad: the place draws nothing at all (nothing to capture). */
export const EmptyBanner: Story = {
  tags: ['!visual'],
  render: () => (
    <div data-testid="holder">
      <AdBanner ads={[]} onOpen={() => {}} locale="en-US" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByTestId('holder')).toBeEmptyDOMElement();
  },
};

/** The pop-up: a modal dialog; its close button (or Escape) closes it. Top-layer and modal: no screenshot baseline. */
export const Popup: Story = {
  tags: ['!visual'],
  render: (args) => {
    const { onOpen, onClose } = args;
    return (
      <AdPopup
        ad={ad(3, '#0fc6c2', 'Book a listening room', 600, 800)}
        onOpen={onOpen}
        onClose={onClose}
        locale="en-US"
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Advertisement' });
    expect(dialog).toHaveAttribute('open');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close the ad' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
    expect(dialog).not.toHaveAttribute('open');
  },
};

/**
 * The launch screen counts its seconds down on the Skip control, which has focus: Enter skips. A live clock: no
 * screenshot baseline.
 */
export const Launch: Story = {
  tags: ['!visual'],
  render: (args) => {
    const { onOpen, onClose } = args;
    return (
      <LaunchScreen
        ad={ad(4, '#722ed1', '声浪音响', 750, 1334)}
        seconds={5}
        onOpen={onOpen}
        onClose={onClose}
        locale="zh-CN"
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: '启动页' });
    const skip = within(dialog).getByRole('button', { name: /^跳过/ });
    await waitFor(() => expect(skip).toHaveFocus());
    // It counts down: 跳过 5, then 跳过 4 a second later.
    await waitFor(() => expect(skip.textContent).toMatch(/^跳过 [1-4]$/), { timeout: 3000 });
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};
