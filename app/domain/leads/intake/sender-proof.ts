/**
 * Whether an e-mail to the address a buyer typed may carry what they wrote (their name, message,
 * phone or conditions). Only when the address is proven theirs: they are signed in to an account
 * whose verified e-mail is that address. Anyone can type anyone's address, and a stranger's words
 * mailed from our domain to an address nobody confirmed is spam sent in our name. An
 * offer proves the address later, with its confirmation link (docs/decisions/0016).
 */
/** The signed-in buyer's account; `locale` is the language they read e-mails in (users.locale). */
export type BuyerAccount = { email: string; emailVerified: boolean; locale?: string | null } | null;

const normalised = (email: string) => email.trim().toLowerCase();

export function isProvenAddress(typedEmail: string, account: BuyerAccount): boolean {
  if (!account?.emailVerified) return false;
  return normalised(typedEmail) === normalised(account.email);
}
