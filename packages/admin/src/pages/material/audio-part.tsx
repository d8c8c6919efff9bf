/** The kit's audio preview (waveform from the stored peaks), in its own chunk: loaded when an audio detail opens. */
import { AudioPreview } from '@soundboard/ui/media/audio-preview.tsx';

export default function AudioPart({ src, peaks, duration }: { src: string; peaks: number[]; duration: number }) {
  return <AudioPreview src={src} peaks={peaks} duration={duration} />;
}
