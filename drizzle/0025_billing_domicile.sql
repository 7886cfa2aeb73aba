ALTER TABLE "users" ADD COLUMN "billing_street" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "billing_postal_code" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "billing_city" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "billing_province" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_billing_postal_code_check" CHECK ("users"."billing_postal_code" ~ '^[0-9]{5}$');