/** The page editor's public shapes (the admin fills them from the contract's block descriptors). */
import type { ReactNode } from 'react';

/** What the editor needs of a block: an id. The admin passes the contract's components (kit BlockValue). */
export interface EditorBlock {
  id: string;
}

export type BlockChangeKind = 'add' | 'move' | 'copy' | 'delete' | 'edit';

/** What an onChange did, and to which block ('edit' is the property panel's, reported by the admin itself). */
export interface BlockChange {
  kind: BlockChangeKind;
  id: string;
}

export interface LibraryItem {
  kind: string;
  label: string;
  /** Decoration beside the label (hidden from assistive technology). */
  icon: ReactNode;
}

export interface LibraryGroup {
  group: string;
  groupLabel: string;
  items: readonly LibraryItem[];
}

/** A canvas size in CSS pixels (a phone's viewport). */
export interface CanvasSize {
  width: number;
  height: number;
}

/** The canvas's first size: ruoyi's and most mall editors' 375 × 667 phone. */
export const DEFAULT_CANVAS_SIZE: CanvasSize = { width: 375, height: 667 };

export const DEFAULT_CANVAS_SIZES: readonly CanvasSize[] = [
  DEFAULT_CANVAS_SIZE,
  { width: 360, height: 640 },
  { width: 390, height: 844 },
  { width: 414, height: 896 },
];

export const sizeKey = (size: CanvasSize) => `${size.width}×${size.height}`;

/** Drag types: a block on the canvas (by id) and a kind from the library. */
export const BLOCK_DRAG_TYPE = 'application/x-soundboard-page-block';
export const KIND_DRAG_TYPE = 'application/x-soundboard-block-kind';
