import { useCallback, useEffect, useRef, useState } from "react";
import {
  clearListingDraft,
  type ListingDraft,
  listingDraftKey,
  readListingDraft,
  type SaleProcess,
  writeListingDraft,
} from "#app/domain/sale/in-progress";

/** Hidden fields of the form that are not the listing's: never kept in the draft. */
const NOT_TYPED = new Set(["intent", "propertyId", "purpose"]);

/** What the form holds as typed: every text field (files are not kept), features as a list. */
export function readFormDraft(form: HTMLFormElement): ListingDraft {
  const data = new FormData(form);
  const draft: ListingDraft = {};
  for (const [name, value] of data) {
    if (NOT_TYPED.has(name) || name === "features" || typeof value !== "string") continue;
    draft[name] = value;
  }
  draft.features = data.getAll("features").map(String);
  return draft;
}

/**
 * What was typed in the listing form but not saved survives a reload ('a draft survives a
 * reload'): kept in this browser under the user's own key, cleared once saved or on sign-out.
 */
export function useListingDraft({
  userId,
  propertyId,
  process,
  formId,
  enabled,
}: {
  userId: string;
  propertyId: string | null;
  process: SaleProcess;
  formId: string;
  /** Off while the form is read-only: nothing is typed, nothing is restored. */
  enabled: boolean;
}) {
  const key = enabled ? listingDraftKey(userId, propertyId, process) : "";
  // Tied to its key: on the first render for another property, the previous one's draft is not shown.
  const [restored, setRestored] = useState<{ key: string; draft: ListingDraft | null }>({
    key,
    draft: null,
  });
  const draft = restored.key === key ? restored.draft : null;
  // Bumped when the form must show other values than it has: a draft restored, or thrown away.
  const [version, setVersion] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const kept = key ? readListingDraft(key) : null;
    setRestored({ key, draft: kept });
    if (kept) setVersion((current) => current + 1);
    return () => clearTimeout(timer.current);
  }, [key]);

  const remember = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const form = document.getElementById(formId);
      if (key && form instanceof HTMLFormElement) writeListingDraft(key, readFormDraft(form));
    }, 400);
  }, [key, formId]);

  /** The values are on their way to the server (or thrown away): the browser copy goes. */
  const forget = useCallback(() => {
    clearTimeout(timer.current);
    if (key) clearListingDraft(key);
  }, [key]);

  const discard = useCallback(() => {
    forget();
    setRestored({ key, draft: null });
    setVersion((current) => current + 1);
  }, [forget, key]);

  return { draft, version, remember, forget, discard };
}
