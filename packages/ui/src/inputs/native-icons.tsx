/**
 * The marks the native controls draw (check, dash, eye, eye-off, spinner) as plain inline SVG in the icon set's
 * style (24-unit box, 2px round strokes, currentColor). Not lucide: its runtime would cost the login screen,
 * which these controls exist for, a kilobyte and a half of its 90 KB budget. Decorative: always aria-hidden.
 */
import type { SVGProps } from 'react';

type MarkProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'viewBox'>;

function Mark({ children, strokeWidth = 2, ...props }: MarkProps & { children: React.ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      {children}
    </svg>
  );
}

export function CheckMark(props: MarkProps) {
  return (
    <Mark {...props}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </Mark>
  );
}

const EYE_OUTLINE = 'M2.5 12C4.5 7.5 8 5 12 5s7.5 2.5 9.5 7c-2 4.5-5.5 7-9.5 7s-7.5-2.5-9.5-7z';

export function EyeMark(props: MarkProps) {
  return (
    <Mark {...props}>
      <path d={EYE_OUTLINE} />
      <circle cx="12" cy="12" r="3" />
    </Mark>
  );
}

export function EyeOffMark(props: MarkProps) {
  return (
    <Mark {...props}>
      <path d={EYE_OUTLINE} />
      <circle cx="12" cy="12" r="3" />
      <path d="M3 3l18 18" />
    </Mark>
  );
}

/** Three quarters of a circle: spun by the caller (animate-spin). */
export function SpinnerMark(props: MarkProps) {
  return (
    <Mark {...props}>
      <path d="M21 12a9 9 0 1 1-9-9" />
    </Mark>
  );
}

/** A dash: the indeterminate state of a select-all box. */
export function DashMark(props: MarkProps) {
  return (
    <Mark {...props}>
      <path d="M6 12h12" />
    </Mark>
  );
}
