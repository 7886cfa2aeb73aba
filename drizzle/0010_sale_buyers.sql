CREATE TABLE "sale_buyers" (
	"property_id" uuid PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"sold_to_lead_id" uuid,
	"declared_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_buyers_source_check" CHECK ("sale_buyers"."source" in ('lead', 'outside')),
	CONSTRAINT "sale_buyers_outside_no_lead_check" CHECK ("sale_buyers"."source" = 'lead' or "sale_buyers"."sold_to_lead_id" is null)
);
--> statement-breakpoint
ALTER TABLE "sale_buyers" ADD CONSTRAINT "sale_buyers_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_buyers" ADD CONSTRAINT "sale_buyers_sold_to_lead_id_leads_id_fk" FOREIGN KEY ("sold_to_lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_buyers_lead_idx" ON "sale_buyers" USING btree ("sold_to_lead_id");