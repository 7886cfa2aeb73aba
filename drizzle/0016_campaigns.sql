CREATE TABLE "campaign_channels" (
	"property_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"external_url" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by_email" text,
	CONSTRAINT "campaign_channels_property_id_channel_pk" PRIMARY KEY("property_id","channel"),
	CONSTRAINT "campaign_channels_state_check" CHECK ("campaign_channels"."state" in ('pending', 'active', 'paused', 'ended'))
);
--> statement-breakpoint
CREATE TABLE "feed_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_name" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_by_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "feed_tokens_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "marketing_activated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_channels" ADD CONSTRAINT "campaign_channels_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_tokens_created_at_idx" ON "feed_tokens" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "properties_campaign_idx" ON "properties" USING btree ("id") WHERE "properties"."marketing_active" and "properties"."status" = 'published';--> statement-breakpoint
-- Campaigns paid before this column existed: the best known moment is the marketing payment's
-- success, else the listing's last change (testers and demo rows have no payment).
UPDATE "properties" SET "marketing_activated_at" = coalesce(
  (SELECT max("payments"."updated_at") FROM "payments"
    WHERE "payments"."property_id" = "properties"."id" AND "payments"."product_type" = 'marketing'
      AND "payments"."status" = 'succeeded'),
  "properties"."updated_at")
WHERE "marketing_active";
