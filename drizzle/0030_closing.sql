CREATE TABLE "closing_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deal_id" uuid NOT NULL,
	"item_key" text NOT NULL,
	"storage_key" text,
	"file_name" text,
	"content_type" text,
	"size" integer,
	"issued_on" date,
	"uploaded_by" text,
	"party" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "closing_documents_party_check" CHECK ("closing_documents"."party" in ('seller', 'buyer', 'staff')),
	CONSTRAINT "closing_documents_file_check" CHECK (("closing_documents"."storage_key" is null) = ("closing_documents"."content_type" is null))
);
--> statement-breakpoint
CREATE TABLE "closing_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deal_id" uuid NOT NULL,
	"user_id" text,
	"party" text NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "closing_events_party_check" CHECK ("closing_events"."party" in ('seller', 'buyer', 'staff')),
	CONSTRAINT "closing_events_kind_check" CHECK ("closing_events"."kind" in ('deposit_received', 'mortgage_recorded', 'notary_chosen', 'appointment_changed', 'deed_signed', 'keys_handed'))
);
--> statement-breakpoint
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
ALTER TABLE "closing_documents" ADD CONSTRAINT "closing_documents_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_documents" ADD CONSTRAINT "closing_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_events" ADD CONSTRAINT "closing_events_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_events" ADD CONSTRAINT "closing_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "success_fees" ADD CONSTRAINT "success_fees_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "closing_documents_deal_idx" ON "closing_documents" USING btree ("deal_id","item_key","created_at");--> statement-breakpoint
CREATE INDEX "closing_events_deal_idx" ON "closing_events" USING btree ("deal_id","created_at");--> statement-breakpoint
CREATE INDEX "success_fees_reminder_idx" ON "success_fees" USING btree ("due_at") WHERE "success_fees"."reminder_sent_at" is null;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_fall_through_check" CHECK (("deals"."fall_through_reason" is null or "deals"."released_at" is not null) and ("deals"."fall_through_reason" is null) = ("deals"."released_by" is null) and ("deals"."fall_through_reason" is null) = ("deals"."senal_fate" is null));--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_fall_through_reason_check" CHECK ("deals"."fall_through_reason" is null or "deals"."fall_through_reason" in ('financiacion-denegada', 'comprador-desiste', 'vendedor-desiste', 'mutuo-acuerdo'));--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_released_by_check" CHECK ("deals"."released_by" is null or "deals"."released_by" in ('seller', 'buyer'));