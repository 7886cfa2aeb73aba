ALTER TABLE "contract_versions" DROP CONSTRAINT "contract_versions_arras_contract_id_arras_contracts_id_fk";
--> statement-breakpoint
ALTER TABLE "contract_versions" ALTER COLUMN "arras_contract_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "contract_versions" ADD CONSTRAINT "contract_versions_arras_contract_id_arras_contracts_id_fk" FOREIGN KEY ("arras_contract_id") REFERENCES "public"."arras_contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Hand-written (keep when renumbering): deleting a listing or an account keeps every version
-- somebody signed (docs/decisions/0049-signature-level.md). The contract row goes with its property,
-- and the version is detached (arras_contract_id set to null by the foreign key); that is the one
-- change of a version's document columns allowed, and only towards null: a version never moves to
-- another contract. Everything else is as migration 0028 wrote it.
CREATE OR REPLACE FUNCTION contract_versions_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
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
    OR (NEW.arras_contract_id IS DISTINCT FROM OLD.arras_contract_id AND NEW.arras_contract_id IS NOT NULL)
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
