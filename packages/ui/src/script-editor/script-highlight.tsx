/**
 * The layer drawn behind the script's textarea: the same text in the same box, transparent, with variables tinted
 * and issues underlined. The textarea stays a native one on top (typing, undo, IME, spell-check untouched); this
 * layer only has to wrap exactly as it does, so both share padding, border width, font and scrollbar gutter.
 */
import type { Ref } from 'react';
import { cx } from '../lib/compose';
import type { ScriptRun } from './script-marks';

/** What the textarea and the layer must share for their lines to wrap at the same places. */
export const scriptBox =
  'border px-3 py-1.5 text-base leading-6 font-[inherit] whitespace-pre-wrap break-words [overflow-wrap:anywhere] [scrollbar-gutter:stable]';

function runClass(run: ScriptRun): string | undefined {
  return cx(
    run.variable === 'known' &&
      'rounded-sm bg-primary-subtle underline decoration-primary decoration-2 underline-offset-4',
    run.variable === 'unknown' && 'rounded-sm bg-danger-subtle',
    run.issue && 'underline decoration-danger decoration-wavy decoration-2 underline-offset-4',
  );
}

export function ScriptHighlight({ runs, ref }: { runs: readonly ScriptRun[]; ref?: Ref<HTMLDivElement> }) {
  return (
    <div
      ref={ref}
      aria-hidden="true"
      data-slot="script-highlight"
      className={cx(
        scriptBox,
        'pointer-events-none absolute inset-0 overflow-hidden border-transparent text-transparent',
      )}
    >
      {runs.map((run) => (
        <span
          key={run.start}
          data-variable={run.variable ?? undefined}
          data-issue={run.issue || undefined}
          className={runClass(run)}
        >
          {run.text}
        </span>
      ))}
      {/* A final line break needs a character after it, or the layer is a line shorter than the textarea. */}{' '}
    </div>
  );
}
