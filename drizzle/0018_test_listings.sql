ALTER TABLE "properties" ADD COLUMN "is_test" boolean DEFAULT false NOT NULL;--> statement-breakpoint
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
