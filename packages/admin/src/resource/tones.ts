/**
 * The colour of each status value in tags: green for what is done or live, orange for what waits on someone,
 * red for what stopped, blue for what is under way, grey for drafts. One table for every resource's enums.
 */
import type { TagColor } from '@soundboard/ui/data-display/tag.tsx';

const TONES: Record<string, TagColor> = {
  draft: 'default',
  none: 'default',
  unpaid: 'default',
  pending: 'default',
  on_sale: 'success',
  completed: 'success',
  confirmed: 'success',
  paid: 'success',
  delivered: 'success',
  installed: 'success',
  signed: 'success',
  restocked: 'success',
  refunded: 'success',
  received: 'primary',
  approved: 'primary',
  shipped: 'primary',
  in_transit: 'primary',
  partial: 'warning',
  submitted: 'warning',
  requested: 'warning',
  refunding: 'warning',
  off_sale: 'warning',
  discontinued: 'danger',
  cancelled: 'danger',
  rejected: 'danger',
  voided: 'danger',
  scrapped: 'danger',
  damaged: 'danger',
  good: 'success',
};

export function toneOf(value: string): TagColor {
  return TONES[value] ?? 'default';
}
