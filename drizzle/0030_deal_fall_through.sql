ALTER TABLE "deals" ADD COLUMN "fall_through_reason" text;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "released_by" text;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "senal_fate" text;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_fall_through_check" CHECK (("deals"."fall_through_reason" is null or "deals"."released_at" is not null) and ("deals"."fall_through_reason" is null) = ("deals"."released_by" is null) and ("deals"."fall_through_reason" is null) = ("deals"."senal_fate" is null));--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_fall_through_reason_check" CHECK ("deals"."fall_through_reason" is null or "deals"."fall_through_reason" in ('financiacion-denegada', 'comprador-desiste', 'vendedor-desiste', 'mutuo-acuerdo'));--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_released_by_check" CHECK ("deals"."released_by" is null or "deals"."released_by" in ('seller', 'buyer'));