/**
 * Each resource's access, role grants and screen (./catalog-of.ts), for code that must not load definitions.
 * Generated from the resource definitions by `npm run generate -w @soundboard/contract`: do not edit.
 */

export const RESOURCE_CATALOG = {
  adPosition: {
    read: 'content:read',
    write: 'content:write',
  },
  advertisement: {
    read: 'content:read',
    write: 'content:write',
    screen: {
      name: 'Advertisement',
      group: 'store',
      path: '/store/decoration/advertisement',
      key: 'advertisement',
    },
  },
  article: {
    read: 'content:read',
    write: 'content:write',
    screen: {
      name: 'Article',
      group: 'content',
      path: '/content/article',
      key: 'article',
      first: true,
    },
  },
  company: {
    read: 'customer:read',
    write: 'customer:write',
    screen: {
      name: 'Company',
      group: 'crm',
      path: '/crm/company',
      key: 'company',
      first: true,
    },
  },
  customer: {
    read: 'customer:read',
    write: 'customer:write',
    screen: {
      name: 'Customer',
      group: 'crm',
      path: '/crm/customer',
      key: 'customer',
      after: 'Company',
    },
  },
  delivery: {
    read: 'order:read',
    write: 'inventory:write',
    screen: {
      name: 'Delivery',
      group: 'order',
      path: '/order/delivery',
      key: 'delivery',
      after: 'Receipt',
    },
  },
  dictionary: {
    read: 'config:read',
    write: 'config:write',
  },
  forumTopic: {
    read: 'content:read',
    write: 'content:write',
    screen: {
      name: 'Forum',
      group: 'content',
      path: '/content/forum',
      key: 'forum',
      after: 'ArticleClassify',
    },
  },
  homeTemplate: {
    read: 'content:read',
    write: 'content:write',
    screen: {
      name: 'DecorationHome',
      group: 'store',
      path: '/store/decoration/home',
      key: 'decorationHome',
      after: 'StoreInfo',
    },
  },
  invoice: {
    read: 'finance:read',
    write: 'finance:write',
    screen: {
      name: 'Invoice',
      group: 'finance',
      path: '/finance/invoice/list',
      key: 'invoice',
      after: 'Withdrawal',
    },
  },
  musicTemplate: {
    read: 'template:read',
    write: 'template:write',
    screen: {
      name: 'MusicTemplate',
      group: 'template',
      path: '/template/music',
      key: 'music',
      after: 'TextClassify',
    },
  },
  partner: {
    read: 'finance:read',
    write: 'finance:write',
    screen: {
      name: 'Partner',
      group: 'finance',
      path: '/finance/partner',
      key: 'partner',
      after: 'Invoice',
    },
  },
  playException: {
    read: 'store:read',
    write: 'template:write',
  },
  playSchedule: {
    read: 'store:read',
    write: 'template:write',
  },
  product: {
    read: 'product:read',
    write: 'product:write',
    screen: {
      name: 'Product',
      group: 'product',
      path: '/product/product',
      key: 'product',
    },
  },
  receipt: {
    read: 'finance:read',
    write: 'finance:write',
    screen: {
      name: 'Receipt',
      group: 'order',
      path: '/order/receipt',
      key: 'receipt',
      after: 'SaleOrder',
    },
  },
  refund: {
    read: 'order:read',
    write: 'order:write',
    screen: {
      name: 'Refund',
      group: 'order',
      path: '/order/refund',
      key: 'refund',
      after: 'Delivery',
    },
  },
  refundDelivery: {
    read: 'order:read',
    write: 'inventory:write',
    screen: {
      name: 'RefundDelivery',
      group: 'order',
      path: '/order/refund/delivery',
      key: 'refundDelivery',
      after: 'Refund',
    },
  },
  saleOrder: {
    read: 'order:read',
    write: 'order:write',
    screen: {
      name: 'SaleOrder',
      group: 'order',
      path: '/order/sale',
      key: 'sale',
      first: true,
    },
  },
  serviceRequest: {
    read: 'service-request:read',
    write: 'service-request:write',
    module: 'service-request',
    roles: {
      sales: 'write',
      warehouse: 'write',
      viewer: 'read',
    },
    screen: {
      name: 'ServiceRequest',
      group: 'order',
      path: '/order/service-request',
      key: 'serviceRequest',
    },
  },
  stock: {
    read: 'inventory:read',
    write: 'inventory:write',
    screen: {
      name: 'Inventory',
      group: 'inventory',
      path: '/inventory/list',
      key: 'list',
    },
  },
  stockMovement: {
    read: 'inventory:read',
    write: 'inventory:write',
  },
  store: {
    read: 'store:read',
    write: 'store:write',
    screen: {
      name: 'StoreInfo',
      group: 'store',
      path: '/store/store',
      key: 'store',
      after: 'MaterialClassify',
    },
  },
  supplier: {
    read: 'supplier:read',
    write: 'supplier:write',
    module: 'supplier',
    roles: {
      warehouse: 'write',
      viewer: 'read',
    },
    screen: {
      name: 'Supplier',
      group: 'crm',
      path: '/crm/supplier',
      key: 'supplier',
      after: 'Customer',
    },
  },
  textTemplate: {
    read: 'template:read',
    write: 'template:write',
    screen: {
      name: 'TextTemplate',
      group: 'template',
      path: '/template/text',
      key: 'text',
      first: true,
    },
  },
  warehouse: {
    read: 'inventory:read',
    write: 'inventory:write',
    screen: {
      name: 'Warehouse',
      group: 'inventory',
      path: '/inventory/warehouse',
      key: 'warehouse',
    },
  },
  withdrawal: {
    read: 'finance:read',
    write: 'finance:write',
    screen: {
      name: 'Withdrawal',
      group: 'finance',
      path: '/finance/withdrawal/list',
      key: 'withdrawal',
      first: true,
    },
  },
} as const;
