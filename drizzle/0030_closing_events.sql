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
ALTER TABLE "closing_events" ADD CONSTRAINT "closing_events_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_events" ADD CONSTRAINT "closing_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "closing_events_deal_idx" ON "closing_events" USING btree ("deal_id","created_at");