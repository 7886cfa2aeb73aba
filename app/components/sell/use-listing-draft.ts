import { useCallback, useEffect, useRef, useState } from "react";
import {
  clearListingDraft,
  type ListingDraft,
  listingDraftKey,
  readListingDraft,
  writeListingDraft,
} from "#app/domain/sale/in-progress";

/** Names the draft keeps: the listing's own fields, never the hidden intent or property id. */
const DRAFT_FIELDS = [
  "title",
  "description",
  "address",
  "province",
  "propertyType",
  "price",
  "bedrooms",
  "bathrooms",
  "size",
  "countryCode",
  "phone",
  "energyRating",
  "dni",
] as const;

export function readFormDraft(form: HTMLFormElement): ListingDraft {
  const data = new FormData(form);
  const draft: ListingDraft = {};
  for (const name of DRAFT_FIELDS) {
    const value = data.get(name);
    if (typeof value === "string") draft[name] = value;
  }
  draft.features = data.getAll("features").map(String);
  return draft;
}

/**
 * What was typed in the listing form but not saved survives a reload (spec: 'a draft survives a
 * reload'): kept in this browser under the user's own key, cleared once saved or on sign-out.
 */
export function useListingDraft({
  userId,
  propertyId,
  formId,
}: {
  userId: string;
  propertyId: string | null;
  formId: string;
}) {
  const key = listingDraftKey(userId, propertyId);
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
    const kept = readListingDraft(key);
    setRestored({ key, draft: kept });
    if (kept) setVersion((current) => current + 1);
    return () => clearTimeout(timer.current);
  }, [key]);

  const remember = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const form = document.getElementById(formId);
      if (form instanceof HTMLFormElement) writeListingDraft(key, readFormDraft(form));
    }, 400);
  }, [key, formId]);

  /** The values are on their way to the server (or thrown away): the browser copy goes. */
  const forget = useCallback(() => {
    clearTimeout(timer.current);
    clearListingDraft(key);
  }, [key]);

  const discard = useCallback(() => {
    forget();
    setRestored({ key, draft: null });
    setVersion((current) => current + 1);
  }, [forget, key]);

  return { draft, version, remember, forget, discard };
}
