import type { ChecklistItemKey } from "./documents";
import type { ClosingEvent } from "./events";
import type { ClosingParty } from "./room-access.server";

/**
 * What the closing room tells a party by e-mail, as facts: who did what, to which paper, until
 * when. The e-mail words it in the reader's language (app/emails/closing-words.ts), so the same
 * change reads in Spanish to the seller and in English to a buyer from abroad.
 */
export type ClosingNews =
  | { kind: "event"; event: Pick<ClosingEvent, "kind" | "party" | "payload"> }
  | {
      kind: "document";
      party: ClosingParty;
      /** Which document: a reader of another language reads its name from it. */
      itemKey: ChecklistItemKey;
      /** Its Spanish name, as the checklist gives it. */
      title: string;
      uploaded: boolean;
    }
  | { kind: "notary-link"; party: "seller" | "buyer"; created: boolean; expiresOn: string };
