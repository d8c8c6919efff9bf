import { Type } from 'lucide-react';
import type { BlockProps } from '../block-props';
import { look, textColour } from '../look';
import { Missing } from '../placeholder';
import { choice, color, flag, text } from '../props';

const ALIGN = { left: 'text-left', center: 'text-center', right: 'text-right' } as const;
const SIZE = { medium: 'text-base', small: 'text-sm', large: 'text-xl' } as const;

export function TextBlock({ block, mode, text: t }: BlockProps) {
  const content = text(block.props, 'content');
  if (!content.trim()) return <Missing mode={mode} icon={Type} label={t.noText} />;
  const align = choice(block.props, 'align', ['left', 'center', 'right'] as const);
  const size = choice(block.props, 'size', ['medium', 'small', 'large'] as const);
  const chosen = color(block.props, 'color');
  return (
    <p
      style={{ color: chosen && textColour(chosen) }}
      className={`${look.text} whitespace-pre-line break-words ${ALIGN[align]} ${SIZE[size]} ${flag(block.props, 'bold', false) ? 'font-semibold' : ''}`}
    >
      {content}
    </p>
  );
}
