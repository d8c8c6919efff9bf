/**
 * The demo catalogue, one product series per line (a brand's product line; each variant is one SKU). The brands
 * are invented (声博 is the company's own label). Kept as a table so a series reads on one line:
 *   kind | brand | SKU prefix | name | unit | stock alert | frequency response | impedance Ω | flags | variants | description
 * flags: S serial-tracked, W<months> warranty, T<percent> tax rate, K<share> cost as a share of the price.
 * variants (';'-separated): MODEL <price in yuan> [w<power W>] [c<channels>] [!status, default on_sale] [@label].
 */
const TABLE = `
speaker | 澜音 | LY- | 吸顶音箱 | 只 | 40 | 120Hz-16kHz | | | C103 65 w3; C106 89 w6; C110 128 w10 | 100V 定压吸顶喇叭，适合门店、餐厅、走廊背景音乐。
speaker | 澜音 | LY- | 同轴吸顶音箱 | 只 | 20 | 80Hz-18kHz | 8 | | CX206 168 w6; CX210 228 w10; CX220 328 w20 | 同轴高低音单元，定压/定阻两用，适合酒店大堂与会议室。
speaker | 声博 | SB- | 无边框吸顶音箱 | 只 | 20 | 75Hz-20kHz | 8 | | F5 199 w10 @5 英寸; F6 269 w20 @6.5 英寸; F8 349 w30 @8 英寸 | 无边框面罩，装修后几乎隐形，适合精品店与高端餐厅。
speaker | 声博 | SB- | 嵌入式天花喇叭 | 只 | 30 | 100Hz-18kHz | | | T4 75 w5 !off_sale @4 英寸; T6 109 w10 @6 英寸 | 小开孔嵌入式安装，适合石膏板吊顶。
speaker | 澜音 | LY- | 壁挂音箱 | 只 | 20 | 100Hz-18kHz | | | W210 138 w10; W220 188 w20; W230 238 w30 | 100V 定压壁挂音箱，附安装支架，适合健身房、教室。
speaker | 鸣凰 | MH- | 全频专业音箱 | 只 | 6 | 55Hz-20kHz | 8 | W24 | P10 2380 w250 @10 英寸; P12 2980 w350 @12 英寸; P15 3680 w500 @15 英寸 | 两分频专业全频音箱，适合多功能厅、酒吧、小型演出。
speaker | 鸣凰 | MH- | 舞台返听音箱 | 只 | 4 | 60Hz-20kHz | 8 | W24 | M12 2680 w300; M15 3280 w450 | 楔形返听，舞台与讲台监听。
speaker | 鸣凰 | MH- | 有源专业音箱 | 只 | 4 | 50Hz-20kHz | | W24 | A10 2980 w400; A12 3680 w600; A15 4580 w800 | 内置 D 类功放与 DSP，即插即用的移动扩声。
speaker | 鸣凰 | MH- | 超低音音箱 | 只 | 3 | 35Hz-150Hz | 8 | W24 | S15 3280 w600 @15 英寸; S18 4280 w800 @18 英寸; S218 7980 w1600 !draft @双 18 英寸 | 倒相式超低音，补足低频下潜。
speaker | 驰声 | CS- | 线阵列音箱 | 只 | 4 | 60Hz-18kHz | 8 | W36 K0.62 | LA8 4980 w400 @双 8 英寸; LA10 6580 w600 @双 10 英寸; LA12 8980 w800 @双 12 英寸 | 可吊挂线阵列，覆盖均匀，适合礼堂、体育馆。
speaker | 澜音 | LY- | 草坪音箱 | 只 | 8 | 120Hz-15kHz | | | G215 398 w15; G230 568 w30 !off_sale | 仿石造型户外防水音箱，适合园区、景区。
speaker | 澜音 | LY- | 防水号角 | 只 | 10 | 400Hz-8kHz | | | H215 128 w15 !discontinued; H230 198 w30; H250 298 w50 | 户外广播号角，声音穿透力强，适合停车场、操场。
speaker | 澜音 | LY- | 音柱 | 只 | 10 | 120Hz-16kHz | | | L220 328 w20; L240 468 w40; L260 628 w60 | 铝合金音柱，语言清晰度高，适合走廊、大厅广播。
speaker | 悦听 | YT- | 书架音箱 | 对 | 4 | 55Hz-22kHz | 8 | | B5 1280 w80 @5 英寸; B6 1680 w100 @6.5 英寸 | 木质箱体书架音箱，适合咖啡馆、书店。
speaker | 悦听 | YT- | 吊装音箱 | 只 | 10 | 90Hz-18kHz | | | P4 298 w20; P5 398 w30 | 吊线安装的球形音箱，适合挑高空间与开放式吊顶。
amplifier | 澜音 | LY- | 定压合并功放 | 台 | 4 | 60Hz-15kHz | | S W24 | PA60 680 w60 c1 !off_sale; PA120 980 w120 c1; PA240 1380 w240 c1; PA350 1780 w350 c1; PA500 2380 w500 c1; PA650 2880 w650 c1 | 100V/70V 定压输出，带话筒输入与优先，公共广播常用。
amplifier | 澜音 | LY- | USB 定压合并功放 | 台 | 3 | 60Hz-15kHz | | S W24 | PM120U 1180 w120 c1 !discontinued; PM240U 1580 w240 c1 | 带 USB/SD 播放与定时，适合小型门店一体化。
amplifier | 澜音 | LY- | 分区定压功放 | 台 | 2 | 60Hz-15kHz | | S W24 | PZ4120 2280 w120 c4 @4 分区; PZ4240 2980 w240 c4 @4 分区; PZ6240 3680 w240 c6 @6 分区 | 多分区独立音量，适合商场、学校分区广播。
amplifier | 鸣凰 | MH- | 专业后级功放 | 台 | 2 | 20Hz-20kHz | 8 | S W36 K0.6 | X4 3280 w400 c2 @2×400W; X6 4280 w600 c2 @2×600W; X8 5280 w800 c2 @2×800W; X10 6580 w1000 c2 @2×1000W | 双通道专业后级，桥接输出，演出与多功能厅。
amplifier | 鸣凰 | MH- | 四通道后级功放 | 台 | 2 | 20Hz-20kHz | 8 | S W36 | Q4 5980 w400 c4 @4×400W; Q6 7980 w600 c4 @4×600W | 四通道驱动多组音箱，节省机柜空间。
amplifier | 驰声 | CS- | D 类数字功放 | 台 | 2 | 20Hz-20kHz | 4 | S W36 | D2 2680 w300 c2 @2×300W; D4 3980 w300 c4 @4×300W; D8 6980 w150 c8 @8×150W | 高效 D 类功放，1U 机身，发热低。
amplifier | 声博 | SB- | 蓝牙合并功放 | 台 | 4 | 40Hz-20kHz | 8 | S | BT60 580 w60 c2; BT120 880 w120 c2 | 蓝牙/光纤输入的小功率功放，适合小店与会议室。
amplifier | 悦听 | YT- | HiFi 合并功放 | 台 | 2 | 10Hz-40kHz | 8 | S W24 | A50 2480 w50 c2 @2×50W; A100 3680 w100 c2 @2×100W | 高保真合并功放，搭配书架音箱用于咖啡馆、会所。
mixer | 鸣凰 | MH- | 模拟调音台 | 台 | 2 | 20Hz-20kHz | | | MX8 980 c8 @8 路; MX12 1580 c12 @12 路; MX16 2680 c16 @16 路; MX24 4280 c24 @24 路; MX32 6880 c32 !off_sale @32 路 | 带效果器与 USB 录音的模拟调音台。
mixer | 驰声 | CS- | 数字调音台 | 台 | 1 | 20Hz-20kHz | | S W24 K0.65 | DM16 8980 c16 @16 路; DM24 13800 c24 @24 路; DM32 19800 c32 !draft @32 路 | 触摸屏数字调音台，场景存储，平板遥控。
mixer | 声博 | SB- | 带功放调音台 | 台 | 2 | 20Hz-20kHz | 4 | | PM8 2980 c8 w300 @8 路; PM12 3980 c12 w500 @12 路 | 调音台与功放一体，流动演出、学校礼堂。
mixer | 悦听 | YT- | 小型调音台 | 台 | 3 | 20Hz-20kHz | | | MX4 398 c4 !discontinued @4 路; MX6 598 c6 @6 路 | 桌面小调音台，会议室与直播。
mixer | 驰声 | CS- | 音频处理器 | 台 | 1 | 20Hz-20kHz | | S W24 | DSP48 4580 c8 @4 进 8 出; DSP88 6980 c8 @8 进 8 出 | 矩阵、均衡、反馈抑制与自动混音，会议扩声核心。
microphone | 鸣凰 | MH- | 手持无线话筒 | 套 | 4 | 50Hz-15kHz | | | U1 880 c1 !discontinued @一拖一; U2 1380 c2 @一拖二; U4 2680 c4 @一拖四; U2S 2280 c2 @舞台级一拖二 | UHF 自动对频，接收机带静音与防啸叫。
microphone | 鸣凰 | MH- | 头戴无线话筒 | 套 | 3 | 60Hz-15kHz | | | U2H 1480 c2 @一拖二 | 健身课、讲座解放双手。
microphone | 鸣凰 | MH- | 领夹无线话筒 | 套 | 3 | 60Hz-15kHz | | | U2L 1480 c2 @一拖二 | 讲座、主持与直播收音。
microphone | 鸣凰 | MH- | 乐器拾音话筒 | 只 | 3 | 40Hz-18kHz | 250 | | I10 398 | 鼓与吉他音箱拾音。
microphone | 澜音 | LY- | 会议鹅颈话筒 | 只 | 6 | 80Hz-16kHz | 200 | | CM30 268 @30cm; CM45 328 @45cm | 心形指向电容鹅颈话筒，带指示灯环。
microphone | 澜音 | LY- | 界面话筒 | 只 | 4 | 60Hz-18kHz | 200 | | B10 198 | 桌面界面话筒，适合圆桌会议。
microphone | 澜音 | LY- | 分区寻呼话筒 | 只 | 2 | 100Hz-12kHz | 600 | | PM10 580 | 按键选区寻呼，配合分区功放。
microphone | 澜音 | LY- | 吊装合唱话筒 | 只 | 2 | 50Hz-18kHz | 200 | | CH20 458 | 舞台与合唱团上方吊装拾音。
microphone | 驰声 | CS- | 数字会议单元 | 只 | 4 | 80Hz-16kHz | | | C1 1280 @主席; D1 980 @代表; W1 1580 @无线 | 手拉手数字会议系统，支持发言排队与表决。
microphone | 声博 | SB- | 无线鹅颈会议话筒 | 套 | 2 | 80Hz-16kHz | | | WG2 1680 c2 @一拖二 | 免布线的会议话筒。
microphone | 悦听 | YT- | 有线动圈话筒 | 只 | 6 | 50Hz-15kHz | 300 | | D58 298 @人声; D57 268 @乐器 | 经典动圈话筒，耐用。
microphone | 悦听 | YT- | 电容录音话筒 | 只 | 2 | 20Hz-20kHz | 200 | | C1 680; C2 980 !off_sale | 大振膜电容话筒，录音棚与配音间。
microphone | 悦听 | YT- | USB 直播话筒 | 只 | 4 | 30Hz-18kHz | | | U1 328; U2 468 | 即插即用，门店直播与线上课程。
bgm_player | 声博 | SB- | 云端背景音乐播放器 | 台 | 5 | | | S | M1 980 c1 @单分区; M2 1580 c2 @双分区; M4 2580 c4 !draft @四分区 | 总部统一下发歌单与时段，门店联网自动播放。
bgm_player | 声博 | SB- | 背景音乐功放一体机 | 台 | 3 | 60Hz-15kHz | | S | MA60 1680 w60 c1; MA120 2180 w120 c1 | 播放器与定压功放一体，小店一台搞定。
bgm_player | 声博 | SB- | 多房间音乐主机 | 台 | 1 | | | S W24 | MR8 4980 c8 @八分区 | 八区独立音源，酒店、会所分区背景音乐。
bgm_player | 悦听 | YT- | 门店音乐盒 | 台 | 6 | | | S | BOX1 699 @Wi-Fi; BOX2 899 !draft @4G | 4G/Wi-Fi 门店音乐盒，正版曲库。
bgm_player | 悦听 | YT- | 吸顶式音乐播放器 | 台 | 3 | | | S | CP1 598 | 播放器藏在吊顶内，适合无机柜的小店。
bgm_player | 澜音 | LY- | MP3 背景音乐播放器 | 台 | 4 | | | S | MP10 480 !off_sale; MP20 680 @带定时 | SD/USB/收音，定时开关机。
bgm_player | 澜音 | LY- | 蓝牙音乐接收器 | 台 | 5 | | | S | BR1 280 !off_sale | 手机蓝牙推送到现有功放。
bgm_player | 驰声 | CS- | 网络背景音乐服务器 | 台 | 1 | | | S W36 K0.6 | MS1 6980 @200 终端; MS2 9800 @500 终端 | 园区、商场多终端背景音乐服务器。
announcement_player | 澜音 | LY- | 智能定时广播主机 | 台 | 2 | | | S | TP100 1280 c1; TP200 1980 c2 | 作息时间表自动打铃与广播，学校常用。
announcement_player | 澜音 | LY- | 消防应急广播主机 | 台 | 1 | 80Hz-12kHz | | S W36 | FE250 4580 w250; FE500 6280 w500 | 消防联动强切，符合应急广播要求。
announcement_player | 声博 | SB- | 门店语音播报器 | 台 | 6 | | | S | V1 398; V2 528 @带人体感应 | 文字转语音，促销与提醒定时播报。
announcement_player | 声博 | SB- | 迎宾播报器 | 台 | 8 | | | S | WB1 199 !discontinued | 有人进门即播放欢迎语。
announcement_player | 驰声 | CS- | IP 网络广播终端 | 台 | 4 | | | S W24 | IP10 680; IP20 880 w20; IP60 1380 w60 !draft | 网线传输的广播终端，可带功放。
announcement_player | 驰声 | CS- | IP 网络广播服务器 | 台 | 1 | | | S W36 K0.6 | IPS1 8800 | 网络广播系统的调度中心。
announcement_player | 驰声 | CS- | IP 广播分区控制器 | 台 | 1 | | | S W24 | ZC8 2380 c8 | 八分区寻呼与定时任务控制。
announcement_player | 悦听 | YT- | 促销广播机 | 台 | 4 | | | S | PA1 358 !discontinued; PA2 598 @4G 云端 | 超市、卖场促销语音循环播放。
accessory | 澜音 | LY- | 音箱线 100 米 | 卷 | 5 | | | K0.7 | SW15 268 @2×1.5mm²; SW25 398 @2×2.5mm² | 无氧铜音箱线，定压系统布线。
accessory | 鸣凰 | MH- | 卡侬话筒线 | 根 | 10 | | | K0.5 | XL10 68 @10 米; XL20 108 !off_sale @20 米 | 平衡卡侬线，舞台与会议布线。
accessory | 声博 | SB- | 吸顶音箱防火罩 | 个 | 30 | | | K0.5 | FH6 28 | 吊顶内防火后罩，消防验收用。
accessory | 悦听 | YT- | 壁挂音箱支架 | 对 | 10 | | | K0.5 | BK1 58 | 可调角度壁挂支架。
accessory | 悦听 | YT- | 音箱落地支架 | 个 | 6 | | | K0.5 | ST1 268 | 三脚落地支架，承重 50kg。
accessory | 鸣凰 | MH- | 话筒支架 | 个 | 8 | | | K0.5 | MS1 88 @落地; MS2 45 @桌面 | 金属话筒支架。
accessory | 澜音 | LY- | 音量控制器 | 个 | 10 | | | K0.55 | VC30 98 @30W; VC60 128 @60W | 86 型面板音量调节，带强切。
accessory | 声博 | SB- | 电源时序器 | 台 | 3 | | | K0.55 | PS8 680 c8 @8 路 | 按顺序开关设备电源，保护音箱。
accessory | 驰声 | CS- | 标准机柜 | 个 | 2 | | | K0.6 | R12 1280 @12U; R16 1580 @16U | 19 英寸设备机柜，带散热风扇。
accessory | 澜音 | LY- | 分区器 | 台 | 2 | | | K0.55 | ZS6 480 c6 @6 分区 | 定压系统分区选择。
accessory | 鸣凰 | MH- | 线阵列吊架 | 套 | 1 | | | K0.6 | FB1 1280 | 线阵列吊装框架与配件。
accessory | 声博 | SB- | 无线话筒电池套装 | 套 | 10 | | | K0.5 | BT4 88 @4 节装 | 充电电池与充电器。
accessory | 悦听 | YT- | 话筒防风罩 | 个 | 20 | | | K0.4 | WS5 35 @5 只装 | 海绵防风罩，多色。
accessory | 澜音 | LY- | 室外防水接线盒 | 个 | 15 | | | K0.5 | JB1 45 | IP66 户外接线盒。
accessory | 驰声 | CS- | 音频信号分配器 | 台 | 2 | | | K0.55 | SP4 880 c4 @1 分 4 | 一路信号分配到多台功放。
accessory | 驰声 | CS- | PoE 网络交换机 | 台 | 2 | | | K0.6 | SW8 980 c8 @8 口 | 为 IP 广播终端供电与联网。
accessory | 鸣凰 | MH- | 音箱保护套 | 个 | 4 | | | K0.5 | CV12 168 @12 英寸 | 防尘防雨保护套。
service | 声博 | SVC- | 背景音乐系统安装调试 | 项 | 0 | | | W3 T6 K0.4 | INS-BGM 800 | 布线、安装与调试，按门店计。
service | 声博 | SVC- | 会议扩声系统安装调试 | 项 | 0 | | | W3 T6 K0.4 | INS-CONF 2800 | 会议室扩声系统安装、调音与培训。
service | 声博 | SVC- | 公共广播系统安装调试 | 项 | 0 | | | W3 T6 K0.4 | INS-PA 1500 | 分区广播布线与调试。
service | 声博 | SVC- | 演出扩声系统安装调试 | 项 | 0 | | | W3 T6 K0.4 | INS-STAGE 4800 | 线阵列吊装、系统校准与彩排保障。
service | 声博 | SVC- | 声场测量与调音 | 项 | 0 | | | W0 T6 K0.3 | TUNE 1200 | 测量话筒实测，均衡与延时校准。
service | 声博 | SVC- | 年度维保合同（门店） | 项 | 0 | | | W0 T6 K0.35 | MNT-STORE 2400 | 一年两次巡检，故障 24 小时响应。
service | 声博 | SVC- | 年度维保合同（酒店/商场） | 项 | 0 | | | W0 T6 K0.35 | MNT-PRO 9800 | 每季度巡检，故障 4 小时响应，备机替换。
service | 声博 | SVC- | 上门维修 | 项 | 0 | | | W1 T6 K0.4 | REPAIR 300 | 上门检测与维修（配件另计）。
service | 声博 | SVC- | 音响系统设计方案 | 项 | 0 | | | W0 T6 K0.3 | DESIGN 1800 | 现场勘测、声场模拟与设备清单。
service | 声博 | SVC- | 背景音乐曲库年度授权 | 项 | 0 | | | W0 T6 K0.5 | LIC-BGM 1200 | 商用背景音乐正版授权，一店一年。
service | 声博 | SVC- | 设备操作培训 | 项 | 0 | | | W0 T6 K0.3 | TRAIN 600 | 半天现场培训。
`;

