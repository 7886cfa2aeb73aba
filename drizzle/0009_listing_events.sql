CREATE TABLE "listing_events" (
	"property_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"visitor_hash" text,
	CONSTRAINT "listing_events_kind_check" CHECK ("listing_events"."kind" in ('view', 'phone_click'))
);
--> statement-breakpoint
ALTER TABLE "listing_events" ADD CONSTRAINT "listing_events_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_events_once_a_day_idx" ON "listing_events" USING btree ("property_id","day","kind","visitor_hash");--> statement-breakpoint
CREATE INDEX "listing_events_day_idx" ON "listing_events" USING btree ("day");