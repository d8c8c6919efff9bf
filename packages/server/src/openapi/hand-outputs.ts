/**
 * What the routes written by hand answer in `data` (the resource framework's routes carry theirs, see
 * ./route-output.ts), keyed `METHOD path` exactly as the router lists them, like ./hand-routes.ts. The contract
 * declares these answers as TypeScript types only, so each object here is written with `shape<T>()`: it must name
 * exactly T's keys (a field added to the contract and not here fails to compile); ./answers.test.ts holds real
 * answers to the values. Each area's routes are in a file of its own (./*-shapes.ts); this file joins them and
 * holds the signing in, workplace, messages, storefront, partners' and public API shapes.
 */
import {
  API_BASE,
  type FoundColleague,
  type LoginAnswer,
  MESSAGE_PAGE_PATH,
  MESSAGE_TYPES,
  type MessageItem,
  type MessagePage,
  NOTIFICATION_CHOICE_PATH,
  NOTIFICATION_KIND_KEYS,
  PARTNER_API,
  type PartnerBalance,
  type PartnerLedgerPage,
  type PartnerWithdrawal,
  type PublicArticle,
  type PublicArticleView,
  type PublicPostAnswer,
  type PublicThread,
  type PublicTopic,
  type StorefrontHome,
  USER_FIND_MANY_PATH,
  type UserDisplay,
  WORKPLACE_PATH,
  type WorkplaceFigures,
} from '@soundboard/contract';
import * as v from 'valibot';
import { ACCOUNT_OUTPUTS, notificationChoiceAnswer } from './account-shapes';
import { ARTICLE_OUTPUTS } from './article-shapes';
import { CATEGORY_OUTPUTS } from './category-shapes';
import { CRM_OUTPUTS } from './crm-shapes';
import { DECORATION_OUTPUTS } from './decoration-shapes';
import { FINANCE_OUTPUTS } from './finance-shapes';
import { FORUM_OUTPUTS } from './forum-shapes';
import { PUBLIC_API_BASE } from './interfaces';
import { INVENTORY_OUTPUTS } from './inventory-shapes';
import { ledgerRow } from './ledger-shapes';
import { MEDIA_OUTPUTS } from './media-shapes';
import { nullableNumber, nullableString, pageOf, type Schema, shape } from './output-shapes';
import { PARTNER_OUTPUTS } from './partner-shapes';
import { menuItem, userInfo } from './session-shapes';
import { SETTINGS_OUTPUTS } from './settings-shapes';
import { SITE_OUTPUTS } from './site-shapes';
import { STORE_OUTPUTS } from './store-shapes';
import { STOREFRONT_OUTPUTS } from './storefront-shapes';
import { USER_ADMIN_OUTPUTS } from './user-admin-shapes';

const B = API_BASE;
const P = PUBLIC_API_BASE;

const messageItem = shape<MessageItem>()({
  id: v.number(),
  type: v.picklist(MESSAGE_TYPES),
  kind: v.nullable(v.picklist(NOTIFICATION_KIND_KEYS)),
  title: v.string(),
  content: v.string(),
  tag: nullableString,
  read: v.boolean(),
  time: v.string(),
  link: nullableString,
  senderId: nullableNumber,
  closedAt: nullableString,
});

const workplace = shape<WorkplaceFigures>()({
  today: v.string(),
  salesToday: v.number(),
  salesMonth: v.number(),
  awaitingApproval: v.number(),
  deliveriesToShip: v.number(),
  openRefunds: v.number(),
  lowStockItems: v.number(),
  lowStock: v.array(
    shape<WorkplaceFigures['lowStock'][number]>()({
      productId: v.number(),
      warehouseId: v.number(),
      warehouseName: v.string(),
      sku: v.string(),
      name: v.string(),
      available: v.number(),
      alertQty: v.number(),
    }),
  ),
  trend: v.array(shape<WorkplaceFigures['trend'][number]>()({ date: v.string(), amount: v.number() })),
  recentOrders: v.array(
    shape<WorkplaceFigures['recentOrders'][number]>()({
      id: v.number(),
      orderNo: v.string(),
      orderDate: v.string(),
      customerId: v.number(),
      customerName: v.string(),
      total: v.number(),
      status: v.string(),
      payStatus: v.string(),
      deliveryStatus: v.string(),
    }),
  ),
});

const partnerWithdrawal = shape<PartnerWithdrawal>()({
  id: v.number(),
  withdrawalNo: v.string(),
  amount: v.number(),
  fee: v.number(),
  netAmount: v.number(),
  channel: v.string(),
  status: v.string(),
  rejectReason: nullableString,
  appliedAt: v.string(),
  paidAt: nullableString,
  bankReference: nullableString,
});

const publicArticleEntries = {
  id: v.number(),
  slug: v.string(),
  title: v.string(),
  summary: v.string(),
  coverUrl: nullableString,
  categoryId: nullableNumber,
  pinned: v.boolean(),
  banner: v.boolean(),
  publishedAt: v.string(),
  viewCount: v.number(),
};
const publicArticle = shape<PublicArticle>()(publicArticleEntries);

const publicTopicEntries = {
  id: v.number(),
  categoryId: v.number(),
  title: v.string(),
  authorName: v.string(),
  pinned: v.boolean(),
  locked: v.boolean(),
  featured: v.boolean(),
  replyCount: v.number(),
  lastPostAt: v.string(),
  createdAt: v.string(),
};
const publicTopic = shape<PublicTopic>()(publicTopicEntries);

