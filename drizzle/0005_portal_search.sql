CREATE TABLE "portal_search" (
	"property_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"province" text,
	"property_type" text,
	"property_origin" text NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "properties_published_search_trgm_idx";
--> statement-breakpoint
DROP INDEX "properties_published_province_type_idx";
--> statement-breakpoint
DROP INDEX "properties_published_type_idx";
--> statement-breakpoint
ALTER TABLE "portal_search" ADD CONSTRAINT "portal_search_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Keeps portal_search equal to the published listings, in the same transaction as every write:
-- a listing enters when it is published (or inserted published), follows its edits, and leaves
-- when it is unpublished, sold or back in draft; a deleted listing goes with it (ON DELETE CASCADE).
-- The search text is folded exactly as the portal folds the visitor's words.
CREATE FUNCTION portal_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'published' THEN
    INSERT INTO portal_search (property_id, created_at, province, property_type, property_origin, search_text)
    VALUES (NEW.id, NEW.created_at, NEW.province, NEW.property_type, NEW.property_origin,
            immutable_unaccent(lower(coalesce(NEW.title, '') || ' ' || coalesce(NEW.address, ''))))
    ON CONFLICT (property_id) DO UPDATE SET
      created_at = EXCLUDED.created_at,
      province = EXCLUDED.province,
      property_type = EXCLUDED.property_type,
      property_origin = EXCLUDED.property_origin,
      search_text = EXCLUDED.search_text;
  ELSIF TG_OP = 'UPDATE' AND OLD.status = 'published' THEN
    DELETE FROM portal_search WHERE property_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER properties_portal_search_sync
  AFTER INSERT OR UPDATE OF status, title, address, province, property_type, property_origin, created_at
  ON properties FOR EACH ROW EXECUTE FUNCTION portal_search_sync();
--> statement-breakpoint
-- Backfill before the indexes exist: one index build instead of 90.000 index inserts.
INSERT INTO portal_search (property_id, created_at, province, property_type, property_origin, search_text)
SELECT id, created_at, province, property_type, property_origin,
       immutable_unaccent(lower(coalesce(title, '') || ' ' || coalesce(address, '')))
FROM properties WHERE status = 'published';
--> statement-breakpoint
CREATE INDEX "portal_search_newest_idx" ON "portal_search" USING btree ("created_at" DESC NULLS LAST,"property_id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "portal_search_text_trgm_idx" ON "portal_search" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "portal_search_province_type_idx" ON "portal_search" USING btree ("province","property_type","property_origin");
--> statement-breakpoint
CREATE INDEX "portal_search_type_idx" ON "portal_search" USING btree ("property_type","property_origin");
