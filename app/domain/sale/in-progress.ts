import { IN_PROGRESS_STORAGE_KEYS, USER_STORAGE_PREFIX } from "#app/domain/users/local-data";

/**
 * The property a person is working on, remembered in this browser: one
 * key per process ('propertyInProgress' for the private sale, another for the agency process),
 * each holding the owner's userId so that another person signing in on the same computer never
 * picks it up. Sign-out removes both (users/local-data.ts). Only ids are stored: the property
 * itself is always read from the server.
 */
export type SaleProcess = keyof typeof IN_PROGRESS_STORAGE_KEYS;
export type InProgressProperty = { userId: string; propertyId: string };

type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const defaultStorage = (): KeyValueStorage | undefined =>
  typeof globalThis.localStorage === "undefined" ? undefined : globalThis.localStorage;

function parse(raw: string | null): InProgressProperty | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<InProgressProperty> & { user_id?: unknown; id?: unknown };
    // The earlier version cached the whole property with user_id and id: read that shape too.
    const userId = value.userId ?? value.user_id;
    const propertyId = value.propertyId ?? value.id;
    if (typeof userId === "string" && typeof propertyId === "string" && userId && propertyId) {
      return { userId, propertyId };
    }
  } catch {
    // Not ours or corrupted: treated as nothing saved.
  }
  return null;
}

/**
 * The id of the property in progress for this user, or null. An entry that belongs to someone
 * else, or that cannot be read, is discarded on the way.
 */
export function readInProgressProperty(
  process: SaleProcess,
  userId: string,
  storage: KeyValueStorage | undefined = defaultStorage(),
): string | null {
  if (!storage) return null;
  const key = IN_PROGRESS_STORAGE_KEYS[process];
  try {
    const raw = storage.getItem(key);
    const entry = parse(raw);
    if (entry?.userId === userId) return entry.propertyId;
    if (raw !== null) storage.removeItem(key);
  } catch {
    // Blocked storage (private mode, policy): behave as if nothing was saved.
  }
  return null;
}

export function writeInProgressProperty(
  process: SaleProcess,
  entry: InProgressProperty,
  storage: KeyValueStorage | undefined = defaultStorage(),
): void {
  try {
    storage?.setItem(IN_PROGRESS_STORAGE_KEYS[process], JSON.stringify(entry));
  } catch {
    // Full or blocked storage: the server still knows the newest property.
  }
}

export function clearInProgressProperty(
  process: SaleProcess,
  storage: KeyValueStorage | undefined = defaultStorage(),
): void {
  try {
    storage?.removeItem(IN_PROGRESS_STORAGE_KEYS[process]);
  } catch {
    // Nothing to clear.
  }
}

/**
 * The property kept in progress when it is one of `candidates` (the owner's properties still under
 * way, as the server says); a kept id that leads nowhere any more is forgotten and null returned.
 */
export function keptPropertyAmong(
  process: SaleProcess,
  userId: string,
  candidates: readonly string[],
  storage: KeyValueStorage | undefined = defaultStorage(),
): string | null {
  const kept = readInProgressProperty(process, userId, storage);
  if (kept === null || candidates.includes(kept)) return kept;
  clearInProgressProperty(process, storage);
  return null;
}

/**
 * Where the listing form keeps what was typed but not yet saved, per user, process and property
 * ('nueva' before the property exists): a new sale and a new collaboration never share one. The
 * prefix makes sign-out remove it with the rest.
 */
export function listingDraftKey(
  userId: string,
  propertyId: string | null,
  process: SaleProcess = "particular",
): string {
  const name = process === "agency" ? "agency-listing-draft" : "listing-draft";
  return `${USER_STORAGE_PREFIX}${userId}:${name}:${propertyId ?? "nueva"}`;
}

export type ListingDraft = Record<string, string | string[]>;

export function readListingDraft(
  key: string,
  storage: KeyValueStorage | undefined = defaultStorage(),
): ListingDraft | null {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== "object" || Array.isArray(value)) return null;
    const draft: ListingDraft = {};
    for (const [name, field] of Object.entries(value)) {
      if (typeof field === "string") draft[name] = field;
      else if (Array.isArray(field) && field.every((item) => typeof item === "string")) draft[name] = field;
    }
    return draft;
  } catch {
    return null;
  }
}

export function writeListingDraft(
  key: string,
  draft: ListingDraft,
  storage: KeyValueStorage | undefined = defaultStorage(),
): void {
  try {
    storage?.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the draft just does not survive a reload.
  }
}

export function clearListingDraft(
  key: string,
  storage: KeyValueStorage | undefined = defaultStorage(),
): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}