const postAnswer = shape<PublicPostAnswer>()({ id: v.number(), status: v.picklist(['published', 'pending']) });

/** The storefront's home: its parts named, the block documents themselves left open (contract decoration). */
const storefrontHome = shape<StorefrontHome>()({
  document: v.looseObject({}),
  media: v.record(v.string(), v.looseObject({})),
  products: v.record(v.string(), v.looseObject({})),
  stores: v.record(v.string(), v.looseObject({})),
  grids: v.record(v.string(), v.array(v.number())),
  defaultStoreId: nullableNumber,
  template: v.nullable(v.object({ id: v.number(), name: v.string(), version: v.number(), publishedAt: v.string() })),
  fitment: v.looseObject({}),
  preview: v.boolean(),
  previewExpiresAt: nullableString,
});

export const HAND_ROUTE_OUTPUTS: Record<string, Schema> = {
  ...ACCOUNT_OUTPUTS,
  ...ARTICLE_OUTPUTS,
  ...CATEGORY_OUTPUTS,
  ...CRM_OUTPUTS,
  ...DECORATION_OUTPUTS,
  ...FINANCE_OUTPUTS,
  ...FORUM_OUTPUTS,
  ...INVENTORY_OUTPUTS,
  ...SETTINGS_OUTPUTS,
  ...USER_ADMIN_OUTPUTS,
  ...MEDIA_OUTPUTS,
  ...STORE_OUTPUTS,
  ...PARTNER_OUTPUTS,
  ...SITE_OUTPUTS,
  ...STOREFRONT_OUTPUTS,
  // Staff: signing in, the caller, the menu, the workplace, messages, colleagues.
  [`POST ${B}/user/login`]: shape<LoginAnswer>()({ token: v.string(), user: userInfo }),
  [`POST ${B}/user/login_out`]: v.null(),
  [`POST ${B}/user/user_info`]: userInfo,
  [`POST ${B}/user/menu`]: v.array(menuItem),
  [`GET ${B}/user/find`]: v.object({ id: v.number(), user_name: v.string(), user_avatar: v.string() }),
  [`GET ${B}${USER_FIND_MANY_PATH}`]: v.array(
    shape<UserDisplay>()({ id: v.number(), name: v.string(), avatar: v.string() }),
  ),
  [`GET ${B}/user/search`]: v.array(
    shape<FoundColleague>()({ id: v.number(), username: v.string(), nickname: v.string() }),
  ),
  [`GET ${B}${WORKPLACE_PATH}`]: workplace,
  [`GET ${B}/account/messages`]: v.array(messageItem),
  [`GET ${B}${MESSAGE_PAGE_PATH}`]: shape<MessagePage>()({
    list: v.array(messageItem),
    total: v.number(),
    page: v.number(),
    pageSize: v.number(),
  }),
  [`DELETE ${B}/account/messages`]: v.object({ removed: v.number() }),
  [`GET ${B}${NOTIFICATION_CHOICE_PATH}`]: notificationChoiceAnswer,
  // The storefront (anonymous).
  [`GET ${B}/storefront/home`]: storefrontHome,
  [`GET ${B}/storefront/preview/:token`]: storefrontHome,
  // The partners' API.
  [`GET ${B}${PARTNER_API}/balance`]: shape<PartnerBalance>()({
    partnerId: v.number(),
    code: v.string(),
    name: v.string(),
    frozen: v.number(),
    available: v.number(),
    held: v.number(),
    totalEarned: v.number(),
  }),
  [`GET ${B}${PARTNER_API}/ledger`]: shape<PartnerLedgerPage>()({
    rows: v.array(ledgerRow),
    total: v.number(),
    page: v.number(),
    pageSize: v.number(),
  }),
  [`GET ${B}${PARTNER_API}/withdrawals`]: v.array(partnerWithdrawal),
  [`POST ${B}${PARTNER_API}/withdrawals`]: partnerWithdrawal,
  // The public API (site tokens).
  [`GET ${P}/articles`]: pageOf<PublicArticle>(publicArticle),
  [`GET ${P}/articles/:slug`]: shape<PublicArticleView>()({
    ...publicArticleEntries,
    body: v.string(),
    authorName: nullableString,
    tags: v.array(v.string()),
    products: v.array(v.object({ id: v.number(), sku: v.string(), name: v.string() })),
  }),
  [`GET ${P}/forum/categories`]: v.array(
    v.object({ id: v.number(), parentId: nullableNumber, name: v.string(), sort: v.number() }),
  ),
  [`GET ${P}/forum/topics`]: pageOf<PublicTopic>(publicTopic),
  [`GET ${P}/forum/topics/:id{[0-9]+}`]: shape<PublicThread>()({
    ...publicTopicEntries,
    body: v.string(),
    posts: v.array(
      v.object({ id: v.number(), number: v.number(), body: v.string(), authorName: v.string(), createdAt: v.string() }),
    ),
  }),
  [`POST ${P}/forum/topics`]: postAnswer,
  [`POST ${P}/forum/topics/:id{[0-9]+}/posts`]: postAnswer,
  [`POST ${P}/forum/reports`]: v.object({ id: v.number() }),
};
