ALTER TABLE "agency_deal_reports" ADD COLUMN "final_price" integer;--> statement-breakpoint
ALTER TABLE "agency_deal_reports" ADD COLUMN "buyer_name" text;--> statement-breakpoint
ALTER TABLE "agency_deal_reports" ADD COLUMN "document_storage_path" text;