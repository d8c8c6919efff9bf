/**
 * Avatar: the image when there is one and it loads, otherwise the uppercase first letter of the name on a
 * colour picked from the name (so the same person always gets the same colour).
 */
import { cva, type VariantProps } from 'class-variance-authority';
import { useState } from 'react';
import { cn } from '../lib/cn';

const avatarStyles = cva(
  'inline-flex shrink-0 select-none items-center justify-center overflow-hidden font-medium leading-none',
  {
    variants: {
      size: {
        24: 'size-6 text-xs',
        32: 'size-8 text-sm',
        36: 'size-9 text-base',
        40: 'size-10 text-lg',
        56: 'size-14 text-2xl',
        64: 'size-16 text-3xl',
      },
      shape: { circle: 'rounded-full', square: 'rounded-md' },
    },
    defaultVariants: { size: 36, shape: 'circle' },
  },
);

// Solid fills with their AA-contrast text colour.
const FILLS = [
  'bg-primary text-on-primary',
  'bg-success text-on-success',
  'bg-warning text-on-warning',
  'bg-danger text-on-danger',
  'bg-info text-on-info',
];

function fillFor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 1_000_003;
  return FILLS[hash % FILLS.length] ?? 'bg-primary text-on-primary';
}

export interface AvatarProps extends VariantProps<typeof avatarStyles> {
  name: string;
  src?: string;
  /** Beside a visible name the avatar is decoration: hidden from assistive technology so the name is read once. */
  decorative?: boolean;
  className?: string;
}

export function Avatar({ name, src, size, shape, decorative, className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>();
  const showImage = src && failedSrc !== src;
  const letter = (Array.from(name.trim())[0] ?? '?').toUpperCase();
  return (
    <span
      data-slot="avatar"
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
      className={cn(avatarStyles({ size, shape }), !showImage && fillFor(name), className)}
    >
      {showImage ? (
        <img src={src} alt="" className="size-full object-cover" onError={() => setFailedSrc(src)} />
      ) : (
        <span aria-hidden="true">{letter}</span>
      )}
    </span>
  );
}
