CREATE TABLE "fee_reviews" (
	"property_id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reason" text NOT NULL,
	"evidence" jsonb NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	CONSTRAINT "fee_reviews_status_check" CHECK ("fee_reviews"."status" in ('open', 'charged', 'waived')),
	CONSTRAINT "fee_reviews_decided_check" CHECK (("fee_reviews"."status" = 'open') = ("fee_reviews"."decided_at" is null))
);
--> statement-breakpoint
ALTER TABLE "sale_buyers" ADD COLUMN "buyer_name" text;--> statement-breakpoint
ALTER TABLE "sale_buyers" ADD COLUMN "buyer_dni" text;--> statement-breakpoint
ALTER TABLE "fee_reviews" ADD CONSTRAINT "fee_reviews_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_reviews" ADD CONSTRAINT "fee_reviews_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fee_reviews_status_idx" ON "fee_reviews" USING btree ("status","opened_at");