/** The demo's four partners: two installer companies, two independent installers (one suspended), with bank accounts. */
import type { partners } from '../../db/schema';

type PartnerRow = Omit<
  typeof partners.$inferInsert,
  'frozenBalance' | 'availableBalance' | 'heldBalance' | 'totalEarned'
>;

export const DEMO_PARTNERS: PartnerRow[] = [
  {
    code: 'PT-001',
    name: '深圳声海音响工程有限公司',
    kind: 'company',
    contactName: '黄志强',
    phone: '0755-2688-1234',
    commissionRateBp: 800,
    bankName: '招商银行深圳科技园支行',
    bankAccount: '755912345610801',
    accountHolder: '深圳声海音响工程有限公司',
    status: 'active',
    note: '华南区门店与商场的安装合作方',
  },
  {
    code: 'PT-002',
    name: '杭州悦听智能科技有限公司',
    kind: 'company',
    contactName: '沈佳怡',
    phone: '0571-8765-4321',
    commissionRateBp: 500,
    bankName: '中国工商银行杭州西湖支行',
    bankAccount: '1202021409900123456',
    accountHolder: '杭州悦听智能科技有限公司',
    status: 'active',
  },
  {
    code: 'PT-003',
    name: '周建国',
    kind: 'person',
    contactName: '周建国',
    phone: '138 1234 5678',
    commissionRateBp: 1000,
    bankName: '中国建设银行上海浦东分行',
    bankAccount: '6217001234567890123',
    accountHolder: '周建国',
    status: 'active',
    note: '独立安装师傅，负责上海地区的上门安装',
  },
  {
    code: 'PT-004',
    name: '李晓峰',
    kind: 'person',
    contactName: '李晓峰',
    phone: '139 8765 4321',
    commissionRateBp: 500,
    bankName: '中国农业银行北京朝阳支行',
    bankAccount: '6228481234567890',
    accountHolder: '李晓峰',
    status: 'suspended',
    note: '安装资质到期，暂停合作',
  },
];

/** Which partner (its place above) brought each of the recent orders, in turn: the first brings the most. */
export const ORDER_TURNS = [0, 1, 2, 0, 3, 0, 1, 2];
/** The partners brought every third of the recent completed, paid orders (about two and a half months of them). */
export const PARTNER_ORDER_STEP = 3;
export const PARTNER_ORDERS = 60;
