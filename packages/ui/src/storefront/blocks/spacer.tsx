import type { BlockProps } from '../block-props';
import { integer } from '../props';

export function SpacerBlock({ block }: BlockProps) {
  return <div aria-hidden style={{ height: integer(block.props, 'height', 16) }} />;
}
