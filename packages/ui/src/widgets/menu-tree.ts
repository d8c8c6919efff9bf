/** The app menu's tree as the side and top menus read it. */
import type { ReactNode } from 'react';

export interface MenuNode {
  key: string;
  /** Translated by the caller. */
  label: string;
  icon?: ReactNode;
  children?: MenuNode[];
}

/** Whether `key` is the node or one of its descendants (the group of the active page is marked too). */
export const contains = (node: MenuNode, key: string): boolean =>
  node.key === key || (node.children ?? []).some((child) => contains(child, key));

/** The pages under a node, flattened: what a dropdown or a flyout lists. */
export const leaves = (node: MenuNode): MenuNode[] => (node.children ? node.children.flatMap(leaves) : [node]);
