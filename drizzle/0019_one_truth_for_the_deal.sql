CREATE TABLE "agency_deal_reports" (
	"property_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"signed_on" date NOT NULL,
	"reported_by" text,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_deal_reports_property_id_stage_pk" PRIMARY KEY("property_id","stage"),
	CONSTRAINT "agency_deal_reports_stage_check" CHECK ("agency_deal_reports"."stage" in ('arras', 'escritura'))
);
--> statement-breakpoint
CREATE TABLE "campaign_takedowns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid,
	"property_title" text NOT NULL,
	"channel" text NOT NULL,
	"external_url" text,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"staff_notified_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"done_by_email" text,
	CONSTRAINT "campaign_takedowns_reason_check" CHECK ("campaign_takedowns"."reason" in ('sold', 'withdrawn', 'listing_deleted', 'account_deleted'))
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"lead_id" uuid,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"price" integer NOT NULL,
	"deposit" integer NOT NULL,
	"financing" text NOT NULL,
	"arras_date" date NOT NULL,
	"conditions" text DEFAULT '' NOT NULL,
	"accepted_by" text NOT NULL,
	"agreed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	"release_reason" text,
	CONSTRAINT "deals_accepted_by_check" CHECK ("deals"."accepted_by" in ('seller', 'buyer')),
	CONSTRAINT "deals_price_check" CHECK ("deals"."price" > 0 and "deals"."deposit" >= 0),
	CONSTRAINT "deals_release_reason_check" CHECK (("deals"."released_at" is null) = ("deals"."release_reason" is null))
);
--> statement-breakpoint
CREATE TABLE "fee_reviews" (
	"property_id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reason" text NOT NULL,
	"evidence" jsonb NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	CONSTRAINT "fee_reviews_status_check" CHECK ("fee_reviews"."status" in ('open', 'charged', 'waived')),
	CONSTRAINT "fee_reviews_decided_check" CHECK (("fee_reviews"."status" = 'open') = ("fee_reviews"."decided_at" is null))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt_email_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sale_buyers" ADD COLUMN "buyer_name" text;--> statement-breakpoint
ALTER TABLE "sale_buyers" ADD COLUMN "buyer_dni" text;--> statement-breakpoint
ALTER TABLE "agency_deal_reports" ADD CONSTRAINT "agency_deal_reports_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_deal_reports" ADD CONSTRAINT "agency_deal_reports_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_takedowns" ADD CONSTRAINT "campaign_takedowns_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_reviews" ADD CONSTRAINT "fee_reviews_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_reviews" ADD CONSTRAINT "fee_reviews_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_takedowns_open_idx" ON "campaign_takedowns" USING btree ("due_at") WHERE "campaign_takedowns"."done_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_takedowns_open_channel_idx" ON "campaign_takedowns" USING btree ("property_id","channel") WHERE "campaign_takedowns"."done_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "deals_one_active_per_property_idx" ON "deals" USING btree ("property_id") WHERE "deals"."released_at" is null;--> statement-breakpoint
CREATE INDEX "deals_lead_idx" ON "deals" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "fee_reviews_status_idx" ON "fee_reviews" USING btree ("status","opened_at");--> statement-breakpoint
-- hand-written: the portal and listing pages kept for visitors (0006) show 'Reservado' from this
-- table, so a deal agreed or released drops their copies like a write to properties does.
CREATE TRIGGER deals_notify_listings_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON deals
  FOR EACH STATEMENT EXECUTE FUNCTION notify_listings_changed();
--> statement-breakpoint
-- hand-written: offers accepted before this migration become their deals (the price the buyer
-- accepted after a counteroffer, else the offer's), so their listings are reserved as of now.
INSERT INTO deals (property_id, lead_id, buyer_name, buyer_email, price, deposit, financing, arras_date, conditions, accepted_by, agreed_at)
SELECT l.property_id, l.id, l.buyer_name, l.buyer_email,
       coalesce(o.counter_amount, o.amount),
       round(coalesce(o.counter_amount, o.amount) * 0.1)::integer,
       o.financing, o.arras_date, o.conditions,
       CASE WHEN o.counter_amount IS NULL THEN 'seller' ELSE 'buyer' END,
       coalesce(o.answered_at, l.updated_at)
FROM leads l
JOIN lead_offers o ON o.lead_id = l.id
WHERE l.kind = 'offer' AND l.state = 'accepted';

--> statement-breakpoint
-- hand-written: listings already sold or withdrawn end their campaigns as endCampaign does from now on (issue #35): each channel with an ad out becomes a "Retirar anuncio" task due in 48 hours, every channel "Finalizada".
INSERT INTO "campaign_takedowns" ("property_id", "property_title", "channel", "external_url", "reason", "due_at")
SELECT c."property_id", coalesce(nullif(trim(p."title"), ''), 'Sin título'), c."channel", c."external_url",
  CASE WHEN p."status" = 'sold' THEN 'sold' ELSE 'withdrawn' END, now() + interval '48 hours'
FROM "campaign_channels" c JOIN "properties" p ON p."id" = c."property_id"
WHERE p."marketing_active" AND p."status" IN ('sold', 'unpublished') AND c."state" IN ('active', 'paused');
--> statement-breakpoint
UPDATE "campaign_channels" c SET "state" = 'ended', "external_url" = NULL, "changed_at" = now(), "changed_by_email" = NULL
FROM "properties" p
WHERE p."id" = c."property_id" AND p."marketing_active" AND p."status" IN ('sold', 'unpublished') AND c."state" <> 'ended';
--> statement-breakpoint
INSERT INTO "campaign_channels" ("property_id", "channel", "state", "changed_at")
SELECT p."id", ch."channel", 'ended', now()
FROM "properties" p CROSS JOIN (VALUES ('kyero'), ('idealista'), ('fotocasa'), ('google_ads'), ('meta')) AS ch("channel")
WHERE p."marketing_active" AND p."status" IN ('sold', 'unpublished')
ON CONFLICT DO NOTHING;
