/** The resource framework (./define.ts) and every resource definition. */
import type { ResourceDef } from './define';
import { adPosition } from './defs/ad-position';
import { advertisement } from './defs/advertisement';
import { article } from './defs/article';
import { company } from './defs/company';
import { customer } from './defs/customer';
import { delivery } from './defs/delivery';
import { dictionary } from './defs/dictionary';
import { forumTopic } from './defs/forum-topic';
import { homeTemplate } from './defs/home-template';
import { invoice } from './defs/invoice';
import { musicTemplate } from './defs/music-template';
import { partner } from './defs/partner';
import { playException, playSchedule } from './defs/play-schedule';
import { product } from './defs/product';
import { receipt } from './defs/receipt';
import { refund } from './defs/refund';
import { refundDelivery } from './defs/refund-delivery';
import { saleOrder } from './defs/sale-order';
import { stockLevel, stockMovement } from './defs/stock';
import { store } from './defs/store';
import { supplier } from './defs/supplier';
import { textTemplate } from './defs/text-template';
import { warehouse } from './defs/warehouse';
import { withdrawal } from './defs/withdrawal';

export * from './access';
export * from './bulk';
export * from './define';
export * from './defs/ad-position';
export * from './defs/advertisement';
export * from './defs/article';
export * from './defs/company';
export * from './defs/customer';
export * from './defs/delivery';
export * from './defs/dictionary';
export * from './defs/forum-topic';
export * from './defs/home-template';
export * from './defs/invoice';
export * from './defs/music-template';
export * from './defs/partner';
export * from './defs/play-schedule';
export * from './defs/product';
export * from './defs/receipt';
export * from './defs/refund';
export * from './defs/refund-delivery';
export * from './defs/sale-order';
export * from './defs/stock';
export * from './defs/store';
export * from './defs/supplier';
export * from './defs/text-template';
export * from './defs/warehouse';
export * from './defs/withdrawal';
export * from './dictionaries';
export * from './keys';
export * from './rules';
export * from './schemas';
export type * from './types';

/** Every resource, by name. */
export const RESOURCES: Record<string, ResourceDef> = Object.fromEntries(
  [
    product,
    company,
    customer,
    warehouse,
    saleOrder,
    receipt,
    delivery,
    refund,
    refundDelivery,
    stockLevel,
    stockMovement,
    supplier,
    dictionary,
    article,
    forumTopic,
    store,
    homeTemplate,
    adPosition,
    advertisement,
    textTemplate,
    musicTemplate,
    playSchedule,
    playException,
    partner,
    withdrawal,
    invoice,
  ].map((def) => [def.name, def as ResourceDef]),
);
