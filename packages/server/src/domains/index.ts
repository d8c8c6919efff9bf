/**
 * Every resource of the contract served under /behind (see resources/router.ts), each with its rules when it
 * has any (found by resource name), and the domain routes beside them.
 */
import { RESOURCES } from '@soundboard/contract';
import { Hono } from 'hono';
import { adPositionBinding } from '../ads/ad-position-binding';
import { advertisementBinding } from '../ads/advertisement-binding';
import { articleRoutes } from '../content/article-routes';
import { RESOURCE_TABLES } from '../db/schema/resource-tables';
import { fitmentRoutes } from '../decoration/fitment';
import { templateRoutes } from '../decoration/template-routes';
import { homeTemplateBinding } from '../decoration/templates';
import { invoiceBinding } from '../finance/invoice-binding';
import { partnerBinding } from '../finance/partner-binding';
import { financeRoutes } from '../finance/routes';
import { withdrawalBinding } from '../finance/withdrawal-binding';
import { forumRoutes } from '../forum/routes';
import type { AppEnv } from '../http/env';
import { importRoutes } from '../import/routes';
import { categoryRoutes } from '../media/category-routes';
import { materialRoutes } from '../media/material-routes';
import { musicTemplateBinding } from '../player/music-template-binding';
import { playerRoutes } from '../player/routes';
import { playExceptionBinding, playScheduleBinding } from '../player/schedule-binding';
import { textTemplateBinding } from '../player/text-template-binding';
import { servedResources } from '../resources/registry';
import { resourceRoutes } from '../resources/router';
import { fileServeRoutes } from '../routes/files';
import { storeOverviewRoutes } from '../stores/overview';
import { storeBinding } from '../stores/store-binding';
import { articleBinding } from './article';
import { productBinding } from './catalog';
import { companyBinding } from './company';
import { companyOrderRoutes } from './company-orders';
import { customerBinding } from './crm';
import { customerTransferRoutes } from './customer-transfer';
import { deliveryBinding } from './delivery';
import { dictionaryBinding } from './dictionary';
import { fileRoutes } from './files';
import { forumTopicBinding } from './forum-topic';
import { inventoryRoutes, stockMovementBinding } from './inventory';
import { receiptBinding } from './receipt';
import { refundBinding } from './refund';
import { refundDeliveryBinding } from './refund-delivery';
import { saleOrderBinding } from './sale-order';
import { workplaceRoutes } from './workplace';

/** The resources with rules of their own; every other resource is its definition and its table. */
const BINDINGS = [
  productBinding,
  companyBinding,
  customerBinding,
  saleOrderBinding,
  receiptBinding,
  deliveryBinding,
  refundBinding,
  refundDeliveryBinding,
  stockMovementBinding,
  dictionaryBinding,
  forumTopicBinding,
  articleBinding,
  homeTemplateBinding,
  adPositionBinding,
  advertisementBinding,
  storeBinding,
  textTemplateBinding,
  musicTemplateBinding,
  playScheduleBinding,
  playExceptionBinding,
  partnerBinding,
  withdrawalBinding,
  invoiceBinding,
];

export const SERVED = servedResources(Object.values(RESOURCES), RESOURCE_TABLES, BINDINGS);

export const domainRoutes = new Hono<AppEnv>();
for (const resource of SERVED) domainRoutes.route('/', resourceRoutes(resource));
domainRoutes.route('/', fileRoutes);
domainRoutes.route('/', fileServeRoutes);
domainRoutes.route('/', inventoryRoutes);
domainRoutes.route('/', workplaceRoutes);
domainRoutes.route('/', categoryRoutes);
domainRoutes.route('/', materialRoutes);
domainRoutes.route('/', importRoutes(SERVED));
domainRoutes.route('/', companyOrderRoutes);
domainRoutes.route('/', customerTransferRoutes);
domainRoutes.route('/', forumRoutes(SERVED));
domainRoutes.route('/', articleRoutes);
domainRoutes.route('/', templateRoutes);
domainRoutes.route('/', fitmentRoutes);
domainRoutes.route('/', storeOverviewRoutes);
domainRoutes.route('/', playerRoutes);
domainRoutes.route('/', financeRoutes);
