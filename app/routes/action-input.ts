import type { AppLoadContext } from "react-router";
import type { SessionUser } from "#app/domain/users/session.server";

/**
 * What a page's action hands to the function of one `intent`: the request, its body already read,
 * and what the page knows besides (`{ propertyId: string }` on a listing, `{ user: SessionUser }`
 * behind sign-in).
 */
export type ActionInput<Known extends object = object> = {
  context: AppLoadContext;
  request: Request;
  formData: FormData;
} & Known;

/** On a listing's page (`/propiedad/:id`): its id, from the URL. */
export type ListingActionInput = ActionInput<{ propertyId: string }>;

/** Behind sign-in (the dashboard's tabs, both process pages): who is signed in. */
export type SignedInActionInput = ActionInput<{ user: SessionUser }>;
