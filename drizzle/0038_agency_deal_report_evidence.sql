ALTER TABLE "agency_deal_reports" DROP CONSTRAINT "agency_deal_reports_property_id_stage_pk";--> statement-breakpoint
ALTER TABLE "agency_deal_reports" ADD COLUMN "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "agency_deal_reports" ADD COLUMN "status" text DEFAULT 'confirmed' NOT NULL;--> statement-breakpoint
ALTER TABLE "agency_deal_reports" ADD COLUMN "final_price" integer;--> statement-breakpoint
ALTER TABLE "agency_deal_reports" ADD COLUMN "buyer_name" text;--> statement-breakpoint
ALTER TABLE "agency_deal_reports" ADD COLUMN "document_key" text;--> statement-breakpoint
ALTER TABLE "agency_deal_reports" ADD COLUMN "document_type" text;--> statement-breakpoint
ALTER TABLE "agency_deal_reports" ADD COLUMN "platform_share" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "agency_deal_reports" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "agency_deal_reports_confirmed_stage" ON "agency_deal_reports" USING btree ("property_id","stage") WHERE "agency_deal_reports"."status" = 'confirmed';--> statement-breakpoint
CREATE UNIQUE INDEX "agency_deal_reports_one_pending" ON "agency_deal_reports" USING btree ("property_id") WHERE "agency_deal_reports"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "agency_deal_reports" ADD CONSTRAINT "agency_deal_reports_status_check" CHECK ("agency_deal_reports"."status" in ('pending', 'confirmed'));