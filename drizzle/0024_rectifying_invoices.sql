CREATE TABLE "test_payment_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_intent_id" text NOT NULL,
	"amount" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_payment_refunds_idempotencyKey_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"rectifying_invoice_id" uuid,
	"request_key" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"provider_refund_id" text,
	"reason" text NOT NULL,
	"actor_id" text,
	"actor_email" text NOT NULL,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payment_refunds_amount_check" CHECK ("payment_refunds"."amount" > 0),
	CONSTRAINT "payment_refunds_status_check" CHECK ("payment_refunds"."status" in ('pending', 'succeeded', 'failed')),
	CONSTRAINT "payment_refunds_succeeded_check" CHECK ("payment_refunds"."status" <> 'succeeded' or ("payment_refunds"."rectifying_invoice_id" is not null and "payment_refunds"."provider_refund_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "rectification_type" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "rectification_reason" text;--> statement-breakpoint
ALTER TABLE "test_payment_refunds" ADD CONSTRAINT "test_payment_refunds_payment_intent_id_test_payment_intents_id_fk" FOREIGN KEY ("payment_intent_id") REFERENCES "public"."test_payment_intents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_rectifying_invoice_id_invoices_id_fk" FOREIGN KEY ("rectifying_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_request_key_idx" ON "payment_refunds" USING btree ("request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_provider_refund_id_idx" ON "payment_refunds" USING btree ("provider_refund_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_id_idx" ON "payment_refunds" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_rectifies_invoice_id_invoices_id_fk" FOREIGN KEY ("rectifies_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_rectifies_invoice_id_idx" ON "invoices" USING btree ("rectifies_invoice_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_rectification_check" CHECK (("invoices"."series" = 'F' and "invoices"."rectifies_invoice_id" is null and "invoices"."rectification_type" is null and "invoices"."rectification_reason" is null)
        or ("invoices"."series" = 'R' and "invoices"."rectifies_invoice_id" is not null and "invoices"."rectification_type" is not null and "invoices"."rectification_type" in ('R1', 'R4') and "invoices"."rectification_reason" is not null and length(trim("invoices"."rectification_reason")) > 0));