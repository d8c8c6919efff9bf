/**
 * StaffChip: how the admin names a staff member by id — the kit's UserChip (avatar, name, a skeleton while loading,
 * 未设置 without an id) answered by the app's batched user lookup (./user-lookup-app.ts), so every chip of a screen
 * shares one request. Use it wherever a screen shows who owns, wrote, approved or changed something.
 *
 * `name` is what the screen already knows (a record's reference label, a history entry's actor name): shown when
 * the lookup cannot answer — the user's role lacks user:lookup, the id names nobody, or the request failed (its
 * error toast has said so) — and `#id` when there is no name either, so a chip never leaves its place blank.
 */
import { UserChip } from '@soundboard/ui/widgets/user-chip.tsx';
import { useCallback } from 'react';
import { chipSummary } from './user-lookup';
import { canLookUpUsers, userLookup } from './user-lookup-app';

export interface StaffChipProps {
  userId?: number | string | null;
  /** The name the screen already has for this user, if any. */
  name?: string | null;
  className?: string;
}

export function StaffChip({ userId, name, className }: StaffChipProps) {
  const lookup = useCallback(
    (id: string | number) => chipSummary(canLookUpUsers() ? userLookup : null, id, name),
    [name],
  );
  return <UserChip userId={userId} lookup={lookup} className={className} />;
}
