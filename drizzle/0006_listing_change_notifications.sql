-- Every serving process keeps the public listing pages it has rendered (server/page-cache.ts) and
-- forgets them when a listing may have changed. NOTIFY is transactional: the message goes out when
-- the writing transaction commits, never for one rolled back, and takes no lock a writer could wait
-- on. Statement-level, so a bulk write sends one message, not one per row.
-- What the pages show: the listing's own row, and the owner's profile name (spec §6 seller name).
CREATE FUNCTION notify_listings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('listings_changed', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER properties_notify_listings_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON properties
  FOR EACH STATEMENT EXECUTE FUNCTION notify_listings_changed();
--> statement-breakpoint
CREATE TRIGGER users_notify_listings_changed
  AFTER UPDATE OF name OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_listings_changed();
