/**
 * AudioPreview: plays an audio material — a play/pause button, the Waveform to seek on, and the time. `src` is
 * whatever the browser can fetch (the admin passes a blob URL or an URL carrying its token, since the files need
 * it). Seeking sets the element's currentTime, so the server must answer range requests. Playback stops when the
 * preview leaves the page. Meant to be loaded lazily (React.lazy) by the screens that show it.
 */
import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { defineMessages, useMessages } from '../i18n/messages';
import { Button } from '../inputs/button';
import { cn } from '../lib/cn';
import { formatDuration } from './format-duration';
import { Waveform } from './waveform';

const messages = defineMessages({
  'zh-CN': { play: '播放', pause: '暂停', position: '播放位置', failed: '无法播放此音频' },
  'en-US': { play: 'Play', pause: 'Pause', position: 'Playback position', failed: 'This audio cannot be played' },
});

export interface AudioPreviewProps {
  src: string;
  /** The stored peaks (0..1); without them the waveform is a flat line and still seeks. */
  peaks?: readonly number[];
  /** Seconds, as stored: shown until the audio's own duration is known. */
  duration?: number;
  className?: string;
}

/** Follows the element's play position every frame while it plays (timeupdate alone moves in 250 ms jumps). */
function useFramePosition(audio: HTMLAudioElement | null, playing: boolean, setTime: (time: number) => void) {
  useEffect(() => {
    if (!audio || !playing) return;
    let frame = requestAnimationFrame(function follow() {
      setTime(audio.currentTime);
      frame = requestAnimationFrame(follow);
    });
    return () => cancelAnimationFrame(frame);
  }, [audio, playing, setTime]);
}

export function AudioPreview({ src, peaks = [], duration: storedDuration = 0, className }: AudioPreviewProps) {
  const t = useMessages(messages);
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(storedDuration);
  const [failed, setFailed] = useState(false);
  useFramePosition(audio.current, playing, setTime);

  // Leaving the page (or another file) stops the sound: an <audio> removed from the DOM would play on.
  useEffect(() => {
    const element = audio.current;
    return () => element?.pause();
  }, []);

  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (!element.paused) return element.pause();
    element.play().catch(() => setFailed(true));
  };
  const seek = (seconds: number) => {
    if (audio.current) audio.current.currentTime = seconds;
    setTime(seconds);
  };

  return (
    <div data-slot="audio-preview" className={cn('flex w-full flex-col gap-1', className)}>
      <div className="flex items-center gap-3">
        <Button
          variant="primary"
          iconOnly
          aria-label={playing ? t.pause : t.play}
          icon={playing ? <Pause /> : <Play />}
          onPress={toggle}
          isDisabled={failed}
          className="shrink-0 rounded-full"
        />
        <Waveform aria-label={t.position} peaks={peaks} duration={duration} value={time} onSeek={seek} />
        <span className="shrink-0 text-sm text-secondary tabular-nums">
          {formatDuration(time)} / {formatDuration(duration)}
        </span>
      </div>
      {failed && (
        <span role="alert" className="text-sm text-danger-text">
          {t.failed}
        </span>
      )}
      {/* biome-ignore lint/a11y/useMediaCaption: a sound preview of the library's own file; there is no text track */}
      <audio
        ref={audio}
        src={src}
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onSeeked={(event) => setTime(event.currentTarget.currentTime)}
        onLoadedMetadata={(event) =>
          Number.isFinite(event.currentTarget.duration) && setDuration(event.currentTarget.duration)
        }
        onError={() => setFailed(true)}
      />
    </div>
  );
}
