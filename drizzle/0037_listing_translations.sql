CREATE TABLE "listing_translations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"description" text NOT NULL,
	"source" text NOT NULL,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_translations_locale_check" CHECK ("listing_translations"."locale" in ('en', 'de', 'fr', 'nl')),
	CONSTRAINT "listing_translations_source_check" CHECK ("listing_translations"."source" in ('seller', 'machine'))
);
--> statement-breakpoint
ALTER TABLE "listing_translations" ADD CONSTRAINT "listing_translations_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_translations_property_locale_idx" ON "listing_translations" USING btree ("property_id","locale");