CREATE TABLE "agency_deal_reports" (
	"property_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"signed_on" date NOT NULL,
	"reported_by" text,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_deal_reports_property_id_stage_pk" PRIMARY KEY("property_id","stage"),
	CONSTRAINT "agency_deal_reports_stage_check" CHECK ("agency_deal_reports"."stage" in ('arras', 'escritura'))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt_email_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agency_deal_reports" ADD CONSTRAINT "agency_deal_reports_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_deal_reports" ADD CONSTRAINT "agency_deal_reports_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;