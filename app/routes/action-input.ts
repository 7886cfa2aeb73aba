import type { AppLoadContext } from "react-router";

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
