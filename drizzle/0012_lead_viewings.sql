CREATE TABLE "lead_viewings" (
	"lead_id" uuid PRIMARY KEY NOT NULL,
	"proposed_slots" timestamp with time zone[] NOT NULL,
	"scheduled_at" timestamp with time zone,
	"calendar_sequence" integer DEFAULT 0 NOT NULL,
	"rating" integer,
	"rating_comment" text,
	"rated_at" timestamp with time zone,
	CONSTRAINT "lead_viewings_rating_check" CHECK ("lead_viewings"."rating" is null or "lead_viewings"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "lead_viewings" ADD CONSTRAINT "lead_viewings_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;