/** What staff see in the editor where a block has nothing to show yet (the live storefront shows nothing). */
import type { LucideIcon } from 'lucide-react';
import type { CSSProperties } from 'react';
import { look } from './look';

export function Placeholder({ icon: Icon, label, style }: { icon: LucideIcon; label: string; style?: CSSProperties }) {
  return (
    <div
      data-slot="storefront-placeholder"
      style={style}
      className={`flex min-h-16 items-center justify-center gap-2 border border-dashed border-[var(--sf-line-strong,#c9cdd4)] px-3 py-4 text-center text-sm ${look.fill} ${look.muted}`}
    >
      <Icon aria-hidden className="size-5 shrink-0" />
      <span>{label}</span>
    </div>
  );
}

/** The placeholder in the editor, nothing on the live storefront. */
export function Missing({ mode, icon, label }: { mode: 'editor' | 'live'; icon: LucideIcon; label: string }) {
  return mode === 'editor' ? <Placeholder icon={icon} label={label} /> : null;
}
