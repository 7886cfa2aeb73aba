CREATE TABLE "closing_reminders_sent" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deal_id" uuid NOT NULL,
	"date_key" text NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "closing_reminders_sent_kind_check" CHECK ("closing_reminders_sent"."kind" in ('7-dias', '2-dias', '1-dia'))
);
--> statement-breakpoint
ALTER TABLE "alert_deliveries" DROP CONSTRAINT "alert_deliveries_reason_check";--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD COLUMN "deal_id" uuid;--> statement-breakpoint
ALTER TABLE "closing_reminders_sent" ADD CONSTRAINT "closing_reminders_sent_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "closing_reminders_sent_once_idx" ON "closing_reminders_sent" USING btree ("deal_id","date_key","day","kind");--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_deliveries_back_on_sale_once_idx" ON "alert_deliveries" USING btree ("user_id","deal_id") WHERE "alert_deliveries"."reason" = 'back_on_sale';--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_reason_check" CHECK ("alert_deliveries"."reason" in ('new_listing', 'price_drop', 'back_on_sale'));