/**
 * The demo forum's words (both languages, as the company's customers write them): members of the site, and topics
 * about installing, fixing and showing off sound systems, with their replies and where each stands. Read by
 * ./forum.ts, which turns them into rows.
 */

/** The site's customers; the first two are trusted (their posts skip the queue). */
export const FORUM_MEMBERS = [
  { externalId: 'site-10021', name: '陈晓东', trusted: true },
  { externalId: 'site-10035', name: 'AudioMike', trusted: true },
  { externalId: 'site-10102', name: '林嘉怡', trusted: false },
  { externalId: 'site-10118', name: '王建国', trusted: false },
  { externalId: 'site-10140', name: 'Sarah K.', trusted: false },
  { externalId: 'site-10163', name: '赵磊', trusted: false },
  { externalId: 'site-10177', name: 'DJ Lin', trusted: false },
  { externalId: 'site-10209', name: '黄美玲', trusted: false },
  { externalId: 'site-10231', name: 'Tom Becker', trusted: false },
  { externalId: 'site-10256', name: '刘洋洋', trusted: false },
  { externalId: 'site-10288', name: '周大伟', trusted: false },
  { externalId: 'site-10301', name: 'Ken Wu', trusted: false },
] as const;

/** Words the seeded configuration holds posts for (spam the site sees). */
export const DEMO_SENSITIVE_WORDS = ['代开发票', '加微信', 'casino', 'crack key'];

/** A member by index, or the staff member who moderates. */
export type Author = number | 'staff';
/** Held by the filter, held until the author is trusted, or a moderator's decision. */
export type SeedState = 'sensitive' | 'untrusted' | 'rejected' | 'deleted';

export interface ReplySeed {
  by: Author;
  text: string;
  state?: 'sensitive' | 'untrusted';
}

export interface TopicSeed {
  category: 'tech' | 'after-sales';
  by: Author;
  title: string;
  text: string[];
  daysAgo: number;
  replies?: ReplySeed[];
  pinned?: boolean;
  locked?: boolean;
  featured?: boolean;
  state?: SeedState;
  /** Readers' open reports, on the topic (-1) or on reply n (0-based). */
  reports?: { on: number; by: number; reason: string }[];
}

