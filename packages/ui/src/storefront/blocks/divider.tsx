import type { BlockProps } from '../block-props';
import { choice, color } from '../props';

export function DividerBlock({ block }: BlockProps) {
  return (
    <hr
      className="m-0 border-0 border-t"
      style={{
        borderTopStyle: choice(block.props, 'lineStyle', ['solid', 'dashed', 'dotted'] as const),
        borderTopColor: color(block.props, 'color') ?? '#e5e6eb',
      }}
    />
  );
}
