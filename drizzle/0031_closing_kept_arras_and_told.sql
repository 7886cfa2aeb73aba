ALTER TABLE "closing_documents" ADD COLUMN "told_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "signed_arras" jsonb;