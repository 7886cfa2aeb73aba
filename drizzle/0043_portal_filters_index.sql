CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "portal_search_text_trgm_idx";--> statement-breakpoint
DROP INDEX "portal_search_features_idx";--> statement-breakpoint
CREATE INDEX "portal_search_filters_idx" ON "portal_search" USING gin ("province","property_type","features","search_text" gin_trgm_ops);--> statement-breakpoint
DROP INDEX "portal_search_province_price_idx";--> statement-breakpoint
CREATE INDEX "portal_search_province_price_idx" ON "portal_search" USING btree ("province","price","property_id") INCLUDE ("search_text","property_type","property_origin","bedrooms","bathrooms","size","features");
