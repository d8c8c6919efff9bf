/**
 * The contract names a category's icon by string (CATEGORY_ICONS); this maps each to an icon, as
 * layout/menu-icons.tsx does for menus. Typed by the contract's list: an icon added there fails to compile here
 * until it is mapped. Video and star are not in the kit's set, so they come from lucide directly.
 */
import type { CategoryIcon } from '@soundboard/contract';
import { IconAnnouncement, IconFile, IconFolder, IconImage, IconMusic, IconTag } from '@soundboard/ui/icons/icons.tsx';
import { Star, Video } from 'lucide-react';
import type { ReactNode } from 'react';

const CATEGORY_ICON_NODES: Readonly<Record<CategoryIcon, ReactNode>> = {
  folder: <IconFolder />,
  image: <IconImage />,
  music: <IconMusic />,
  'file-text': <IconFile />,
  megaphone: <IconAnnouncement />,
  video: <Video />,
  star: <Star />,
  tag: <IconTag />,
};

/** The icon in a 16 px box (a category without one shows a folder, dimmed, so rows line up). */
export function CategoryIconView({ icon }: { icon: CategoryIcon | null }) {
  return (
    <span
      aria-hidden="true"
      className={
        icon
          ? 'inline-flex size-4 shrink-0 text-secondary [&_svg]:size-4'
          : 'inline-flex size-4 shrink-0 text-disabled [&_svg]:size-4'
      }
    >
      {CATEGORY_ICON_NODES[icon ?? 'folder']}
    </span>
  );
}
