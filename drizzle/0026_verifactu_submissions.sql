CREATE TABLE "invoice_record_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"record_id" uuid NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"error_code" integer,
	"error_description" text,
	"csv" text,
	"presented_at" text,
	"not_before" timestamp with time zone NOT NULL,
	CONSTRAINT "invoice_record_submissions_outcome_check" CHECK ("invoice_record_submissions"."outcome" in ('Correcto', 'AceptadoConErrores', 'Incorrecto', 'not_sent'))
);
--> statement-breakpoint
ALTER TABLE "invoice_record_submissions" ADD CONSTRAINT "invoice_record_submissions_record_id_invoice_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."invoice_records"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_record_submissions_record_idx" ON "invoice_record_submissions" USING btree ("record_id","attempted_at");--> statement-breakpoint
CREATE INDEX "invoice_record_submissions_not_before_idx" ON "invoice_record_submissions" USING btree ("not_before");