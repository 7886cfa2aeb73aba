-- The portal_search indexes as migration 0042 left them, from those of migration 0043
-- (scripts/bench/portal-database.ts --before=…).
DROP INDEX portal_search_filters_idx;
DROP INDEX portal_search_province_price_idx;
CREATE INDEX portal_search_text_trgm_idx ON portal_search USING gin (search_text gin_trgm_ops);
CREATE INDEX portal_search_features_idx ON portal_search USING gin (features);
CREATE INDEX portal_search_province_price_idx ON portal_search USING btree (province, price, property_id);
