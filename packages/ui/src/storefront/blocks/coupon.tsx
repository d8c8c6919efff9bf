import { Ticket } from 'lucide-react';
import type { BlockProps } from '../block-props';
import { look } from '../look';
import { Missing } from '../placeholder';
import { text } from '../props';

/** A placeholder until coupons exist: it shows the offer and says it cannot be taken yet. */
export function CouponBlock({ block, mode, text: t }: BlockProps) {
  const title = text(block.props, 'title');
  const amount = text(block.props, 'amountText');
  const note = text(block.props, 'note');
  if (!title && !amount && !note) return <Missing mode={mode} icon={Ticket} label={t.noCoupon} />;
  return (
    <article
      aria-label={title || t.coupon}
      className={`flex items-stretch overflow-hidden rounded-md border ${look.themeBorder} ${look.card}`}
    >
      <div className={`flex min-w-24 flex-col items-center justify-center px-3 py-3 ${look.themeBg}`}>
        <span className="text-2xl font-bold leading-tight">{amount}</span>
      </div>
      <div className="flex min-w-0 flex-1 flex-col justify-center gap-0.5 border-l border-dashed border-[#c9cdd4] px-3 py-2">
        {title && <h2 className={`truncate text-base font-semibold ${look.text}`}>{title}</h2>}
        {note && <p className={`text-xs ${look.muted}`}>{note}</p>}
        <p className={`text-xs ${look.faint}`}>{t.notRedeemable}</p>
      </div>
    </article>
  );
}
