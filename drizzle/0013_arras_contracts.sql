CREATE TABLE "arras_contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"property_id" uuid NOT NULL,
	"terms" jsonb NOT NULL,
	"pdf_storage_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"drafted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"signed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "arras_contracts" ADD CONSTRAINT "arras_contracts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arras_contracts" ADD CONSTRAINT "arras_contracts_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "arras_contracts_property_id_idx" ON "arras_contracts" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "arras_contracts_user_id_idx" ON "arras_contracts" USING btree ("user_id","drafted_at" DESC NULLS LAST);