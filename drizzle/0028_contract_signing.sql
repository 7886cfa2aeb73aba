CREATE TABLE "contract_signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_version_id" uuid NOT NULL,
	"party" text NOT NULL,
	"signer_name" text NOT NULL,
	"signer_email" text NOT NULL,
	"signer_user_id" text,
	"document_sha256" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text NOT NULL,
	"user_agent" text NOT NULL,
	"code_channel" text NOT NULL,
	"signing_code_id" uuid NOT NULL,
	"consent_text" text NOT NULL,
	CONSTRAINT "contract_signatures_party_check" CHECK ("contract_signatures"."party" in ('seller', 'buyer')),
	CONSTRAINT "contract_signatures_channel_check" CHECK ("contract_signatures"."code_channel" in ('email', 'sms'))
);
--> statement-breakpoint
CREATE TABLE "contract_signing_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_version_id" uuid NOT NULL,
	"party" text NOT NULL,
	"channel" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "contract_signing_codes_party_check" CHECK ("contract_signing_codes"."party" in ('seller', 'buyer')),
	CONSTRAINT "contract_signing_codes_channel_check" CHECK ("contract_signing_codes"."channel" in ('email', 'sms')),
	CONSTRAINT "contract_signing_codes_attempts_check" CHECK ("contract_signing_codes"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "contract_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"arras_contract_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"terms" jsonb NOT NULL,
	"parties" jsonb NOT NULL,
	"pdf_storage_path" text NOT NULL,
	"document_sha256" text NOT NULL,
	"check_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sealed_at" timestamp with time zone,
	"sealed_pdf_storage_path" text,
	"sealed_sha256" text,
	"replaced_at" timestamp with time zone,
	"replaced_by_id" uuid,
	CONSTRAINT "contract_versions_version_check" CHECK ("contract_versions"."version" > 0),
	CONSTRAINT "contract_versions_sealed_check" CHECK (("contract_versions"."sealed_at" is null) = ("contract_versions"."sealed_pdf_storage_path" is null) and ("contract_versions"."sealed_at" is null) = ("contract_versions"."sealed_sha256" is null)),
	CONSTRAINT "contract_versions_replaced_check" CHECK (("contract_versions"."replaced_at" is null) = ("contract_versions"."replaced_by_id" is null))
);
--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_contract_version_id_contract_versions_id_fk" FOREIGN KEY ("contract_version_id") REFERENCES "public"."contract_versions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_signing_code_id_contract_signing_codes_id_fk" FOREIGN KEY ("signing_code_id") REFERENCES "public"."contract_signing_codes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signing_codes" ADD CONSTRAINT "contract_signing_codes_contract_version_id_contract_versions_id_fk" FOREIGN KEY ("contract_version_id") REFERENCES "public"."contract_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_versions" ADD CONSTRAINT "contract_versions_arras_contract_id_arras_contracts_id_fk" FOREIGN KEY ("arras_contract_id") REFERENCES "public"."arras_contracts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_signatures_version_party_idx" ON "contract_signatures" USING btree ("contract_version_id","party");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_signatures_code_idx" ON "contract_signatures" USING btree ("signing_code_id");--> statement-breakpoint
CREATE INDEX "contract_signing_codes_version_party_idx" ON "contract_signing_codes" USING btree ("contract_version_id","party","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "contract_versions_contract_version_idx" ON "contract_versions" USING btree ("arras_contract_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_versions_check_code_idx" ON "contract_versions" USING btree ("check_code");--> statement-breakpoint
CREATE INDEX "contract_versions_document_sha256_idx" ON "contract_versions" USING btree ("document_sha256");--> statement-breakpoint
CREATE INDEX "contract_versions_sealed_sha256_idx" ON "contract_versions" USING btree ("sealed_sha256");--> statement-breakpoint
-- Hand-written (keep when renumbering): a signed contract cannot change
-- (docs/decisions/0049-signature-level.md), as the Veri*factu records cannot (0023). A signature is
-- append-only. A version's document never changes; its seal and its replacement are each set once
-- (the seal only when both parties have signed); a version somebody signed cannot be deleted. A
-- change is a new version that marks this one replaced. TRUNCATE is not refused (the test harness
-- empties every table; whoever may TRUNCATE may also disable a trigger).
CREATE FUNCTION contract_signatures_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'contract_signatures is append-only: a signature cannot be changed or deleted'
    USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER contract_signatures_append_only BEFORE UPDATE OR DELETE ON "contract_signatures"
  FOR EACH ROW EXECUTE FUNCTION contract_signatures_append_only();
--> statement-breakpoint
CREATE FUNCTION contract_versions_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.sealed_at IS NOT NULL
      OR EXISTS (SELECT 1 FROM contract_signatures WHERE contract_version_id = OLD.id) THEN
      RAISE EXCEPTION 'contract version % is signed: it cannot be deleted', OLD.id
        USING ERRCODE = 'restrict_violation';
    END IF;
    RETURN OLD;
  END IF;
  IF NEW.id IS DISTINCT FROM OLD.id
    OR NEW.arras_contract_id IS DISTINCT FROM OLD.arras_contract_id
    OR NEW.version IS DISTINCT FROM OLD.version
    OR NEW.terms IS DISTINCT FROM OLD.terms
    OR NEW.parties IS DISTINCT FROM OLD.parties
    OR NEW.pdf_storage_path IS DISTINCT FROM OLD.pdf_storage_path
    OR NEW.document_sha256 IS DISTINCT FROM OLD.document_sha256
    OR NEW.check_code IS DISTINCT FROM OLD.check_code
    OR NEW.created_at IS DISTINCT FROM OLD.created_at
    OR (OLD.sealed_at IS NOT NULL AND (NEW.sealed_at IS DISTINCT FROM OLD.sealed_at
      OR NEW.sealed_pdf_storage_path IS DISTINCT FROM OLD.sealed_pdf_storage_path
      OR NEW.sealed_sha256 IS DISTINCT FROM OLD.sealed_sha256))
    OR (OLD.replaced_at IS NOT NULL AND (NEW.replaced_at IS DISTINCT FROM OLD.replaced_at
      OR NEW.replaced_by_id IS DISTINCT FROM OLD.replaced_by_id)) THEN
    RAISE EXCEPTION 'contract version % cannot change: a change is a new version', OLD.id
      USING ERRCODE = 'restrict_violation';
  END IF;
  IF OLD.sealed_at IS NULL AND NEW.sealed_at IS NOT NULL
    AND (SELECT count(*) FROM contract_signatures WHERE contract_version_id = OLD.id) < 2 THEN
    RAISE EXCEPTION 'contract version % is sealed only once both parties signed', OLD.id
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER contract_versions_immutable BEFORE UPDATE OR DELETE ON "contract_versions"
  FOR EACH ROW EXECUTE FUNCTION contract_versions_immutable();
