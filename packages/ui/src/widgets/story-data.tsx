/** Fixed demo data shared by the widget stories (kept out of *.stories.tsx so it is not read as a story). */
import { LayoutDashboard, Music, Settings, ShoppingCart } from 'lucide-react';
import type { MenuNode } from './side-menu';

export const demoMenu: MenuNode[] = [
  { key: 'Workplace', label: '工作台', icon: <LayoutDashboard /> },
  {
    key: 'order',
    label: '订单',
    icon: <ShoppingCart />,
    children: [
      { key: 'OrderSale', label: '销售订单' },
      { key: 'OrderReceipt', label: '收款单' },
      { key: 'OrderDelivery', label: '发货单' },
    ],
  },
  { key: 'template', label: '模板', icon: <Music />, children: [{ key: 'TemplateMusic', label: '音乐模板' }] },
  { key: 'setting', label: '设置', icon: <Settings />, children: [{ key: 'SettingUser', label: '用户' }] },
];

/** The same menu in English, for the English stories. */
export const demoMenuEn: MenuNode[] = [
  { key: 'Workplace', label: 'Workplace', icon: <LayoutDashboard /> },
  {
    key: 'order',
    label: 'Orders',
    icon: <ShoppingCart />,
    children: [
      { key: 'OrderSale', label: 'Sales orders' },
      { key: 'OrderReceipt', label: 'Receipts' },
      { key: 'OrderDelivery', label: 'Deliveries' },
    ],
  },
  {
    key: 'template',
    label: 'Templates',
    icon: <Music />,
    children: [{ key: 'TemplateMusic', label: 'Music templates' }],
  },
  { key: 'setting', label: 'Settings', icon: <Settings />, children: [{ key: 'SettingUser', label: 'Users' }] },
];
