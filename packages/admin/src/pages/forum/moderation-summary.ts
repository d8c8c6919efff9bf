/** What a bulk moderation did, in one sentence of the screen's language (pure: tested without a screen). */
import type { BulkAnswer } from '@soundboard/contract';

type Translate = (key: string, params?: Record<string, string | number>) => string;

export function moderationSummary(answer: BulkAnswer, t: Translate): { status: 'success' | 'warning'; text: string } {
  const done = t('forum.moderation.done', { count: answer.done.length });
  if (answer.refused.length === 0) return { status: 'success', text: done };
  // The first few reasons: enough to say why without a wall of text in a toast.
  const reasons = [...new Set(answer.refused.map((refusal) => refusal.message))].slice(0, 3).join('; ');
  return {
    status: 'warning',
    text: `${done} ${t('forum.moderation.refused', { count: answer.refused.length })} ${reasons}`,
  };
}
