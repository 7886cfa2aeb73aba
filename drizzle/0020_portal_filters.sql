ALTER TABLE "portal_search" ADD COLUMN "price" integer;--> statement-breakpoint
ALTER TABLE "portal_search" ADD COLUMN "bedrooms" integer;--> statement-breakpoint
ALTER TABLE "portal_search" ADD COLUMN "bathrooms" integer;--> statement-breakpoint
ALTER TABLE "portal_search" ADD COLUMN "size" integer;--> statement-breakpoint
ALTER TABLE "portal_search" ADD COLUMN "features" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "portal_search_price_idx" ON "portal_search" USING btree ("price","property_id");--> statement-breakpoint
CREATE INDEX "portal_search_size_idx" ON "portal_search" USING btree ("size","property_id");--> statement-breakpoint
CREATE INDEX "portal_search_features_idx" ON "portal_search" USING gin ("features");--> statement-breakpoint
-- Hand-written (issue #38): the buyer's filters and orders read the price, rooms, bathrooms, built
-- surface and features from portal_search, so the trigger copies them too and fires when they
-- change (a lowered price re-orders the portal at once). Same function as migration 0018 otherwise.
CREATE OR REPLACE FUNCTION portal_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'published' AND NOT NEW.is_test THEN
    INSERT INTO portal_search (property_id, created_at, province, property_type, property_origin, search_text,
                               price, bedrooms, bathrooms, size, features)
    VALUES (NEW.id, NEW.created_at, NEW.province, NEW.property_type, NEW.property_origin,
            immutable_unaccent(lower(coalesce(NEW.title, '') || ' ' || coalesce(NEW.address, ''))),
            NEW.price, NEW.bedrooms, NEW.bathrooms, NEW.size, NEW.features)
    ON CONFLICT (property_id) DO UPDATE SET
      created_at = EXCLUDED.created_at,
      province = EXCLUDED.province,
      property_type = EXCLUDED.property_type,
      property_origin = EXCLUDED.property_origin,
      search_text = EXCLUDED.search_text,
      price = EXCLUDED.price,
      bedrooms = EXCLUDED.bedrooms,
      bathrooms = EXCLUDED.bathrooms,
      size = EXCLUDED.size,
      features = EXCLUDED.features;
  ELSIF TG_OP = 'UPDATE' AND OLD.status = 'published' AND NOT OLD.is_test THEN
    DELETE FROM portal_search WHERE property_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER properties_portal_search_sync ON properties;
--> statement-breakpoint
CREATE TRIGGER properties_portal_search_sync
  AFTER INSERT OR UPDATE OF status, title, address, province, property_type, property_origin, created_at, is_test,
                            price, bedrooms, bathrooms, size, features
  ON properties FOR EACH ROW EXECUTE FUNCTION portal_search_sync();
--> statement-breakpoint
-- The listings already on the portal.
UPDATE portal_search AS search
SET price = listing.price, bedrooms = listing.bedrooms, bathrooms = listing.bathrooms,
    size = listing.size, features = listing.features
FROM properties AS listing
WHERE listing.id = search.property_id;
