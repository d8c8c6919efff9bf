/** The audio preview, in its own chunk: loaded only when an audio material's detail opens. */
export default function AudioPart({ src, duration }: { src: string; peaks: number[]; duration: number }) {
  // biome-ignore lint/a11y/useMediaCaption: a sound library's preview
  return <audio src={src} controls data-duration={duration} className="w-full" />;
}
