import { Ticket } from 'lucide-react';
import type { BlockProps } from '../block-props';
import { Missing } from '../placeholder';

/**
 * The coupon block is not offered until a coupon module exists (the contract's BLOCKS.coupon.offered): a saved
 * document may still hold one. Customers (and the live preview) see nothing; the editor's canvas says so, so
 * that staff can find the block and delete it.
 */
export function CouponBlock({ mode, text: t }: BlockProps) {
  return <Missing mode={mode} icon={Ticket} label={t.couponNotOffered} />;
}
