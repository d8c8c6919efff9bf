/**
 * The CRM's demo texts: what each segment is called in the industry dictionary, who the company's people are,
 * what is installed at its sites, and the customers that have not bought yet (leads, installers). Invented.
 */
import type { Segment } from './customers-data';

type Business = Exclude<Segment, 'individual'>;

/** Segment -> code of the seeded `industry` dictionary. */
export const INDUSTRY_OF: Record<Business, string> = {
  shop: 'retail',
  restaurant: 'catering',
  hotel: 'hospitality',
  gym: 'fitness',
  school: 'education',
  mall: 'mall',
  office: 'office',
  bar: 'nightlife',
  venue: 'venue',
};

/** What a segment's contacts are (the first is the customer's own contact). */
export const TITLES: Record<Business | 'installer', string[]> = {
  shop: ['采购经理', '店长', '财务'],
  restaurant: ['店长', '老板', '财务'],
  hotel: ['工程部经理', '采购主管', 'IT 主管'],
  gym: ['运营经理', '店长', '采购'],
  school: ['总务处', '信息中心主任', '财务处'],
  mall: ['工程部主管', '物业经理', '采购经理'],
  office: ['行政经理', 'IT 主管', '财务'],
  bar: ['店长', '音响师', '老板'],
  venue: ['技术总监', '音响主管', '采购'],
  installer: ['项目经理', '技术工程师', '采购'],
};

/** Each segment: its need, the system proposed, and what is installed at a site. */
export const SYSTEMS: Record<Business | 'installer', { need: string; solution: string; system: string }> = {
  shop: {
    need: '门店背景音乐升级',
    solution: '吸顶音箱 + 背景音乐播放器，收银台加寻呼话筒',
    system: '卖场 8 只吸顶音箱 + 背景音乐播放器，收银台 1 支寻呼话筒',
  },
  restaurant: {
    need: '大堂和包间的背景音乐',
    solution: '壁挂音箱分区播放，包间独立音量控制',
    system: '大堂 6 只壁挂音箱，包间 4 路独立音量控制器 + 定压功放',
  },
  hotel: {
    need: '宴会厅扩声和公共区背景音乐改造',
    solution: '宴会厅全频音箱 + 超低音 + 数字调音台，公共区分区广播',
    system: '大堂吧 12 只吸顶音箱；宴会厅 2 只全频 + 2 只超低音 + 调音台；走廊背景音乐 6 分区',
  },
  gym: {
    need: '操课房音响和器械区背景音乐',
    solution: '操课房全频音箱 + 超低音 + 无线话筒，器械区吸顶音箱',
    system: '操课房 4 只全频音箱 + 1 只超低音 + 2 套无线话筒；器械区 10 只吸顶音箱',
  },
  school: {
    need: '报告厅扩声和校园广播',
    solution: '报告厅线阵音箱 + 数字调音台，教学楼 IP 广播和定时打铃',
    system: '报告厅 2×4 线阵音箱 + 数字调音台；教学楼 48 间教室广播音箱 + 定时打铃',
  },
  mall: {
    need: '中庭扩声和分区广播',
    solution: '中庭号角音箱，公共区背景音乐分区并联动消防应急广播',
    system: '中庭 4 只号角音箱；公共区背景音乐 16 分区 + 消防应急广播联动',
  },
  office: {
    need: '会议室音频系统',
    solution: '吸顶音箱 + 会议话筒 + 音频处理器',
    system: '大会议室 4 只吸顶音箱 + 12 支会议话筒；前台背景音乐',
  },
  bar: {
    need: '舞台音响和包房音响',
    solution: '全频音箱 + 18 寸超低音 + 返听，数字调音台',
    system: '舞台 2 只全频 + 2 只 18 寸超低音 + 4 只返听；16 路数字调音台',
  },
  venue: {
    need: '主场扩声系统',
    solution: '线阵音箱 + 超低音 + 功放机柜，后台对讲广播',
    system: '主场 2×8 线阵 + 4 只超低音 + 功放机柜；后台对讲与广播系统',
  },
  installer: {
    need: '工程项目配套音响',
    solution: '按项目清单供货，提供系统设计和调试支持',
    system: '展厅样板间：吸顶音箱、壁挂音箱、功放与播放器各一套',
  },
};

/** Site names of a segment: the first site, and a second one for chains and campuses. */
export const SITE_NAMES: Record<Business | 'installer', [string, string]> = {
  shop: ['旗舰店', '二号店'],
  restaurant: ['总店', '分店'],
  hotel: ['酒店主楼', '宴会中心'],
  gym: ['总店', '二号馆'],
  school: ['主校区', '东校区'],
  mall: ['购物中心主楼', '地下美食街'],
  office: ['总部办公室', '研发中心'],
  bar: ['主店', '二楼包房区'],
  venue: ['主场馆', '排练厅'],
  installer: ['展厅', '仓库'],
};

export const TAGS: Record<Business | 'installer', string[]> = {
  shop: ['连锁', '背景音乐'],
  restaurant: ['餐饮', '背景音乐'],
  hotel: ['酒店', '扩声'],
  gym: ['健身', '操课房'],
  school: ['教育', '广播'],
  mall: ['商业综合体', '消防联动'],
  office: ['会议', '办公'],
  bar: ['演出', '夜场'],
  venue: ['演出', '扩声'],
  installer: ['渠道', '集成商'],
};

export const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾萧田董潘袁蔡蒋余于杜叶程魏苏吕丁沈任姚卢傅钟姜崔谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
export const GIVEN_NAMES = [
  '伟',
  '芳',
  '敏',
  '静',
  '磊',
  '洋',
  '勇',
  '艳',
  '杰',
  '娟',
  '涛',
  '明',
  '超',
  '秀兰',
  '霞',
  '平',
  '刚',
  '桂英',
  '建华',
  '志强',
  '海燕',
  '晓东',
  '雪梅',
  '文博',
  '子涵',
];

/** Customers that have not bought yet: segment ('installer' for integrators) | name | contact | phone | email | address. */
export const NEW_CUSTOMERS = `
installer | 上海声科系统集成有限公司 | 陶明 | 13917620381 | project@shengke-av.cn | 上海市普陀区真北路 958 号
installer | 北京华音智能工程有限公司 | 雷振 | 13810427756 | info@huayin-eng.cn | 北京市丰台区南四环西路 188 号
installer | 广州德声视听科技有限公司 | 龚平 | 13602258814 | sales@desheng-av.cn | 广州市黄埔区科学大道 99 号
hotel | 苏州金鸡湖畔精品酒店 | 汪婷 | 13962117409 | gongcheng@jinjihu-hotel.cn | 苏州市姑苏区人民路 1888 号
school | 天津河西区实验中学 | 熊主任 | 13602176630 | | 天津市河西区友谊路 15 号
gym | 广州动力派健身工作室 | 段伟 | 13725906218 | | 广州市越秀区东风中路 437 号
restaurant | 杭州钱塘江景餐厅 | 覃雨 | 13857190442 | booking@qtj-dining.cn | 杭州市上城区之江路 555 号
mall | 北京通州万象汇 | 邵峰 | 13701339918 | gongcheng@tz-wanxiang.cn | 北京市通州区新华西街 58 号
individual | 龙飞 | 龙飞 | 13501860927 | | 上海市浦东新区花木路 1378 弄 6 号 302 室
individual | 孔洁 | 孔洁 | 13922406685 | | 深圳市南山区后海大道 2388 号 12 栋 2201
`;
