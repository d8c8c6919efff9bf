/**
 * The Workplace's customer panels — today's follow-ups and customers about to return to the pool — for users who
 * read customers. Their requests leave with the figures' (one wave); the panels sit below the figures' skeletons.
 */
import { customer } from '@soundboard/contract';
import { useCan } from '../../resource/can';
import { FollowUpsToday } from './follow-ups-today';
import { PoolWarnings } from './pool-warnings';

export function CrmPanels() {
  const can = useCan();
  if (!can(customer.permissions.read)) return null;
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <FollowUpsToday />
      <PoolWarnings />
    </div>
  );
}
