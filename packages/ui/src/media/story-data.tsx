/** Fixed materials for the media stories: images with inline SVG thumbnails, audio, video and a document. */
import type { MaterialGridItem } from './material-grid';

export interface StoryMaterial extends MaterialGridItem {
  id: number;
  kind: 'image' | 'audio' | 'video' | 'document';
  thumb?: string;
}

/** A small picture as a data URL (the app passes images it loaded with its token). */
const picture = (from: string, to: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 30"><defs><linearGradient id="g"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="40" height="30" fill="url(#g)"/><circle cx="28" cy="10" r="5" fill="#fff" opacity=".7"/></svg>`,
  )}`;

export const storyMaterials: StoryMaterial[] = [
  { id: 1, kind: 'image', name: '蓝牙音箱主图.png', size: 248_000, thumb: picture('#165dff', '#7bc0fc') },
  { id: 2, kind: 'image', name: '落地音箱-侧面.jpg', size: 1_310_720, thumb: picture('#0fc6c2', '#b5f2ec') },
  { id: 3, kind: 'audio', name: '试听片段-低音.mp3', size: 3_250_000, duration: 65 },
  { id: 4, kind: 'video', name: '开箱视频.mp4', size: 48_000_000, duration: 200 },
  { id: 5, kind: 'document', name: '说明书.pdf', size: 820_000 },
  { id: 6, kind: 'image', name: '耳机banner.webp', size: 96_000, thumb: picture('#f77234', '#fcc59f') },
];

/** The stories' renderThumb: a picture for images, nothing (so the kind's icon) for the rest. */
export const storyThumb = (item: StoryMaterial) =>
  item.thumb ? <img src={item.thumb} alt="" className="size-full object-cover" /> : null;

/** A fixed, speech-like envelope of 400 peaks (no randomness: the visual baselines must be stable). */
export const storyPeaks: number[] = Array.from({ length: 400 }, (_, i) => {
  const phrase = Math.abs(Math.sin(i / 23)) * 0.7 + 0.1;
  const detail = 0.5 + 0.5 * Math.abs(Math.sin(i * 1.7) * Math.cos(i / 3.1));
  return Math.round(phrase * detail * 1000) / 1000;
});