export const FORUM_TOPICS: TopicSeed[] = [
  {
    category: 'tech',
    by: 'staff',
    title: '【版规】技术交流区发帖须知 / Posting guide',
    text: [
      '欢迎来到技术交流区。提问时请写明设备型号、接线方式和现场面积，附上照片更容易得到帮助。',
      'Please include model numbers, wiring and room size when you ask. Be kind; no advertising.',
    ],
    daysAgo: 60,
    pinned: true,
    locked: true,
  },
  {
    category: 'after-sales',
    by: 'staff',
    title: 'After-sales: how to open a repair request / 售后报修流程',
    text: [
      'Have your order number and the serial number on the back panel ready, then describe what you hear.',
      '报修请准备订单号和机身背面的序列号，并描述故障现象。',
    ],
    daysAgo: 58,
    pinned: true,
  },
  {
    category: 'tech',
    by: 2,
    title: '80 平米咖啡馆吸顶喇叭装几只合适？',
    text: ['层高 3 米，想放轻音乐，背景音量不要太大。计划用 6 寸吸顶喇叭，不知道装 6 只够不够。'],
    daysAgo: 52,
    featured: true,
    replies: [
      { by: 0, text: '3 米层高每只大约覆盖 12–15 平米，80 平米建议 6–8 只，均匀布置比加大音量效果好。' },
      { by: 'staff', text: '可以用我们的 100V 定压功放带 8 只 6W 吸顶，留一半功率余量。需要布点图可以私信门店。' },
      { by: 2, text: '谢谢，按 8 只装了，声音很均匀！' },
    ],
  },
  {
    category: 'tech',
    by: 1,
    title: 'Matching a 4-ohm speaker pair to a 70V amplifier?',
    text: [
      'I have two 4-ohm bookshelf speakers and a 70V line amplifier from the old shop. Can I connect them directly?',
    ],
    daysAgo: 49,
    replies: [
      {
        by: 0,
        text: 'Not directly: a 70V line needs a transformer at each speaker. Use line transformers tapped at 15W.',
      },
      { by: 8, text: 'Or run a small low-impedance amp for that zone; cheaper than two good transformers.' },
    ],
  },
  {
    category: 'after-sales',
    by: 3,
    title: '功放开机后进入保护模式，红灯常亮',
    text: ['用了两年的 4 通道功放，今天开机几秒后就保护，断开所有喇叭线也一样。'],
    daysAgo: 45,
    replies: [
      { by: 'staff', text: '断开负载仍保护，多半是电源板问题，请走报修流程寄回检测，保修期内免费。' },
      { by: 3, text: '已经寄回了，等消息。' },
    ],
  },
  {
    category: 'tech',
    by: 4,
    title: 'Hum from the mixer when the laptop is plugged in',
    text: ['A low 50 Hz hum appears as soon as the laptop charger is connected. Unplugging the charger stops it.'],
    daysAgo: 44,
    featured: true,
    replies: [
      { by: 1, text: 'Classic ground loop. Try a DI box with a ground lift, or a USB isolator.' },
      { by: 4, text: 'The DI box fixed it. Thank you!' },
      { by: 6, text: 'Also keep audio cables away from the power strip.' },
    ],
  },
  {
    category: 'tech',
    by: 5,
    title: '餐厅分区背景音乐：大厅和包间音量分开控制',
    text: ['大厅 1 个区，包间 6 个，想每个包间单独调音量，有什么方案？'],
    daysAgo: 41,
    replies: [
      { by: 0, text: '每个包间装一个墙面音量控制器（定压 100V 的），主机统一播放。' },
      { by: 'staff', text: '我们的分区矩阵也可以，每个区独立音源和音量，手机上就能调。' },
    ],
  },
  {
    category: 'after-sales',
    by: 8,
    title: 'Bluetooth receiver drops out every few minutes',
    text: ['The BT receiver in the shop loses the phone connection every 3–5 minutes. The phone is 8 metres away.'],
    daysAgo: 38,
    replies: [
      {
        by: 'staff',
        text: 'Please update the receiver firmware (Settings → About); version 2.3 fixed reconnection on some phones.',
      },
      { by: 8, text: 'Updated, stable all day now.' },
    ],
  },
  {
    category: 'tech',
    by: 0,
    title: '晒一下：书店的全套背景音乐系统',
    text: ['两层书店，12 只吸顶 + 2 只壁挂，分 3 个区。走线全部藏在吊顶里，附上完工照片。'],
    daysAgo: 36,
    featured: true,
    replies: [
      { by: 7, text: '好整洁！请问用的什么线？' },
      { by: 0, text: '2×1.5 平方的无氧铜喇叭线，总长不到 200 米。' },
      { by: 9, text: '学习了，我们店也准备这么装。' },
    ],
  },
  {
    category: 'tech',
    by: 6,
    title: 'Feedback squeal when the host walks near the speakers',
    text: ['Wireless mic squeals whenever the host goes in front of the main speakers at our events.'],
    daysAgo: 33,
    replies: [
      { by: 1, text: 'Keep the speakers in front of the mic line, and cut 2–3 kHz a little on the mic channel.' },
      { by: 4, text: 'A feedback suppressor helps too, but placement first.' },
    ],
  },
  {
    category: 'after-sales',
    by: 9,
    title: '喇叭有破音，是不是坏了？',
    text: ['低音大的时候有“啪啪”的声音，音量调小就没有。'],
    daysAgo: 30,
    replies: [
      { by: 'staff', text: '可能是功放功率不足削波或喇叭纸盆受损，请先把均衡器低音调平再试。' },
      { by: 9, text: '调平后好多了，应该是之前低音开太大。' },
    ],
  },
  {
    category: 'tech',
    by: 10,
    title: '健身房音响：动感单车教室要多大功率？',
    text: ['单车教室 60 平米，需要音乐有冲击力，教练还要用头戴麦。'],
    daysAgo: 28,
    replies: [
      { by: 0, text: '两只 12 寸全频 + 一只 15 寸低音，功放每声道 500W 左右比较稳。' },
      { by: 6, text: '头戴麦记得选防汗的。' },
    ],
  },
  {
    category: 'tech',
    by: 11,
    title: 'Show and tell: our small bar, 4 speakers and a sub',
    text: [
      'Finished the bar install last weekend: four 5-inch speakers on brackets and one 10-inch sub under the bench.',
    ],
    daysAgo: 26,
    replies: [
      { by: 1, text: 'Nice. Did you time-align the sub?' },
      { by: 11, text: 'Just by ear, moved it until the bass sounded even at the bar.' },
    ],
  },
  {
    category: 'after-sales',
    by: 7,
    title: '遥控器失灵，换了电池也不行',
    text: ['播放器的红外遥控器按什么都没反应，机身按键正常。'],
    daysAgo: 24,
    locked: true,
    replies: [{ by: 'staff', text: '遥控器属于配件，已为您补寄新的，请留意快递。此帖锁定。' }],
  },
  {
    category: 'tech',
    by: 2,
    title: '定压功放能不能直接接定阻音箱？',
    text: ['店里有一台 120W 定压功放，想接一对定阻书架箱，可以吗？'],
    daysAgo: 22,
    replies: [
      { by: 0, text: '要看功放有没有 4–16Ω 输出端子，有的话接那组，不要接 100V 端子。' },
      { by: 3, text: '我家那台有 COM/4Ω 端子，接了没问题。' },
    ],
  },
  {
    category: 'tech',
    by: 4,
    title: 'Which cable gauge for a 40 m speaker run?',
    text: ['Running a pair of 8-ohm speakers 40 metres from the amp. Is 1.0 mm² enough?'],
    daysAgo: 20,
    replies: [{ by: 1, text: 'For 8 ohms at 40 m go 2.5 mm², or you lose a noticeable share of power in the cable.' }],
  },
  {
    category: 'after-sales',
    by: 5,
    title: '保修期内换新需要多久？',
    text: ['上周寄回的功放，请问一般多久能寄回来？'],
    daysAgo: 18,
    replies: [{ by: 'staff', text: '检测 2 个工作日，换新当天发出，一般一周内到。' }],
  },
  {
    category: 'tech',
    by: 8,
    title: 'Scheduling morning and evening playlists automatically',
    text: ['Can the player switch to a calmer playlist after 6 pm without someone doing it?'],
    daysAgo: 16,
    replies: [
      { by: 'staff', text: 'Yes: in the player app, Schedule → add a rule for 18:00 with the evening playlist.' },
      { by: 8, text: 'Found it, works.' },
    ],
  },
  {
    category: 'tech',
    by: 9,
    title: '吸顶喇叭开孔尺寸和说明书不一致',
    text: ['说明书写开孔 165mm，实际装上去有点松。'],
    daysAgo: 14,
    replies: [
      { by: 0, text: '卡扣拧紧前先把弹簧夹翻出来，165 是对的，松一点没关系。' },
      { by: 9, text: '原来如此，装好了。' },
    ],
  },
  {
    category: 'after-sales',
    by: 6,
    title: 'Replacement grille for the wall speaker?',
    text: ['One of the white grilles got dented during renovation. Can I buy just the grille?'],
    daysAgo: 12,
    replies: [{ by: 'staff', text: 'Yes, grilles are sold separately; ask the store for part no. G-6W.' }],
  },
  {
    category: 'tech',
    by: 3,
    title: '晒一下：社区活动中心的移动音响',
    text: ['一套拉杆音箱 + 两支无线麦，广场舞和开会都够用，电池能撑 6 小时。'],
    daysAgo: 10,
    replies: [
      { by: 7, text: '这个好，我们也在找能充电的。' },
      { by: 10, text: '户外风大的话麦克风加个防风罩。' },
    ],
    reports: [{ on: 1, by: 5, reason: '与主题无关 / Off topic' }],
  },
  {
    category: 'tech',
    by: 10,
    title: 'DSP 音箱处理器入门推荐',
    text: ['想给会议室加一台 DSP 做分频和反馈抑制，有没有入门款推荐？'],
    daysAgo: 8,
    replies: [{ by: 1, text: 'A 2-in/4-out unit is plenty for a meeting room; look for one with a free PC editor.' }],
    reports: [{ on: -1, by: 8, reason: '疑似广告 / Looks like an advert' }],
  },
  {
    category: 'after-sales',
    by: 11,
    title: 'Player shows "storage full" with only 20 songs',
    text: ['The background music player says storage full, but only 20 songs are on it.'],
    daysAgo: 6,
    replies: [
      { by: 'staff', text: 'The old recordings cache may be full: Settings → Storage → clear cache.' },
      { by: 11, text: 'That was it, thanks.', state: 'untrusted' },
    ],
    reports: [{ on: 0, by: 2, reason: 'Reply is rude / 回复不礼貌' }],
  },
  {
    category: 'tech',
    by: 7,
    title: '门店广播插播促销，音乐自动变小',
    text: ['希望插播促销广播时背景音乐自动降低，广播完再恢复。'],
    daysAgo: 5,
    replies: [
      { by: 'staff', text: '主机的“插播优先”功能就是这个，设置里把优先级打开即可。' },
      { by: 5, text: '这个功能好用，我们每天整点报时也这么用。', state: 'untrusted' },
      { by: 9, text: '有需要的朋友可以加微信 sb1234 我帮你装。', state: 'sensitive' },
    ],
  },
  {
    category: 'tech',
    by: 8,
    title: 'Outdoor speakers for a café terrace',
    text: ['Looking for weatherproof speakers for a terrace with about 30 seats.'],
    daysAgo: 4,
    replies: [
      { by: 1, text: 'IP65 garden speakers on the wall facing inward, so the neighbours hear less.' },
      { by: 4, text: 'Free casino bonus codes in my profile!', state: 'sensitive' },
      { by: 6, text: 'We used two IP66 horn speakers, very clear.', state: 'untrusted' },
    ],
  },
  {
    category: 'tech',
    by: 'staff',
    title: '新品试用：智能分区主机招募体验门店',
    text: ['我们准备了 10 台智能分区主机，欢迎门店报名试用，试用后请在本版分享体验。'],
    daysAgo: 3,
  },
  {
    category: 'after-sales',
    by: 5,
    title: '可以代开发票吗？急用',
    text: ['公司报销需要发票，可以代开发票吗，价格好说。'],
    daysAgo: 2,
    state: 'sensitive',
  },
  {
    category: 'tech',
    by: 6,
    title: 'Free crack key for the music scheduler',
    text: ['Anyone have a crack key for the scheduling software?'],
    daysAgo: 2,
    state: 'sensitive',
  },
  {
    category: 'tech',
    by: 9,
    title: '新店开业，求推荐一套入门背景音乐',
    text: ['奶茶店 30 平米，预算 3000 以内，要能手机点歌。'],
    daysAgo: 1,
    state: 'untrusted',
  },
  {
    category: 'after-sales',
    by: 10,
    title: '音量旋钮转动时有沙沙声',
    text: ['功放的主音量旋钮转的时候喇叭有沙沙声，停下来就没有。'],
    daysAgo: 1,
    state: 'untrusted',
  },
  {
    category: 'tech',
    by: 4,
    title: 'Selling my used amplifier, message me',
    text: ['Used amplifier for sale, cheap, contact me privately.'],
    daysAgo: 9,
    state: 'rejected',
  },
  {
    category: 'tech',
    by: 11,
    title: 'Duplicate: hum from the mixer',
    text: ['Same as the other thread about hum, posted twice by mistake.'],
    daysAgo: 43,
    state: 'deleted',
  },
];
