import type { BlockProps } from '../block-props';
import { ownColourOf } from '../look';
import { choice, color } from '../props';

export function DividerBlock({ block }: BlockProps) {
  const line = color(block.props, 'color') ?? '#e5e6eb';
  return (
    <hr
      className="m-0 border-0 border-t"
      style={{
        borderTopStyle: choice(block.props, 'lineStyle', ['solid', 'dashed', 'dotted'] as const),
        borderTopColor: ownColourOf(line, 'line') ?? line,
      }}
    />
  );
}