export interface CatalogItem {
  sku: string;
  name: string;
  kind: string;
  brand: string;
  model: string;
  unit: string;
  /** Fen. */
  salePrice: number;
  costPrice: number;
  taxRate: number;
  warrantyMonths: number;
  serialTracked: boolean;
  stockAlertQty: number;
  powerW: number | null;
  impedanceOhm: number | null;
  frequencyResponse: string;
  channels: number | null;
  description: string;
  /** Most are on sale; a few are drafts (coming soon), off sale or discontinued. */
  status: string;
}

function parseVariant(text: string) {
  const [head = '', label = ''] = text.split('@');
  const [model = '', yuan = '', ...specs] = head.trim().split(/\s+/);
  const spec = (letter: string) => {
    const token = specs.find((item) => item.startsWith(letter));
    return token ? Number(token.slice(1)) : null;
  };
  const status = specs.find((item) => item.startsWith('!'))?.slice(1) ?? 'on_sale';
  return { model, yuan: Number(yuan), w: spec('w'), ch: spec('c'), status, label: label.trim() };
}

/** Every product of the table, in table order. */
export function catalog(): CatalogItem[] {
  const items: CatalogItem[] = [];
  for (const line of TABLE.trim().split('\n')) {
    const [
      kind = '',
      brand = '',
      prefix = '',
      name = '',
      unit = '',
      alert,
      freq = '',
      ohm,
      flags = '',
      variants = '',
      description = '',
    ] = line.split('|').map((cell) => cell.trim());
    const flag = (letter: string) =>
      flags
        .split(/\s+/)
        .find((token) => token.startsWith(letter))
        ?.slice(1);
    const costShare = Number(flag('K') ?? 0.6);
    for (const variant of variants.split(';').map(parseVariant)) {
      const power = variant.w && !variant.label ? `${variant.w}W ` : '';
      items.push({
        sku: `${prefix}${variant.model}`,
        name: `${brand} ${power}${name}${variant.label ? `（${variant.label}）` : ''}`,
        kind,
        brand,
        model: variant.model,
        unit,
        salePrice: variant.yuan * 100,
        // Cost rounded to the yuan, a little different per variant so margins are not all identical.
        costPrice: Math.round(variant.yuan * (costShare + ((variant.yuan % 7) - 3) / 100)) * 100,
        taxRate: Number(flag('T') ?? 13),
        warrantyMonths: Number(flag('W') ?? 12),
        serialTracked: flag('S') !== undefined,
        stockAlertQty: Number(alert ?? 0),
        powerW: variant.w,
        impedanceOhm: ohm ? Number(ohm) : null,
        frequencyResponse: freq,
        channels: variant.ch,
        description,
        status: variant.status,
      });
    }
  }
  return items;
}
