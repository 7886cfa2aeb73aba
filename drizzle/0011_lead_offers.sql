CREATE TABLE "lead_offers" (
	"lead_id" uuid PRIMARY KEY NOT NULL,
	"amount" integer NOT NULL,
	"financing" text NOT NULL,
	"arras_date" date NOT NULL,
	"conditions" text DEFAULT '' NOT NULL,
	"counter_amount" integer,
	"counter_message" text,
	"confirmed_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	CONSTRAINT "lead_offers_financing_check" CHECK ("lead_offers"."financing" in ('mortgage', 'cash')),
	CONSTRAINT "lead_offers_amount_check" CHECK ("lead_offers"."amount" > 0),
	CONSTRAINT "lead_offers_counter_amount_check" CHECK ("lead_offers"."counter_amount" is null or "lead_offers"."counter_amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "lead_offers" ADD CONSTRAINT "lead_offers_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_one_accepted_offer_idx" ON "leads" USING btree ("property_id") WHERE "leads"."kind" = 'offer' and "leads"."state" = 'accepted';