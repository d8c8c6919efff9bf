/**
 * cn(): joins class names and lets a later Tailwind class replace an earlier one of the same kind, so a caller's
 * `text-muted` overrides a component's `text-default` instead of both landing in the DOM (where the one Tailwind
 * happens to emit later wins, whatever the order in the string).
 *
 * tailwind-merge is told the project's own utility names (packages/tokens/src/theme.css removes Tailwind's
 * palette): colours shared by every colour utility, and the text-only and border-only colour names. Without
 * them it would still guess, but e.g. could not tell `text-on-inverse` is a colour and not a size.
 * The entry screens' native controls use the plain join (lib/cx.ts) so the login screen does not load this.
 */
import { extendTailwindMerge } from 'tailwind-merge';

const STATUSES = ['primary', 'success', 'warning', 'danger', 'info'] as const;
const SCALE = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'] as const;

/** Every `--color-*` of theme.css (a unit test keeps the two in agreement). */
export const THEME_COLORS: readonly string[] = [
  'transparent',
  'current',
  'white',
  'black',
  ...STATUSES.flatMap((status) => [
    status,
    `${status}-hover`,
    `${status}-active`,
    `${status}-text`,
    `${status}-subtle`,
    `${status}-border`,
    `on-${status}`,
    ...SCALE.map((step) => `${status}-${step}`),
  ]),
  ...SCALE.map((step) => `neutral-${step}`),
  'page',
  'surface',
  'elevated',
  'fill-1',
  'fill-2',
  'fill-3',
  'inverse',
  'mask',
  'focus',
];

/** theme.css's `--text-color-*` and `--border-color-*`: colours of one utility only. */
export const TEXT_ONLY_COLORS: readonly string[] = ['default', 'secondary', 'muted', 'disabled', 'on-inverse'];
export const BORDER_ONLY_COLORS: readonly string[] = ['subtle', 'default', 'strong'];

const merge = extendTailwindMerge({
  override: {
    theme: {
      color: [...THEME_COLORS],
      text: ['xs', 'sm', 'base', 'lg', 'xl', '2xl', '3xl', '4xl'],
      ease: ['standard', 'out'],
    },
    // Tailwind v4: a `leading-*` beside a text size always wins (it sets --tw-leading), so a size does not
    // replace it (tailwind-merge's default drops the leading: an avatar's `leading-none` was lost).
    conflictingClassGroups: { 'font-size': [] },
  },
  extend: {
    classGroups: {
      'text-color': [{ text: [...TEXT_ONLY_COLORS] }],
      'border-color': [{ border: [...BORDER_ONLY_COLORS] }],
      'divide-color': [{ divide: ['default'] }],
    },
  },
});

export function cn(...classes: (string | false | null | undefined)[]): string {
  return merge(...classes);
}
