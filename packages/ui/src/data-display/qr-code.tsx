/**
 * QrCode: a QR code drawn locally as an SVG from the matrix uqr encodes (no image service is reachable, and a
 * link must not leave the building to be drawn). Dark modules are one path of unit squares on a white quiet zone,
 * so the code scans in dark mode too; the image is labelled with what it encodes, and `showValue` writes the
 * value beside it as a link for those who cannot scan.
 */
import { useMemo } from 'react';
import { encode } from 'uqr';
import { format, useMessages } from '../i18n/messages';
import { cn } from '../lib/cn';
import { focusRingNative } from '../lib/focus-ring';
import { qrCodeMessages } from './qr-code.messages';

export interface QrCodeProps {
  value: string;
  /** Side length in CSS px (the quiet zone included). */
  size?: number;
  /** Error correction: M (15 %) by default; H for a code that may be printed small or get scuffed. */
  ecc?: 'L' | 'M' | 'Q' | 'H';
  /** The image's accessible name; by default "QR code: <value>". */
  label?: string;
  /** Writes the value beside the code as a link (its href: `href`, else the value). */
  showValue?: boolean;
  href?: string;
  className?: string;
}

/** The dark modules as one SVG path: a unit square each, rows merged into runs. */
export function qrPath(matrix: readonly (readonly boolean[])[]): string {
  const parts: string[] = [];
  matrix.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      parts.push(`M${start} ${y}h${x - start}v1h-${x - start}z`);
    }
  });
  return parts.join('');
}

export function QrCode({ value, size = 160, ecc = 'M', label, showValue = false, href, className }: QrCodeProps) {
  const messages = useMessages(qrCodeMessages);
  const { path, modules } = useMemo(() => {
    const qr = encode(value, { ecc, border: 2 });
    return { path: qrPath(qr.data), modules: qr.size };
  }, [value, ecc]);
  return (
    <figure data-slot="qr-code" className={cn('m-0 inline-flex flex-col items-center gap-2', className)}>
      <svg
        role="img"
        aria-label={label ?? format(messages.label, { value })}
        width={size}
        height={size}
        viewBox={`0 0 ${modules} ${modules}`}
        shapeRendering="crispEdges"
        data-modules={modules}
        className="rounded-sm"
      >
        {/* A scanner needs dark on light whatever the theme: fixed colours, not tokens. */}
        <rect width={modules} height={modules} fill="#ffffff" />
        <path d={path} fill="#000000" />
      </svg>
      {showValue && (
        <figcaption className="max-w-full break-all text-center text-sm text-muted">
          <a href={href ?? value} className={cn('text-primary underline-offset-2 hover:underline', focusRingNative)}>
            {value}
          </a>
        </figcaption>
      )}
    </figure>
  );
}
