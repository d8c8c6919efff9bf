/**
 * The demo suppliers: the makers the company buys each kind of product from, and the wholesaler of small parts.
 * Companies, people, tax ids and bank accounts are invented; regions are GB/T 2260 codes (province, city,
 * district). `makes` says which demo products come from whom: a kind, narrowed to some brands where two makers
 * share a kind. The inactive one supplied cables until the wholesaler took over; no product names it.
 */
export interface SupplierSeed {
  code: string;
  name: string;
  contactName: string;
  phone: string;
  email: string;
  region: [string, string, string];
  address: string;
  taxId: string;
  bankName: string;
  bankAccount: string;
  paymentTermDays: number;
  productKinds: string[];
  rating: number;
  note: string;
  status: 'active' | 'inactive';
  makes: { kind: string; brands?: string[] }[];
}

export const SUPPLIERS: SupplierSeed[] = [
  {
    code: 'SUP-001',
    name: '深圳市声澜电子有限公司',
    contactName: '黄志强 Huang Zhiqiang',
    phone: '0755-27681932',
    email: 'sales@shenglan-audio.cn',
    region: ['440000', '440300', '440306'],
    address: '深圳市宝安区福永街道凤凰第三工业区 12 栋',
    taxId: '91440300MA5F3K7L2Q',
    bankName: '招商银行深圳宝安支行',
    bankAccount: '7559128364108021',
    paymentTermDays: 30,
    productKinds: ['speaker'],
    rating: 5,
    note: 'Shenglan Electronics：吸顶、壁挂、音柱与户外音箱 OEM，常规交期 15 天。',
    status: 'active',
    makes: [{ kind: 'speaker', brands: ['澜音', '声博', '悦听'] }],
  },
  {
    code: 'SUP-002',
    name: '恩平市鸣锋专业音响设备有限公司',
    contactName: '梁国华 Liang Guohua',
    phone: '0750-7712458',
    email: 'export@mingfeng-pro.cn',
    region: ['440000', '440700', '440785'],
    address: '恩平市恩城街道新平北路 88 号音响产业园 B 区',
    taxId: '91440785MA4W8N2C6D',
    bankName: '中国工商银行恩平支行',
    bankAccount: '2012004109200158736',
    paymentTermDays: 45,
    productKinds: ['speaker', 'accessory'],
    rating: 4,
    note: 'Mingfeng Pro Audio：专业全频、返听、超低音与线阵列音箱，含吊架与保护套。',
    status: 'active',
    makes: [{ kind: 'speaker', brands: ['鸣凰', '驰声'] }],
  },
  {
    code: 'SUP-003',
    name: '广州市驰韵电子科技有限公司',
    contactName: '陈永明 Chen Yongming',
    phone: '020-34567821',
    email: 'order@chiyun-amp.cn',
    region: ['440000', '440100', '440113'],
    address: '广州市番禺区石碁镇金山大道 360 号',
    taxId: '91440113MA59TQ4H1X',
    bankName: '中国建设银行广州番禺支行',
    bankAccount: '4405015813010000273',
    paymentTermDays: 60,
    productKinds: ['amplifier'],
    rating: 4,
    note: 'Chiyun Electronics：定压、分区、专业后级与 D 类功放，整机保修 3 年。',
    status: 'active',
    makes: [{ kind: 'amplifier' }],
  },
  {
    code: 'SUP-004',
    name: '杭州音合数字科技有限公司',
    contactName: '周晓峰 Zhou Xiaofeng',
    phone: '0571-88217630',
    email: 'biz@yinhe-digital.cn',
    region: ['330000', '330100', '330110'],
    address: '杭州市余杭区仓前街道文一西路 1500 号 6 幢',
    taxId: '91330110MA2H6P9R3K',
    bankName: '杭州银行余杭支行',
    bankAccount: '3301040160012345678',
    paymentTermDays: 30,
    productKinds: ['mixer'],
    rating: 5,
    note: 'Yinhe Digital：模拟与数字调音台、音频处理器，提供固件升级与远程调试。',
    status: 'active',
    makes: [{ kind: 'mixer' }],
  },
  {
    code: 'SUP-005',
    name: '宁波麦韵电声有限公司',
    contactName: '王丽娟 Wang Lijuan',
    phone: '13906621847',
    email: 'service@maiyun-mic.cn',
    region: ['330000', '330200', '330212'],
    address: '宁波市鄞州区姜山镇科技园区明光北路 66 号',
    taxId: '91330212MA2CL1X57F',
    bankName: '宁波银行鄞州支行',
    bankAccount: '6228480398765432',
    paymentTermDays: 30,
    productKinds: ['microphone'],
    rating: 3,
    note: 'Maiyun Electroacoustics：无线、会议与录音话筒；旺季交期偏长，需提前备货。',
    status: 'active',
    makes: [{ kind: 'microphone' }],
  },
  {
    code: 'SUP-006',
    name: '上海云播智能科技有限公司',
    contactName: '李俊杰 Li Junjie',
    phone: '021-64298815',
    email: 'channel@yunbo-tech.cn',
    region: ['310000', '310100', '310112'],
    address: '上海市闵行区莘庄工业区春东路 508 号 3 号楼',
    taxId: '91310112MA1GBR6T8M',
    bankName: '上海浦东发展银行闵行支行',
    bankAccount: '98160154740012873',
    paymentTermDays: 45,
    productKinds: ['bgm_player', 'announcement_player'],
    rating: 4,
    note: 'Yunbo Smart Tech：背景音乐播放器、网络广播终端与服务器，含云端曲库授权。',
    status: 'active',
    makes: [{ kind: 'bgm_player' }, { kind: 'announcement_player' }],
  },
  {
    code: 'SUP-007',
    name: '苏州联音音响器材批发有限公司',
    contactName: '沈建平 Shen Jianping',
    phone: '0512-65890317',
    email: 'pifa@lianyin-parts.cn',
    region: ['320000', '320500', '320507'],
    address: '苏州市相城区元和街道嘉元路 959 号 2 号仓',
    taxId: '91320507MA1W3E5N0P',
    bankName: '中国农业银行苏州相城支行',
    bankAccount: '10548201040018376',
    paymentTermDays: 15,
    productKinds: ['accessory', 'microphone'],
    rating: 4,
    note: 'Lianyin Parts：线材、支架、机柜与配件批发，次日达；另供少量有线话筒。',
    status: 'active',
    makes: [{ kind: 'accessory' }],
  },
  {
    code: 'SUP-008',
    name: '佛山市华韵线材有限公司',
    contactName: '何伟 He Wei',
    phone: '0757-86329104',
    email: 'hy-cable@huayun-wire.cn',
    region: ['440000', '440600', '440605'],
    address: '佛山市南海区里水镇和顺大道 23 号',
    taxId: '91440605MA4UJ2Q81B',
    bankName: '佛山农商银行里水支行',
    bankAccount: '80020000012345678',
    paymentTermDays: 30,
    productKinds: ['accessory'],
    rating: 2,
    note: 'Huayun Wire：原音箱线与卡侬线供应商，多次延期交货，已改由苏州联音供货。',
    status: 'inactive',
    makes: [],
  },
];
