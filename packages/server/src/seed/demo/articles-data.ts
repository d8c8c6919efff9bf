/**
 * The demo articles' words (both languages, an audio-systems company's news, installation cases and buying
 * guides). `{product}` is replaced by a product card, `{image}` by a picture from the media library (left out
 * when the library is empty), `{table}` by a small specification table. ./articles.ts builds the rows.
 */

export type DemoArticleStatus = 'draft' | 'inReview' | 'scheduled' | 'published' | 'archived';

export interface DemoArticle {
  title: string;
  category: 'news' | 'cases';
  summary: string;
  /** Paragraphs and blocks; the markers above stand alone. */
  body: string[];
  tags: string[];
  status: DemoArticleStatus;
  /** The kind of product its card shows (default: a speaker). */
  product?: 'speaker' | 'amplifier' | 'microphone' | 'bgm_player' | 'announcement_player';
  /** Published revisions (published ones): 1–3; later ones retitle or extend the text. */
  revisions?: number;
  /** The working copy gained a paragraph after the last publish. */
  unpublished?: boolean;
  pinned?: boolean;
  banner?: boolean;
  sort?: number;
}

export const DEMO_ARTICLES: DemoArticle[] = [
  {
    title: '2026 秋季新品发布：SB 系列书架音箱全面升级',
    category: 'news',
    summary: '新一代书架音箱采用碳纤维振膜，低频下潜更深，门店即日起可预约试听。',
    body: [
      '<h2>三项升级</h2>',
      '<ul><li>碳纤维中低音单元，失真降低 30%</li><li>全新分频器，人声更清晰</li><li>可壁挂的铝合金箱体</li></ul>',
      '{product}',
      '{image}',
      '<p>各门店即日起开放预约试听，详情请咨询当地经销商。</p>',
    ],
    tags: ['新品', '书架音箱'],
    status: 'published',
    revisions: 3,
    pinned: true,
    banner: true,
    sort: 10,
  },
  {
    title: 'Soundboard opens its Hangzhou showroom',
    category: 'news',
    summary: 'A listening room, a cinema corner and a workshop for installers, open seven days a week.',
    body: [
      '<h2>What you will find</h2>',
      '<p>The showroom on Wensan Road has a treated listening room, a 7.1 cinema corner and a workshop where installers can test mounts and cabling.</p>',
      '{image}',
      '<p>Opening hours are 10:00–21:00, every day.</p>',
    ],
    tags: ['showroom'],
    status: 'published',
    revisions: 2,
    pinned: true,
    sort: 5,
  },
  {
    title: '会议室扩声系统安装案例：上海某律所 20 人会议室',
    category: 'cases',
    summary: '吸顶音箱加数字功放，两天完成安装调试，语音清晰度 STI 达到 0.68。',
    body: [
      '<h2>项目背景</h2>',
      '<p>客户原有会议室回声明显，远端参会者经常听不清发言。</p>',
      '<h3>方案</h3>',
      '<ol><li>6 只吸顶音箱均匀分布</li><li>数字功放带 DSP 均衡</li><li>鹅颈话筒 8 支</li></ol>',
      '{table}',
      '{product}',
      '<blockquote>安装后远端参会者反馈"像坐在同一个房间"。</blockquote>',
    ],
    product: 'amplifier',
    tags: ['会议室', '吸顶音箱'],
    status: 'published',
    revisions: 2,
  },
  {
    title: 'Installation case: background music for a 12-store coffee chain',
    category: 'cases',
    summary: 'One playlist schedule for every store, volume limits per zone, and remote updates from head office.',
    body: [
      '<h2>The brief</h2>',
      '<p>The chain wanted the same music at the same volume in every store, without staff touching the amplifier.</p>',
      '{product}',
      '<h3>Results</h3>',
      '<ul><li>Installed in 12 stores over three weeks</li><li>Volume complaints dropped to zero</li></ul>',
    ],
    product: 'bgm_player',
    tags: ['retail', 'background music'],
    status: 'published',
  },
  {
    title: '选购指南：家庭影院功放怎么选',
    category: 'news',
    summary: '功率、声道数、HDMI 版本和房间大小，一篇讲清楚。',
    body: [
      '<h2>先看房间</h2>',
      '<p>15 平方米以内的客厅，每声道 80W 已经足够；更大的空间建议 120W 以上。</p>',
      '{table}',
      '<h2>再看接口</h2>',
      '<p>需要 4K 120Hz 的游戏玩家请选择 HDMI 2.1 机型。</p>',
      '{product}',
    ],
    product: 'amplifier',
    tags: ['选购', '功放'],
    status: 'published',
    revisions: 2,
    unpublished: true,
  },
  {
    title: 'Buying guide: ceiling speakers for shops and restaurants',
    category: 'news',
    summary: 'How many speakers, which power taps, and why 100 V lines still matter.',
    body: [
      '<h2>Spacing</h2>',
      '<p>As a rule of thumb, place ceiling speakers twice the ceiling height apart.</p>',
      '{table}',
      '{product}',
    ],
    tags: ['buying guide', 'ceiling speaker'],
    status: 'published',
  },
  {
    title: '门店背景音乐的音量，多大才合适？',
    category: 'news',
    summary: '55 到 65 分贝之间，顾客既能交谈又能感受到氛围。',
    body: [
      '<p>我们在 30 家门店做了测试：音量在 55–65 dB 之间时，顾客停留时间最长。</p>',
      '<ul><li>早间：55 dB</li><li>午后：60 dB</li><li>晚间促销：65 dB</li></ul>',
    ],
    tags: ['背景音乐', '门店'],
    status: 'published',
  },
  {
    title: '安装案例：杭州某酒店宴会厅线阵列音响',
    category: 'cases',
    summary: '宴会厅层高 9 米，采用吊挂线阵列，覆盖 600 人的宴会区域。',
    body: [
      '<h2>难点</h2>',
      '<p>宴会厅层高高、混响长，普通音箱无法兼顾前后排。</p>',
      '{image}',
      '<h2>方案</h2>',
      '<p>左右各 6 只线阵列单元，配合超低音和数字处理器。</p>',
      '{product}',
    ],
    tags: ['酒店', '线阵列'],
    status: 'published',
    revisions: 3,
  },
  {
    title: 'Firmware 2.4 for networked amplifiers: what changed',
    category: 'news',
    summary: 'Scheduled scenes, a quieter fan curve and faster start-up.',
    body: [
      '<h2>New</h2>',
      '<ul><li>Scenes that switch at set times</li><li>Fan curve 4 dB quieter at idle</li><li>Start-up in 6 seconds instead of 14</li></ul>',
      '<p>Update from the web console or with the USB stick tool.</p>',
      '<pre><code>sb-update --device amp-01 --file fw-2.4.bin</code></pre>',
    ],
    tags: ['firmware'],
    status: 'published',
  },
  {
    title: '公司荣获 2026 年度华东区优秀音视频集成商',
    category: 'news',
    summary: '感谢客户和合作伙伴一年来的支持。',
    body: ['<p>11 月 8 日，在上海举行的行业年会上，公司获评"华东区优秀音视频集成商"。</p>', '{image}'],
    tags: ['公司新闻'],
    status: 'published',
  },
  {
    title: '安装案例：某连锁健身房 8 家门店音响改造',
    category: 'cases',
    summary: '团课教室大功率、器械区均匀覆盖，统一由总部远程管理。',
    body: [
      '<h2>分区</h2>',
      '<table><thead><tr><th>区域</th><th>音箱</th><th>功率</th></tr></thead><tbody><tr><td>团课教室</td><td>4 只全频</td><td>2 × 500W</td></tr><tr><td>器械区</td><td>8 只吸顶</td><td>240W</td></tr></tbody></table>',
      '{product}',
    ],
    product: 'amplifier',
    tags: ['健身房', '改造'],
    status: 'published',
    revisions: 2,
  },
  {
    title: 'How we test every speaker before it ships',
    category: 'news',
    summary: 'A frequency sweep, a polarity check and a 30-minute burn-in for every unit.',
    body: [
      '<p>Every speaker leaving the Shanghai warehouse passes three checks.</p>',
      '<ol><li>Frequency sweep against its reference curve</li><li>Polarity check</li><li>30-minute burn-in at rated power</li></ol>',
      '{image}',
    ],
    tags: ['quality'],
    status: 'published',
  },
  {
    title: '会议系统常见问题：话筒啸叫怎么办',
    category: 'news',
    summary: '五个最常见的原因，以及不用换设备就能解决的办法。',
    body: [
      '<h2>先检查位置</h2>',
      '<p>话筒正对音箱是最常见的原因，调整角度往往立刻见效。</p>',
      '<h2>再检查增益</h2>',
      '<p>把话筒增益降到刚好能听清的位置，再用均衡器压低啸叫频点。</p>',
    ],
    tags: ['会议系统', '故障排查'],
    status: 'published',
    unpublished: true,
  },
  {
    title: 'Installation case: a school auditorium with 800 seats',
    category: 'cases',
    summary: 'Speech intelligibility first, then music: a two-way system with delay speakers under the balcony.',
    body: [
      '<h2>Design</h2>',
      '<p>A central cluster for speech, left and right for music, and four delay speakers under the balcony.</p>',
      '{table}',
      '{product}',
    ],
    tags: ['education', 'auditorium'],
    status: 'published',
  },
  {
    title: '双十一门店促销广播模板上线',
    category: 'news',
    summary: '十套中英文促销广播模板，门店可直接选用并定时播放。',
    body: ['<p>在"模板"菜单中即可找到新的促销广播，支持中英文。</p>', '{product}'],
    product: 'announcement_player',
    tags: ['促销', '广播'],
    status: 'published',
    sort: 1,
  },
  {
    title: 'Caring for outdoor speakers through the winter',
    category: 'news',
    summary: 'Drain holes, cable glands and a quick check after every storm.',
    body: [
      '<ul><li>Keep drain holes pointing down</li><li>Check cable glands twice a year</li><li>Listen for rattles after storms</li></ul>',
    ],
    tags: ['maintenance', 'outdoor'],
    status: 'published',
  },
  {
    title: '2025 年度回顾：我们完成的 120 个项目',
    category: 'news',
    summary: '从会议室到体育馆，回顾过去一年的代表性项目。',
    body: ['<p>这篇回顾已被 2026 年的新版取代。</p>'],
    tags: ['回顾'],
    status: 'archived',
  },
  {
    title: '安装案例：某商场中庭音响系统',
    category: 'cases',
    summary: '中庭挑高 20 米，兼顾活动演出和日常背景音乐。',
    body: ['<h2>现场条件</h2>', '<p>中庭为玻璃顶，混响时间超过 3 秒。</p>', '{product}'],
    tags: ['商场'],
    status: 'inReview',
  },
  {
    title: 'Buying guide: wireless microphones in 2026',
    category: 'news',
    summary: 'Frequency bands, battery life and how many channels you can run at once.',
    body: ['<h2>Bands</h2>', '<p>Choose a system that scans for free channels on start-up.</p>', '{table}'],
    tags: ['buying guide', 'microphone'],
    status: 'inReview',
  },
  {
    title: '门店音响日常检查清单',
    category: 'news',
    summary: '店长每周五分钟就能完成的检查。',
    body: ['<ol><li>开机自检</li><li>各区域音量</li><li>话筒电池</li></ol>'],
    tags: ['门店', '维护'],
    status: 'inReview',
  },
  {
    title: '新品预告：网络化吸顶音箱 SB-NC6',
    category: 'news',
    summary: '一根网线供电和传输音频，门店布线更简单。',
    body: ['<h2>一根网线</h2>', '<p>PoE 供电，支持按区域分组播放。</p>', '{product}'],
    tags: ['新品', '预告'],
    status: 'scheduled',
  },
  {
    title: 'Installation case: a museum audio guide with zone triggers',
    category: 'cases',
    summary: 'Draft: waiting for the client’s photos.',
    body: ['<p>Draft — photos and measurements to follow.</p>'],
    tags: ['museum'],
    status: 'draft',
  },
  {
    title: '如何为餐厅挑选背景音乐歌单',
    category: 'news',
    summary: '草稿：按时段和客群整理歌单。',
    body: ['<p>草稿，待补充。</p>'],
    tags: ['背景音乐'],
    status: 'draft',
  },
  {
    title: 'Meet the team: our installation engineers',
    category: 'news',
    summary: 'Twelve engineers, 40 years of combined experience, and one very patient dog.',
    body: [
      '<p>Our engineers install, tune and support every system we sell.</p>',
      '<blockquote>The best installation is the one nobody notices.</blockquote>',
    ],
    tags: ['team'],
    status: 'published',
  },
];
