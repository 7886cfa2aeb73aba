CREATE TABLE "deals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"lead_id" uuid,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"price" integer NOT NULL,
	"deposit" integer NOT NULL,
	"financing" text NOT NULL,
	"arras_date" date NOT NULL,
	"conditions" text DEFAULT '' NOT NULL,
	"accepted_by" text NOT NULL,
	"agreed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	"release_reason" text,
	CONSTRAINT "deals_accepted_by_check" CHECK ("deals"."accepted_by" in ('seller', 'buyer')),
	CONSTRAINT "deals_price_check" CHECK ("deals"."price" > 0 and "deals"."deposit" >= 0),
	CONSTRAINT "deals_release_reason_check" CHECK (("deals"."released_at" is null) = ("deals"."release_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deals_one_active_per_property_idx" ON "deals" USING btree ("property_id") WHERE "deals"."released_at" is null;--> statement-breakpoint
CREATE INDEX "deals_lead_idx" ON "deals" USING btree ("lead_id");--> statement-breakpoint
-- hand-written: the portal and listing pages kept for visitors (0006) show 'Reservado' from this
-- table, so a deal agreed or released drops their copies like a write to properties does.
CREATE TRIGGER deals_notify_listings_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON deals
  FOR EACH STATEMENT EXECUTE FUNCTION notify_listings_changed();
--> statement-breakpoint
-- hand-written: offers accepted before this migration become their deals (the price the buyer
-- accepted after a counteroffer, else the offer's), so their listings are reserved as of now.
INSERT INTO deals (property_id, lead_id, buyer_name, buyer_email, price, deposit, financing, arras_date, conditions, accepted_by, agreed_at)
SELECT l.property_id, l.id, l.buyer_name, l.buyer_email,
       coalesce(o.counter_amount, o.amount),
       round(coalesce(o.counter_amount, o.amount) * 0.1)::integer,
       o.financing, o.arras_date, o.conditions,
       CASE WHEN o.counter_amount IS NULL THEN 'seller' ELSE 'buyer' END,
       coalesce(o.answered_at, l.updated_at)
FROM leads l
JOIN lead_offers o ON o.lead_id = l.id
WHERE l.kind = 'offer' AND l.state = 'accepted';
