CREATE TABLE "closing_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deal_id" uuid NOT NULL,
	"item_key" text NOT NULL,
	"storage_key" text,
	"file_name" text,
	"content_type" text,
	"size" integer,
	"issued_on" date,
	"uploaded_by" text,
	"party" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "closing_documents_party_check" CHECK ("closing_documents"."party" in ('seller', 'buyer', 'staff')),
	CONSTRAINT "closing_documents_file_check" CHECK (("closing_documents"."storage_key" is null) = ("closing_documents"."content_type" is null))
);
--> statement-breakpoint
ALTER TABLE "closing_documents" ADD CONSTRAINT "closing_documents_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_documents" ADD CONSTRAINT "closing_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "closing_documents_deal_idx" ON "closing_documents" USING btree ("deal_id","item_key","created_at");