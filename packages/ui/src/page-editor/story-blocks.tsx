/** Stand-in blocks for the page editor's stories: a coloured box per kind, in the kit's own tokens. */
import type { ReactNode } from 'react';
import { IconAnnouncement, IconFile, IconImage, IconMinus, IconProduct, IconStore } from '../icons/icons';
import type { LibraryGroup } from './types';

export interface DemoBlock {
  id: string;
  kind: string;
  props: { title: string };
}

const KINDS: Record<string, { label: string; icon: ReactNode; look: string }> = {
  text: { label: '文本', icon: <IconFile />, look: 'h-12 bg-fill-2' },
  image: { label: '图片', icon: <IconImage />, look: 'h-28 bg-primary-subtle' },
  carousel: { label: '轮播图', icon: <IconImage />, look: 'h-36 bg-primary-subtle' },
  noticeBar: { label: '公告栏', icon: <IconAnnouncement />, look: 'h-10 bg-fill-3' },
  spacer: { label: '辅助空白', icon: <IconMinus />, look: 'h-8 bg-fill-1' },
  productGrid: { label: '商品网格', icon: <IconProduct />, look: 'h-44 bg-fill-2' },
  storeCard: { label: '门店卡片', icon: <IconStore />, look: 'h-24 bg-fill-3' },
};

const items = (kinds: string[]) =>
  kinds.map((kind) => ({ kind, label: KINDS[kind]?.label ?? kind, icon: KINDS[kind]?.icon }));

export const demoLibrary: LibraryGroup[] = [
  { group: 'basic', groupLabel: '基础组件', items: items(['text', 'image', 'carousel', 'noticeBar', 'spacer']) },
  { group: 'commerce', groupLabel: '商品与门店', items: items(['productGrid', 'storeCard']) },
];

let serial = 0;
export const newDemoBlock = (kind: string): DemoBlock => ({ id: `${kind}-${++serial}`, kind, props: { title: '' } });
export const copyDemoBlock = (block: DemoBlock): DemoBlock => ({ ...block, id: `${block.kind}-${++serial}` });

export const demoLabel = (block: DemoBlock) =>
  block.props.title ? `${KINDS[block.kind]?.label}：${block.props.title}` : (KINDS[block.kind]?.label ?? block.kind);

export function DemoBlockView({ block }: { block: DemoBlock }) {
  return (
    <div
      className={`flex items-center justify-center border-b border-subtle text-sm text-default ${KINDS[block.kind]?.look}`}
    >
      {/* A link inside a block: the canvas must keep it from navigating. */}
      <a href="#nowhere">{demoLabel(block)}</a>
    </div>
  );
}

export const demoPage = (): DemoBlock[] =>
  ['carousel', 'noticeBar', 'text', 'image', 'spacer'].map((kind) => ({ id: kind, kind, props: { title: '' } }));
