/** A row of icon-only buttons from data (the editor's toolbar and a block's toolbar). */
import type { ReactNode } from 'react';
import { Button } from '../inputs/button';

export interface IconButtonSpec {
  id: string;
  label: string;
  /** aria-keyshortcuts: the keys that do the same. */
  keys: string;
  icon: ReactNode;
  isDisabled?: boolean;
  onPress: () => void;
  className?: string;
}

export function IconButtons({ buttons, size = 'md' }: { buttons: readonly IconButtonSpec[]; size?: 'sm' | 'md' }) {
  return buttons.map(({ id, label, keys, ...button }) => (
    <Button key={id} iconOnly size={size} variant="text" aria-label={label} aria-keyshortcuts={keys} {...button} />
  ));
}
