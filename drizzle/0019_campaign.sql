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
ALTER TABLE "campaign_takedowns" ADD CONSTRAINT "campaign_takedowns_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_takedowns_open_idx" ON "campaign_takedowns" USING btree ("due_at") WHERE "campaign_takedowns"."done_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_takedowns_open_channel_idx" ON "campaign_takedowns" USING btree ("property_id","channel") WHERE "campaign_takedowns"."done_at" is null;--> statement-breakpoint
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
