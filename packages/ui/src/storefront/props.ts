/**
 * Defensive readers of a block's props: the server validates documents against the contract's descriptors, but
 * the editor renders drafts mid-edit and old documents may miss a newer property, so every read has a fallback.
 */
import type { LinkValue } from './types';

export type Props = Readonly<Record<string, unknown>>;

export const text = (props: Props, key: string, fallback = ''): string =>
  typeof props[key] === 'string' ? (props[key] as string) : fallback;

export const integer = (props: Props, key: string, fallback: number): number =>
  Number.isInteger(props[key]) ? (props[key] as number) : fallback;

export const flag = (props: Props, key: string, fallback: boolean): boolean =>
  typeof props[key] === 'boolean' ? (props[key] as boolean) : fallback;

/** A positive id (material, store, product), or null. */
export const id = (props: Props, key: string): number | null => {
  const value = props[key];
  return Number.isInteger(value) && (value as number) > 0 ? (value as number) : null;
};

/** One of the allowed values, else the first. */
export const choice = <T extends string>(props: Props, key: string, values: readonly T[]): T =>
  values.includes(props[key] as T) ? (props[key] as T) : (values[0] as T);

const HEX = /^#[0-9a-fA-F]{6}$/;
/** '#rrggbb', or undefined for none (the contract's '' means "the page's"). */
export const color = (props: Props, key: string): string | undefined =>
  typeof props[key] === 'string' && HEX.test(props[key] as string) ? (props[key] as string) : undefined;

const LINK_KINDS = ['product', 'article', 'page', 'url'];
export const link = (props: Props, key: string): LinkValue | null => {
  const value = props[key] as Partial<LinkValue> | null | undefined;
  return value &&
    typeof value === 'object' &&
    LINK_KINDS.includes(value.kind as string) &&
    typeof value.target === 'string'
    ? { kind: value.kind as LinkValue['kind'], target: value.target }
    : null;
};

/** A list property's items (carousel slides, navigation entries); non-objects dropped. */
export const items = (props: Props, key: string): Props[] =>
  Array.isArray(props[key])
    ? (props[key] as unknown[]).filter((item): item is Props => !!item && typeof item === 'object')
    : [];

/** Hand-picked ids, positive integers only. */
export const ids = (props: Props, key: string): number[] =>
  Array.isArray(props[key])
    ? (props[key] as unknown[]).filter((v): v is number => Number.isInteger(v) && (v as number) > 0)
    : [];
