/**
 * Demo warehouses and customers. Each customer has a segment (what kind of place it runs, which decides what
 * it buys) and a region (the warehouse that serves it). Names, people and phone numbers are invented.
 */
export const WAREHOUSES = [
  {
    code: 'WH-SH',
    name: '上海总仓',
    address: '上海市嘉定区马陆镇宝安公路 2999 号 3 号库',
    contactName: '张伟 Zhang Wei',
    phone: '021-5995 2999',
    region: 'east',
  },
  {
    code: 'WH-BJ',
    name: '北京仓',
    address: '北京市大兴区亦庄经济开发区景园北街 2 号 B 座',
    contactName: '刘军 Liu Jun',
    phone: '010-6788 2002',
    region: 'north',
  },
  {
    code: 'WH-GZ',
    name: '广州仓',
    address: '广州市白云区太和镇大源北路 88 号 5 栋',
    contactName: '陈海 Chen Hai',
    phone: '020-3722 8808',
    region: 'south',
  },
] as const;

export type Region = (typeof WAREHOUSES)[number]['region'];

export type Segment =
  | 'shop'
  | 'restaurant'
  | 'hotel'
  | 'gym'
  | 'school'
  | 'mall'
  | 'office'
  | 'bar'
  | 'venue'
  | 'individual';

/** segment | name | contact | phone | email | address (the city is the first 2-3 characters). */
const TABLE = `
shop | 上海悦购生活百货有限公司 | 陈静 | 13816620418 | purchase@yuegou-life.cn | 上海市黄浦区南京东路 299 号
shop | 杭州简木家居连锁有限公司 | 周婷 | 13757182304 | admin@jianmu-home.cn | 杭州市西湖区文三路 478 号
shop | 南京拾光书店 | 吴磊 | 13951706652 | store@shiguang-books.cn | 南京市鼓楼区广州路 173 号
shop | 北京潮玩集合店（三里屯） | 赵一鸣 | 13601139275 | ops@chaowan.cn | 北京市朝阳区三里屯路 19 号
shop | 深圳优选便利连锁 | 林晓 | 13922871563 | it@youxuan-cvs.cn | 深圳市南山区科技园南区 8 栋
shop | 广州花城服饰有限公司 | 黄丽 | 13802461198 | buyer@huacheng-fashion.cn | 广州市天河区天河路 208 号
shop | 苏州采芝斋茶点铺 | 沈佳 | 13771893120 | | 苏州市姑苏区观前街 91 号
restaurant | 上海味道小馆餐饮管理有限公司 | 王强 | 13917735462 | manager@weidao-sh.cn | 上海市徐汇区衡山路 12 号
restaurant | 杭州湖畔咖啡 | 许诺 | 13588126607 | hello@hupan-coffee.cn | 杭州市上城区南山路 147 号
restaurant | 北京京味斋餐饮有限公司 | 刘建国 | 13701228861 | admin@jingweizhai.cn | 北京市东城区东直门内大街 156 号
restaurant | 天津海河渔港酒楼 | 孙海 | 13820045317 | | 天津市和平区解放北路 66 号
restaurant | 广州粤香茶餐厅 | 何永康 | 13631429908 | yuexiang@cantonfood.cn | 广州市越秀区北京路 335 号
restaurant | 深圳山野烧肉 | 郑凯 | 13714590233 | shop@shanye-bbq.cn | 深圳市福田区车公庙泰然九路 21 号
restaurant | 成都巷子火锅（上海店） | 罗敏 | 13681795520 | | 上海市静安区愚园路 1018 号
hotel | 上海外滩云栖酒店 | 顾文 | 13661893376 | engineering@yunqi-hotel.cn | 上海市黄浦区中山东二路 88 号
hotel | 杭州西溪悦庭度假酒店 | 钱晨 | 13806517742 | it@yueting-resort.cn | 杭州市西湖区天目山路 518 号
hotel | 北京金融街嘉宾酒店 | 马骏 | 13910257784 | facilities@jiabin-hotel.cn | 北京市西城区金融大街 9 号
hotel | 青岛海景商务酒店 | 于洋 | 13969881205 | | 青岛市市南区香港中路 76 号
hotel | 广州珠江湾酒店 | 梁伟 | 13926018834 | pm@zhujiangwan-hotel.cn | 广州市海珠区阅江中路 688 号
hotel | 厦门鼓浪屿海韵客栈 | 蔡雅 | 13859960471 | | 厦门市思明区鼓浪屿龙头路 28 号
gym | 上海燃动健身俱乐部 | 邓浩 | 13774228159 | ops@randong-fit.cn | 上海市浦东新区张杨路 500 号
gym | 北京铁馆力量训练中心 | 冯磊 | 13811703346 | | 北京市海淀区中关村大街 27 号
gym | 深圳跃动动感单车馆 | 谢晓峰 | 13760213390 | club@yuedong-cycle.cn | 深圳市南山区海德三道 126 号
gym | 杭州瑜心瑜伽馆 | 韩雪 | 13675820043 | | 杭州市拱墅区莫干山路 100 号
school | 上海市静安区育才实验小学 | 杨老师 | 13585726601 | zongwu@yucai-school.cn | 上海市静安区新闸路 1255 号
school | 北京海淀启明中学 | 李主任 | 13910883452 | hq@qiming-school.cn | 北京市海淀区学院路 35 号
school | 广州南方职业技术学院 | 陈处长 | 13828731066 | zichan@nfvtc.cn | 广州市番禺区大学城外环西路 100 号
school | 南京晨曦幼儿园 | 徐园长 | 13605184421 | | 南京市建邺区江东中路 211 号
school | 济南泉城外国语学校 | 高老师 | 13953127708 | xinxi@qc-fls.cn | 济南市历下区经十路 13777 号
mall | 上海环宇荟购物中心 | 朱明 | 13918856204 | gongcheng@huanyuhui.cn | 上海市长宁区长宁路 1123 号
mall | 北京望京汇商业广场 | 曹峰 | 13718859931 | wuye@wangjinghui.cn | 北京市朝阳区望京街 9 号
mall | 佛山千禧城购物中心 | 彭志 | 13690153374 | | 佛山市禅城区季华五路 28 号
mall | 宁波鲜丰生鲜超市连锁 | 严慧 | 13566310285 | caigou@xianfeng-market.cn | 宁波市鄞州区天童南路 588 号
mall | 东莞万家惠超市 | 叶伟明 | 13929478850 | | 东莞市南城区鸿福路 200 号
office | 上海星河数据科技有限公司 | 方舟 | 13601627739 | xingzheng@xinghe-data.cn | 上海市浦东新区博云路 2 号
office | 北京远航律师事务所 | 蒋律 | 13801046672 | admin@yuanhang-law.cn | 北京市朝阳区建国门外大街 1 号
office | 深圳云帆智能制造有限公司 | 潘越 | 13823791106 | it@yunfan-mfg.cn | 深圳市宝安区新安街道创业一路 1003 号
office | 苏州工业园区创新孵化中心 | 钟晴 | 13862045518 | service@sip-incubator.cn | 苏州市工业园区星湖街 328 号
office | 石家庄恒信会计师事务所 | 贾丽 | 13931160824 | | 石家庄市长安区中山东路 39 号
bar | 上海蓝调 Livehouse | 任飞 | 13764300217 | booking@blues-live.cn | 上海市杨浦区国定东路 200 号
bar | 北京后海知音酒吧 | 宋歌 | 13911560338 | | 北京市西城区后海南沿 18 号
bar | 广州星光 KTV | 郭星 | 13719007624 | manager@xingguang-ktv.cn | 广州市天河区体育西路 103 号
bar | 杭州声度音乐餐吧 | 陆川 | 13857136649 | | 杭州市滨江区江南大道 3888 号
venue | 上海浦江文化艺术中心 | 姚远 | 13621867315 | tech@pujiang-arts.cn | 上海市闵行区江川路 800 号
venue | 北京京西体育馆 | 卢刚 | 13601088527 | | 北京市石景山区石景山路 58 号
venue | 深圳湾会议展览中心 | 邱敏 | 13510680049 | av@szbay-expo.cn | 深圳市南山区滨海大道 3001 号
venue | 天津滨海大剧院 | 丁宁 | 13662016073 | stage@binhai-theatre.cn | 天津市滨海新区中心大道 66 号
venue | 南京紫金会堂 | 魏然 | 13813829174 | | 南京市玄武区中山东路 307 号
office | 上海华实广告传媒有限公司 | 秦川 | 13671820595 | ad@huashi-media.cn | 上海市长宁区延安西路 1319 号
restaurant | 北京胡同里茶馆 | 白雪 | 13520161187 | | 北京市东城区南锣鼓巷 66 号
individual | 李明 | 李明 | 13501987642 | | 上海市闵行区七莘路 3188 弄 12 号 501 室
individual | 张薇 | 张薇 | 13661542208 | | 北京市朝阳区望京西园三区 302 号楼 1203
individual | 王浩然 | 王浩然 | 13826097153 | | 广州市天河区华夏路 30 号 2 栋 1806
individual | 赵晓东 | 赵晓东 | 13917203368 | | 杭州市余杭区五常大道 181 号 7 幢 602
individual | 黄嘉怡 | 黄嘉怡 | 13760457721 | | 深圳市福田区香蜜湖路 4 号 3 座 902
individual | 刘思远 | 刘思远 | 13810245539 | | 北京市海淀区万柳中路 2 号 5 单元 301
individual | 孙悦 | 孙悦 | 13601745916 | | 苏州市吴中区东吴北路 99 号 16 幢 1102
individual | 周子杰 | 周子杰 | 13802511874 | | 广州市海珠区滨江东路 555 号 1 座 2301
individual | 吴佳琪 | 吴佳琪 | 13917862055 | | 上海市浦东新区锦绣路 1500 弄 8 号 1601 室
individual | 郑乐 | 郑乐 | 13718930642 | | 天津市南开区水上公园北道 38 号 2-1-502
`;

