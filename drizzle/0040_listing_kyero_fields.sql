ALTER TABLE "properties" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "floor_plan_image" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "video_url" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "virtual_tour_url" text;