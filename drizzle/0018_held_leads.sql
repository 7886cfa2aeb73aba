CREATE TABLE "blocked_senders" (
	"owner_id" text NOT NULL,
	"kind" text NOT NULL,
	"value_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocked_senders_owner_id_kind_value_hash_pk" PRIMARY KEY("owner_id","kind","value_hash"),
	CONSTRAINT "blocked_senders_kind_check" CHECK ("blocked_senders"."kind" in ('email', 'address'))
);
--> statement-breakpoint
CREATE TABLE "held_lead_digests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "review" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "held_reason" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "digested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "sender_address_hash" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "form_stamp_id" text;--> statement-breakpoint
ALTER TABLE "blocked_senders" ADD CONSTRAINT "blocked_senders_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_lead_digests" ADD CONSTRAINT "held_lead_digests_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "held_lead_digests_open_idx" ON "held_lead_digests" USING btree ("property_id") WHERE "held_lead_digests"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "held_lead_digests_property_idx" ON "held_lead_digests" USING btree ("property_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "leads_form_stamp_idx" ON "leads" USING btree ("form_stamp_id");--> statement-breakpoint
CREATE INDEX "leads_held_idx" ON "leads" USING btree ("property_id") WHERE "leads"."review" = 'held';--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_review_check" CHECK ("leads"."review" in ('held', 'released', 'spam'));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_held_reason_check" CHECK ("leads"."held_reason" in ('listing_rate', 'blocked_sender'));