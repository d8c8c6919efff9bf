/**
 * Every resource definition of this folder (RESOURCES in ../index.ts is made from this list).
 * Generated from the resource definitions by `npm run generate -w @soundboard/contract`: do not edit.
 */

import { adPosition } from './ad-position';
import { advertisement } from './advertisement';
import { article } from './article';
import { company } from './company';
import { customer } from './customer';
import { delivery } from './delivery';
import { dictionary } from './dictionary';
import { forumTopic } from './forum-topic';
import { homeTemplate } from './home-template';
import { invoice } from './invoice';
import { musicTemplate } from './music-template';
import { partner } from './partner';
import { playException, playSchedule } from './play-schedule';
import { product } from './product';
import { receipt } from './receipt';
import { refund } from './refund';
import { refundDelivery } from './refund-delivery';
import { saleOrder } from './sale-order';
import { serviceRequest } from './service-request';
import { stockLevel, stockMovement } from './stock';
import { store } from './store';
import { supplier } from './supplier';
import { textTemplate } from './text-template';
import { warehouse } from './warehouse';
import { withdrawal } from './withdrawal';

export * from './ad-position';
export * from './advertisement';
export * from './article';
export * from './company';
export * from './customer';
export * from './delivery';
export * from './dictionary';
export * from './forum-topic';
export * from './home-template';
export * from './invoice';
export * from './music-template';
export * from './partner';
export * from './play-schedule';
export * from './product';
export * from './receipt';
export * from './refund';
export * from './refund-delivery';
export * from './sale-order';
export * from './service-request';
export * from './stock';
export * from './store';
export * from './supplier';
export * from './text-template';
export * from './warehouse';
export * from './withdrawal';

export const DEFINITIONS = [
  adPosition,
  advertisement,
  article,
  company,
  customer,
  delivery,
  dictionary,
  forumTopic,
  homeTemplate,
  invoice,
  musicTemplate,
  partner,
  playException,
  playSchedule,
  product,
  receipt,
  refundDelivery,
  refund,
  saleOrder,
  serviceRequest,
  stockLevel,
  stockMovement,
  store,
  supplier,
  textTemplate,
  warehouse,
  withdrawal,
] as const;
