/**
 * UserChip: looks a user up by id through `lookup` (the admin passes one that calls
 * GET /user/find). With no id the name is 未设置 — Chinese in both locales (docs/modules/app-shell.md). Shows the avatar
 * image at 36px when there is one, otherwise the name's uppercase first letter, then the name. While loading:
 * a 100px-wide skeleton. When the lookup fails, loading stops and nothing is shown.
 */
import { useEffect, useState } from 'react';
import { Avatar } from '../data-display/avatar';
import { Skeleton } from '../feedback/skeleton';
import { defineMessages, useMessages } from '../i18n/messages';
import { cn } from '../lib/cn';

export interface UserSummary {
  user_name: string;
  user_avatar?: string | null;
}

export interface UserChipProps {
  userId?: string | number | null;
  lookup: (id: string | number) => Promise<UserSummary>;
  className?: string;
}

/** The fixed text for a missing user (not translated). */
export const USER_NOT_SET = '未设置';
export const USER_AVATAR_SIZE = 36;
export const USER_SKELETON_WIDTH = 100;

const userChipMessages = defineMessages({
  'zh-CN': { loading: '加载中' },
  'en-US': { loading: 'Loading' },
});

type LookupState = { status: 'loading' } | { status: 'done'; user: UserSummary } | { status: 'failed' };

export function UserChip({ userId, lookup, className }: UserChipProps) {
  const t = useMessages(userChipMessages);
  const hasId = userId !== undefined && userId !== null && userId !== '';
  const [state, setState] = useState<LookupState>({ status: 'loading' });

  useEffect(() => {
    if (!hasId) return;
    let current = true;
    setState({ status: 'loading' });
    lookup(userId).then(
      (user) => current && setState({ status: 'done', user }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [hasId, userId, lookup]);

  if (hasId && state.status === 'failed') return null;
  if (hasId && state.status === 'loading') {
    return (
      <Skeleton
        width={USER_SKELETON_WIDTH}
        lineHeight={20}
        label={t.loading}
        className={cn('inline-flex w-auto align-middle', className)}
      />
    );
  }
  const user = hasId && state.status === 'done' ? state.user : { user_name: USER_NOT_SET };
  return (
    <span data-slot="user-chip" className={cn('inline-flex items-center gap-2 text-base text-default', className)}>
      <Avatar name={user.user_name} src={user.user_avatar || undefined} size={USER_AVATAR_SIZE} decorative />
      <span data-slot="user-name">{user.user_name}</span>
    </span>
  );
}
