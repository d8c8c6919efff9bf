/**
 * The moderation actions worth offering for one topic or reply in its present state (pure: tested without a
 * screen): no Pin on a pinned topic, no Restore on a live post. With no state (a selection of many) all apply,
 * and the server answers for each record that refuses.
 */
import {
  MODERATION_ACTIONS,
  type ModerationAction,
  type ModerationTarget,
  TOPIC_ONLY_ACTIONS,
} from '@soundboard/contract';
import type { PostState } from './post-tags';

export function moderationChoices(target: ModerationTarget, state?: PostState): ModerationAction[] {
  const actions = MODERATION_ACTIONS.filter((action) => target === 'topic' || !TOPIC_ONLY_ACTIONS.includes(action));
  if (!state) return actions;
  const fits: Partial<Record<ModerationAction, boolean>> = {
    approve: state.status !== 'published',
    approveTrust: state.status !== 'published',
    reject: state.status !== 'rejected',
    pin: !state.pinned,
    unpin: Boolean(state.pinned),
    lock: !state.locked,
    unlock: Boolean(state.locked),
    feature: !state.featured,
    unfeature: Boolean(state.featured),
    delete: !state.deleted,
    restore: state.deleted,
  };
  return actions.filter((action) => fits[action] ?? true);
}
