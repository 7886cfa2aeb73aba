CREATE TABLE "alert_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"property_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"saved_search_id" uuid,
	"price_change_id" uuid,
	"frequency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "alert_deliveries_reason_check" CHECK ("alert_deliveries"."reason" in ('new_listing', 'price_drop')),
	CONSTRAINT "alert_deliveries_frequency_check" CHECK ("alert_deliveries"."frequency" in ('instant', 'daily'))
);
--> statement-breakpoint
CREATE TABLE "alert_digests" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_digests_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "alert_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"price_drop_frequency" text DEFAULT 'instant' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_settings_price_drop_frequency_check" CHECK ("alert_settings"."price_drop_frequency" in ('instant', 'daily', 'off'))
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"user_id" text NOT NULL,
	"property_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_property_id_pk" PRIMARY KEY("user_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "price_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"previous_price" integer NOT NULL,
	"new_price" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"alert_frequency" text DEFAULT 'instant' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_alert_frequency_check" CHECK ("saved_searches"."alert_frequency" in ('instant', 'daily', 'off'))
);
--> statement-breakpoint
ALTER TABLE "portal_search" ADD COLUMN "listed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_price_change_id_price_changes_id_fk" FOREIGN KEY ("price_change_id") REFERENCES "public"."price_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_digests" ADD CONSTRAINT "alert_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_settings" ADD CONSTRAINT "alert_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_deliveries_listing_once_idx" ON "alert_deliveries" USING btree ("user_id","property_id") WHERE "alert_deliveries"."reason" = 'new_listing';--> statement-breakpoint
CREATE UNIQUE INDEX "alert_deliveries_drop_once_idx" ON "alert_deliveries" USING btree ("user_id","price_change_id") WHERE "alert_deliveries"."reason" = 'price_drop';--> statement-breakpoint
CREATE INDEX "alert_deliveries_pending_digest_idx" ON "alert_deliveries" USING btree ("user_id") WHERE "alert_deliveries"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "favourites_property_idx" ON "favourites" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "price_changes_property_changed_idx" ON "price_changes" USING btree ("property_id","changed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "price_changes_changed_at_idx" ON "price_changes" USING btree ("changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_user_query_idx" ON "saved_searches" USING btree ("user_id","query");--> statement-breakpoint
CREATE INDEX "saved_searches_alerting_idx" ON "saved_searches" USING btree ("alert_frequency") WHERE "saved_searches"."alert_frequency" <> 'off';--> statement-breakpoint
CREATE INDEX "portal_search_listed_at_idx" ON "portal_search" USING btree ("listed_at");--> statement-breakpoint
-- Records every change of a published listing's price in the same transaction as the change,
-- whichever code path made it (the owner's edit, an admin, a script): 'Ha bajado de precio' and the
-- favourites' price-drop alerts read price_changes (issue #24). A draft's price is not news.
CREATE FUNCTION record_price_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'published' AND OLD.price IS NOT NULL AND NEW.price IS NOT NULL
     AND OLD.price IS DISTINCT FROM NEW.price THEN
    INSERT INTO price_changes (property_id, previous_price, new_price)
    VALUES (NEW.id, OLD.price, NEW.price);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER properties_record_price_change
  AFTER UPDATE OF price ON properties FOR EACH ROW EXECUTE FUNCTION record_price_change();