const REGION_OF_CITY: Record<string, Region> = {
  上海: 'east',
  杭州: 'east',
  南京: 'east',
  苏州: 'east',
  宁波: 'east',
  北京: 'north',
  天津: 'north',
  青岛: 'north',
  济南: 'north',
  石家庄: 'north',
  广州: 'south',
  深圳: 'south',
  佛山: 'south',
  东莞: 'south',
  厦门: 'south',
};

export interface CustomerSeed {
  code: string;
  name: string;
  kind: 'company' | 'individual';
  segment: Segment;
  region: Region;
  contactName: string;
  phone: string;
  email: string;
  address: string;
}

export function customerSeeds(): CustomerSeed[] {
  return TABLE.trim()
    .split('\n')
    .map((line, index) => {
      const [segment = '', name = '', contactName = '', phone = '', email = '', address = ''] = line
        .split('|')
        .map((cell) => cell.trim());
      const region = REGION_OF_CITY[address.slice(0, 2)] ?? REGION_OF_CITY[address.slice(0, 3)];
      if (!region) throw new Error(`seed: no region for ${address}`);
      return {
        code: `C${String(index + 1).padStart(5, '0')}`,
        name,
        kind: segment === 'individual' ? 'individual' : 'company',
        segment: segment as Segment,
        region,
        contactName,
        phone,
        email,
        address,
      };
    });
}
