ALTER TABLE "properties" ADD COLUMN "useful_size" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "year_built" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "year_renovated" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "floor" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "has_lift" boolean;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "accessibility" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "occupancy" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "community_fees_yearly" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "ibi_yearly" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "has_habitability_certificate" boolean;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "charges" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "energy_consumption" numeric(7, 1);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "energy_emissions_rating" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "energy_emissions" numeric(7, 1);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_occupancy_check" CHECK ("properties"."occupancy" is null or "properties"."occupancy" in ('libre', 'alquilada', 'ocupada'));