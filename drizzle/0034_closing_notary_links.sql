CREATE TABLE "closing_notary_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deal_id" uuid NOT NULL,
	"created_by" text,
	"party" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "closing_notary_links_party_check" CHECK ("closing_notary_links"."party" in ('seller', 'buyer')),
	CONSTRAINT "closing_notary_links_expiry_check" CHECK ("closing_notary_links"."expires_at" > "closing_notary_links"."created_at")
);
--> statement-breakpoint
ALTER TABLE "closing_events" DROP CONSTRAINT "closing_events_kind_check";--> statement-breakpoint
ALTER TABLE "closing_notary_links" ADD CONSTRAINT "closing_notary_links_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_notary_links" ADD CONSTRAINT "closing_notary_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "closing_notary_links_deal_idx" ON "closing_notary_links" USING btree ("deal_id","created_at");--> statement-breakpoint
ALTER TABLE "closing_events" ADD CONSTRAINT "closing_events_kind_check" CHECK ("closing_events"."kind" in ('deposit_received', 'mortgage_recorded', 'notary_chosen', 'appointment_changed', 'deed_signed', 'keys_handed', 'notary_link_created', 'notary_link_revoked'));