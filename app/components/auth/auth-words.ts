import type { AuthFieldMessages } from "#app/domain/users/auth.schema";

/**
 * The sign-in and sign-up page's words, finished on the server in the page's language and passed
 * down from the loader: the catalogues never reach the browser (docs/decisions/0061). A sentence
 * with a link or an address inside comes in pieces, so each language keeps its own word order.
 */
export type AuthWords = {
  tabs: { label: string; login: string; signup: string };
  email: string;
  password: string;
  name: string;
  show: string;
  hide: string;
  signIn: { submit: string; forgot: string; resend: string; link: string };
  signUp: {
    passwordHint: string;
    submit: string;
    /** Before the terms link, between the two links, after the privacy link. */
    consent: [string, string, string];
    terms: string;
    privacy: string;
    sentTitle: string;
    /** Around the address the e-mail went to. */
    sentTo: [string, string];
    mustVerify: string;
    sentBody: string;
    verified: string;
  };
  fields: AuthFieldMessages;
};
