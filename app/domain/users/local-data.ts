/**
 * What the browser keeps for a signed-in person: the property in
 * progress, one key for the private-owner process and one for the agency process, each holding
 * the owner's userId. The sale and agency processes read and write these keys; sign-out removes
 * them, so the next person on the same computer starts clean.
 */
export const IN_PROGRESS_STORAGE_KEYS = {
  particular: "propertyInProgress",
  agency: "agencyPropertyInProgress",
} as const;

/** Any other per-user key should start with this, so sign-out clears it too. */
export const USER_STORAGE_PREFIX = "zaguan:user:";

type KeyValueStorage = Pick<Storage, "length" | "key" | "removeItem">;

/** Removes the signed-in person's data from this browser. Never throws (storage may be blocked). */
export function clearSignedInLocalData(storage: KeyValueStorage | undefined = globalThis.localStorage) {
  if (!storage) return;
  try {
    const keys: string[] = [...Object.values(IN_PROGRESS_STORAGE_KEYS)];
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index);
      if (key?.startsWith(USER_STORAGE_PREFIX)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Private mode or blocked storage: there is nothing stored to clear.
  }
}
