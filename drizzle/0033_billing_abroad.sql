ALTER TABLE "users" DROP CONSTRAINT "users_billing_postal_code_check";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "customer_country" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "customer_id_type" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "billing_country" text DEFAULT 'ES' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "billing_foreign_id_type" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "billing_foreign_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_billing_country_check" CHECK ("users"."billing_country" ~ '^[A-Z]{2}$');--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_billing_foreign_id_type_check" CHECK ("users"."billing_foreign_id_type" in ('02', '03', '04'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_billing_postal_code_check" CHECK ("users"."billing_country" <> 'ES' or "users"."billing_postal_code" ~ '^[0-9]{5}$');