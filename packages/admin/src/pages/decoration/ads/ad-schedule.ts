/**
 * An ad's schedule as the list shows it, from its period and switch (the storefront runs an ad while enabled and
 * startsAt ≤ now < endsAt), and its click-through rate (clicks per view). Pure: tested without a screen.
 */
export type ScheduleState = 'running' | 'scheduled' | 'ended' | 'disabled';

export function scheduleState(ad: Record<string, unknown>, now: Date): ScheduleState {
  if (ad.enabled !== true) return 'disabled';
  const at = now.getTime();
  if (at < Date.parse(String(ad.startsAt))) return 'scheduled';
  if (at >= Date.parse(String(ad.endsAt))) return 'ended';
  return 'running';
}

/** Clicks per view (0..1), or null before the first view. */
export function clickThroughRate(views: unknown, clicks: unknown): number | null {
  const shown = Number(views);
  if (!Number.isFinite(shown) || shown <= 0) return null;
  return Math.max(0, Number(clicks) || 0) / shown;
}
