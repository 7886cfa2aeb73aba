CREATE TABLE "invoice_counters" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_counters_series_year_pk" PRIMARY KEY("series","year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"number" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"payment_id" uuid NOT NULL,
	"user_id" text,
	"issuer_name" text NOT NULL,
	"issuer_tax_id" text NOT NULL,
	"issuer_address" text NOT NULL,
	"customer_kind" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_tax_id" text,
	"customer_address" text,
	"description" text NOT NULL,
	"base" integer NOT NULL,
	"iva_rate" integer NOT NULL,
	"iva" integer NOT NULL,
	"total" integer NOT NULL,
	"rectifies_invoice_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_series_check" CHECK ("invoices"."series" in ('F', 'R')),
	CONSTRAINT "invoices_number_check" CHECK ("invoices"."number" > 0),
	CONSTRAINT "invoices_customer_kind_check" CHECK ("invoices"."customer_kind" in ('particular', 'agency')),
	CONSTRAINT "invoices_sum_check" CHECK ("invoices"."base" + "invoices"."iva" = "invoices"."total")
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_series_year_number_idx" ON "invoices" USING btree ("series","year","number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_per_payment_idx" ON "invoices" USING btree ("payment_id") WHERE "invoices"."series" = 'F';--> statement-breakpoint
CREATE INDEX "invoices_user_id_idx" ON "invoices" USING btree ("user_id");--> statement-breakpoint
-- An issued invoice is never edited nor deleted (RD 1619/2012): only its owner link may go to null,
-- which is what deleting the account does through the foreign key. Corrections are rectificativas.
CREATE FUNCTION invoices_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'an issued invoice cannot be deleted' USING ERRCODE = 'restrict_violation';
  END IF;
  IF NEW.user_id IS NULL AND (to_jsonb(NEW) - 'user_id') = (to_jsonb(OLD) - 'user_id') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'an issued invoice cannot be changed' USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER invoices_immutable BEFORE UPDATE OR DELETE ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION invoices_immutable();
