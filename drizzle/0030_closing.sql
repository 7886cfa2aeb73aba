CREATE TABLE "success_fees" (
	"property_id" uuid PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	CONSTRAINT "success_fees_reason_check" CHECK ("success_fees"."reason" in ('platform_buyer', 'review_charged', 'deed_confirmed'))
);
--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "fall_through_reason" text;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "released_by" text;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "senal_fate" text;--> statement-breakpoint
ALTER TABLE "success_fees" ADD CONSTRAINT "success_fees_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "success_fees_reminder_idx" ON "success_fees" USING btree ("due_at") WHERE "success_fees"."reminder_sent_at" is null;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_fall_through_check" CHECK (("deals"."fall_through_reason" is null or "deals"."released_at" is not null) and ("deals"."fall_through_reason" is null) = ("deals"."released_by" is null) and ("deals"."fall_through_reason" is null) = ("deals"."senal_fate" is null));--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_fall_through_reason_check" CHECK ("deals"."fall_through_reason" is null or "deals"."fall_through_reason" in ('financiacion-denegada', 'comprador-desiste', 'vendedor-desiste', 'mutuo-acuerdo'));--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_released_by_check" CHECK ("deals"."released_by" is null or "deals"."released_by" in ('seller', 'buyer'));