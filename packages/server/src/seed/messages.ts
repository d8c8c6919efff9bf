/** Message-box content for the demo users (bilingual: the API answers in the caller's language). */
export interface MessageSeed {
  type: 'message' | 'notice' | 'todo';
  titleZh: string;
  titleEn: string;
  contentZh: string;
  contentEn: string;
  tag?: string;
  read?: boolean;
  minutesAgo: number;
}

export const MESSAGES: MessageSeed[] = [
  {
    type: 'message',
    titleZh: '李娜',
    titleEn: 'Li Na',
    contentZh: '星河商场的背景音乐系统报价已发给客户，请帮忙审批。',
    contentEn: 'The background-music quote for Xinghe Mall has been sent to the customer; please approve it.',
    minutesAgo: 12,
  },
  {
    type: 'message',
    titleZh: '张伟',
    titleEn: 'Zhang Wei',
    contentZh: '20 台 JBL Control 25 吸顶音箱已入库，序列号已登记。',
    contentEn: '20 JBL Control 25 ceiling speakers are in stock; serial numbers recorded.',
    minutesAgo: 95,
  },
  {
    type: 'message',
    titleZh: '陈静',
    titleEn: 'Chen Jing',
    contentZh: '上月的安装服务发票已开具。',
    contentEn: "Last month's installation-service invoices have been issued.",
    read: true,
    minutesAgo: 60 * 26,
  },
  {
    type: 'notice',
    titleZh: '系统维护通知',
    titleEn: 'Scheduled maintenance',
    contentZh: '本周六 02:00-04:00 系统维护，届时门店播放器模板同步暂停。',
    contentEn: 'Maintenance on Saturday 02:00-04:00; store player template sync pauses meanwhile.',
    tag: 'maintenance',
    minutesAgo: 180,
  },
  {
    type: 'notice',
    titleZh: '新品上架：数字调音台 X32',
    titleEn: 'New product: X32 digital mixer',
    contentZh: 'X32 数字调音台已上架，可在产品列表中查看规格与价格。',
    contentEn: 'The X32 digital mixer is on sale; see specs and prices in the product list.',
    tag: 'product',
    minutesAgo: 60 * 50,
  },
  {
    type: 'todo',
    titleZh: '审批销售订单 SO-20261120-018',
    titleEn: 'Approve sale order SO-20261120-018',
    contentZh: '客户：静安咖啡连锁，金额 ¥48,600.00，含 6 家门店背景音乐安装。',
    contentEn: 'Customer: Jing’an Coffee chain, ¥48,600.00, background music installed in 6 stores.',
    tag: 'urgent',
    minutesAgo: 30,
  },
  {
    type: 'todo',
    titleZh: '确认退货 RD-0032 的设备状态',
    titleEn: 'Check the condition of return RD-0032',
    contentZh: '退回的功放 PA-240 需检测后决定入库或报废。',
    contentEn: 'The returned PA-240 amplifier must be tested before restocking or scrapping.',
    minutesAgo: 60 * 5,
  },
];
