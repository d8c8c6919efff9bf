ALTER TABLE "products" ADD CONSTRAINT "products_kind_check" CHECK ("products"."kind" IN ('speaker', 'amplifier', 'mixer', 'microphone', 'bgm_player', 'announcement_player', 'accessory', 'service'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status_check" CHECK ("products"."status" IN ('draft', 'on_sale', 'off_sale', 'discontinued'));--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_kind_check" CHECK ("customers"."kind" IN ('company', 'individual'));--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_reason_check" CHECK ("stock_movements"."reason" IN ('opening', 'delivery', 'restock', 'adjustment', 'reversal'));--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_status_check" CHECK ("deliveries"."status" IN ('draft', 'shipped', 'signed', 'installed', 'cancelled'));--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_method_check" CHECK ("receipts"."method" IN ('bank_transfer', 'cash', 'wechat_pay', 'alipay', 'card'));--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_status_check" CHECK ("receipts"."status" IN ('draft', 'confirmed', 'voided'));--> statement-breakpoint
ALTER TABLE "refund_deliveries" ADD CONSTRAINT "refund_deliveries_status_check" CHECK ("refund_deliveries"."status" IN ('pending', 'in_transit', 'received', 'restocked', 'scrapped'));--> statement-breakpoint
ALTER TABLE "refund_deliveries" ADD CONSTRAINT "refund_deliveries_condition_check" CHECK ("refund_deliveries"."condition" IN ('good', 'damaged'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_type_check" CHECK ("refunds"."type" IN ('refund_only', 'return_refund'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_reason_check" CHECK ("refunds"."reason" IN ('quality', 'wrong_item', 'not_needed', 'damaged', 'other'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" IN ('requested', 'approved', 'rejected', 'refunded', 'cancelled'));--> statement-breakpoint
ALTER TABLE "sale_orders" ADD CONSTRAINT "sale_orders_status_check" CHECK ("sale_orders"."status" IN ('draft', 'submitted', 'approved', 'delivered', 'completed', 'cancelled'));--> statement-breakpoint
ALTER TABLE "sale_orders" ADD CONSTRAINT "sale_orders_pay_status_check" CHECK ("sale_orders"."pay_status" IN ('unpaid', 'partial', 'paid', 'refunding', 'refunded'));--> statement-breakpoint
ALTER TABLE "sale_orders" ADD CONSTRAINT "sale_orders_delivery_status_check" CHECK ("sale_orders"."delivery_status" IN ('none', 'partial', 'delivered', 'installed'));