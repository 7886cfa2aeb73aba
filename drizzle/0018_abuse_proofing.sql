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
ALTER TABLE "lead_viewings" ADD COLUMN "time_proposals" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "review" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "held_reason" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "digested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "sender_address_hash" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "form_stamp_id" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "is_test" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "unsubscribe_link_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "blocked_senders" ADD CONSTRAINT "blocked_senders_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_lead_digests" ADD CONSTRAINT "held_lead_digests_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "held_lead_digests_open_idx" ON "held_lead_digests" USING btree ("property_id") WHERE "held_lead_digests"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "held_lead_digests_property_idx" ON "held_lead_digests" USING btree ("property_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "leads_form_stamp_idx" ON "leads" USING btree ("form_stamp_id");--> statement-breakpoint
CREATE INDEX "leads_held_idx" ON "leads" USING btree ("property_id") WHERE "leads"."review" = 'held';--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_review_check" CHECK ("leads"."review" in ('held', 'released', 'spam'));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_held_reason_check" CHECK ("leads"."held_reason" in ('listing_rate', 'blocked_sender'));--> statement-breakpoint
-- Hand-written (issue #34, docs/decisions/0025): the portal's read model holds public listings only.
-- A tester's listing (is_test) never enters portal_search, so the portal, its counts, the buyers'
-- alerts and the favourites' price-drop alerts (all read portal_search) never see it. Same function
-- as migration 0005 but for `NOT NEW.is_test` / `NOT OLD.is_test`.
CREATE OR REPLACE FUNCTION portal_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'published' AND NOT NEW.is_test THEN
    INSERT INTO portal_search (property_id, created_at, province, property_type, property_origin, search_text)
    VALUES (NEW.id, NEW.created_at, NEW.province, NEW.property_type, NEW.property_origin,
            immutable_unaccent(lower(coalesce(NEW.title, '') || ' ' || coalesce(NEW.address, ''))))
    ON CONFLICT (property_id) DO UPDATE SET
      created_at = EXCLUDED.created_at,
      province = EXCLUDED.province,
      property_type = EXCLUDED.property_type,
      property_origin = EXCLUDED.property_origin,
      search_text = EXCLUDED.search_text;
  ELSIF TG_OP = 'UPDATE' AND OLD.status = 'published' AND NOT OLD.is_test THEN
    DELETE FROM portal_search WHERE property_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- is_test joins the columns that fire it, so marking a listing as test takes it off the portal.
DROP TRIGGER properties_portal_search_sync ON properties;
--> statement-breakpoint
CREATE TRIGGER properties_portal_search_sync
  AFTER INSERT OR UPDATE OF status, title, address, province, property_type, property_origin, created_at, is_test
  ON properties FOR EACH ROW EXECUTE FUNCTION portal_search_sync();
--> statement-breakpoint
-- The listings testers made before the column existed: their owner's role is the best record of
-- who created them. The trigger above takes the published ones off the portal.
UPDATE properties SET is_test = true
WHERE user_id IN (SELECT id FROM users WHERE role = 'tester');
