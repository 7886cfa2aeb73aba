-- A draft keeps what was typed that its column cannot hold yet (issue #28), to show it again and flag it.
ALTER TABLE "properties" ADD COLUMN "invalid_draft_values" jsonb;
