CREATE TABLE "invoice_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"record" jsonb NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"huella" text NOT NULL,
	"previous_huella" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_events_position_check" CHECK ("invoice_events"."position" > 0),
	CONSTRAINT "invoice_events_first_check" CHECK (("invoice_events"."position" = 1) = ("invoice_events"."previous_huella" is null))
);
--> statement-breakpoint
CREATE TABLE "invoice_record_chains" (
	"chain" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"issuer_tax_id" text NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"invoice_id" uuid NOT NULL,
	"record" jsonb NOT NULL,
	"huella" text NOT NULL,
	"previous_huella" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_records_kind_check" CHECK ("invoice_records"."kind" in ('alta', 'anulacion')),
	CONSTRAINT "invoice_records_position_check" CHECK ("invoice_records"."position" > 0),
	CONSTRAINT "invoice_records_first_check" CHECK (("invoice_records"."position" = 1) = ("invoice_records"."previous_huella" is null))
);
--> statement-breakpoint
ALTER TABLE "invoice_records" ADD CONSTRAINT "invoice_records_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_events_chain_idx" ON "invoice_events" USING btree ("position");--> statement-breakpoint
CREATE INDEX "invoice_events_type_idx" ON "invoice_events" USING btree ("type");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_records_chain_idx" ON "invoice_records" USING btree ("issuer_tax_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_records_invoice_kind_idx" ON "invoice_records" USING btree ("invoice_id","kind");--> statement-breakpoint
-- Hand-written (keep when renumbering): the Veri*factu records and events are append-only
-- (RD 1007/2023 art. 8, inalterabilidad). A correction is a new record (an anulación, a
-- rectificativa), never an edit; docs/decisions/0038-verifactu-records.md. TRUNCATE is not
-- refused: the test harness empties every table between tests, and whoever may TRUNCATE may also
-- disable a trigger; the verifier reports an invoice without its alta instead.
CREATE FUNCTION verifactu_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: a registered record cannot be changed or deleted', TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER invoice_records_append_only BEFORE UPDATE OR DELETE ON "invoice_records"
  FOR EACH ROW EXECUTE FUNCTION verifactu_append_only();
--> statement-breakpoint
CREATE TRIGGER invoice_events_append_only BEFORE UPDATE OR DELETE ON "invoice_events"
  FOR EACH ROW EXECUTE FUNCTION verifactu_append_only();
