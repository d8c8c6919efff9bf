/**
 * The library's icons by the descriptors' lucide names (contract BLOCKS[kind].icon): named one by one, so the
 * editor's chunk holds these fourteen and not the whole icon set; the test checks every descriptor's is here.
 */
import {
  Clock,
  GalleryHorizontal,
  Image,
  LayoutGrid,
  type LucideIcon,
  Megaphone,
  Minus,
  MoveVertical,
  Music,
  Phone,
  Shapes,
  Store,
  Ticket,
  Type,
  Video,
} from 'lucide-react';

export const BLOCK_ICONS: Readonly<Record<string, LucideIcon>> = {
  type: Type,
  image: Image,
  'gallery-horizontal': GalleryHorizontal,
  megaphone: Megaphone,
  'move-vertical': MoveVertical,
  minus: Minus,
  'layout-grid': LayoutGrid,
  shapes: Shapes,
  ticket: Ticket,
  store: Store,
  clock: Clock,
  phone: Phone,
  music: Music,
  video: Video,
};
