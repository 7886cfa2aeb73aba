import { BRAND_NAME } from "#app/lib/brand";
import { formatDateEs, formatPrice } from "#app/lib/format";
import { describeMatch, isPossibleOnly, type MatchedOn, matchDeclaredBuyer } from "./declared-buyer-match";
import { namesMatch, normaliseDni, normaliseEmail } from "./person-match";

export { namesMatch, normaliseDni, normaliseEmail, normaliseName } from "./person-match";

/**
 * The success fee follows evidence (docs/decisions/0030). The product already
 * knows who the seller dealt with through it: the accepted offer, the buyers named in the arras
 * contract it generated, and the lead log. When a seller declares an outside buyer and that record
 * points at a platform lead, the declaration needs a written reason and staff review it. Pure rules
 * here; the records are read in fee-evidence.server.ts.
 */

/** Someone who contacted the seller through the platform (a lead of the listing). */
export type EvidenceLead = {
  id: string;
  buyerName: string;
  buyerEmail: string;
  buyerPhone?: string | null;
  createdAt: string;
};
/** The offer the seller accepted on the platform, with its buyer. */
export type EvidenceOffer = { leadId: string | null; buyerName: string; buyerEmail: string; amount: number };
/** A buyer named in the arras contract the seller generated (e-mail when the contract has one). */
export type EvidenceArrasBuyer = { name: string; dni: string; email?: string | null };

export type FeeEvidence = {
  acceptedOffer: EvidenceOffer | null;
  arrasBuyers: EvidenceArrasBuyer[];
  leads: EvidenceLead[];
};

/** The outside buyer as the seller names them at step 6, with the e-mail or phone it now asks. */
export type DeclaredBuyer = {
  name: string;
  dni?: string | null;
  email?: string | null;
  phone?: string | null;
};

export type EvidenceHitKind =
  | "accepted_offer"
  | "arras_buyer_is_lead"
  | "declared_buyer_is_lead"
  | "declared_buyer_may_be_lead";
/** One reason the record points at a platform lead, in words a seller and staff both read. */
export type EvidenceHit = { kind: EvidenceHitKind; text: string; matchedOn?: MatchedOn[] };

type Person = { name: string; email?: string | null; dni?: string | null };

/** Same e-mail or same DNI (when both sides have one), or the same name. */
export function samePerson(a: Person, b: Person): boolean {
  if (a.email && b.email && normaliseEmail(a.email) === normaliseEmail(b.email)) return true;
  if (a.dni && b.dni && normaliseDni(a.dni) === normaliseDni(b.dni)) return true;
  return namesMatch(a.name, b.name);
}

const leadLabel = (lead: EvidenceLead) =>
  `${lead.buyerName}, que te contactó a través de ${BRAND_NAME} el ${formatDateEs(lead.createdAt)}`;

const asPerson = (lead: EvidenceLead): Person => ({ name: lead.buyerName, email: lead.buyerEmail });

/**
 * What in the record points at a platform lead when the seller declares `declared` as an outside
 * buyer. Empty: nothing contradicts the declaration and the sale completes as before.
 */
export function platformEvidence(evidence: FeeEvidence, declared: DeclaredBuyer): EvidenceHit[] {
  const hits: EvidenceHit[] = [];
  const { acceptedOffer, arrasBuyers, leads } = evidence;
  if (acceptedOffer) {
    hits.push({
      kind: "accepted_offer",
      text: `Aceptaste en ${BRAND_NAME} la oferta de ${acceptedOffer.buyerName} por ${formatPrice(acceptedOffer.amount)}.`,
    });
  }
  for (const buyer of arrasBuyers) {
    const lead = leads.find((candidate) => samePerson(buyer, asPerson(candidate)));
    if (lead)
      hits.push({
        kind: "arras_buyer_is_lead",
        text: `El contrato de arras que generaste nombra como comprador a ${buyer.name}: coincide con ${leadLabel(lead)}.`,
      });
  }
  // The declared name (and DNI, if given) against the leads, and against the arras buyers who are leads.
  const declaredLead =
    leads.find((lead) => samePerson(declared, asPerson(lead))) ??
    leads.find((lead) =>
      arrasBuyers.some(
        (buyer) =>
          samePerson(buyer, asPerson(lead)) && samePerson(declared, { name: buyer.name, dni: buyer.dni }),
      ),
    );
  if (declaredLead) {
    const matchedOn = matchDeclaredBuyer(declared, declaredLead);
    hits.push({
      kind: "declared_buyer_is_lead",
      text: `El comprador que indicas, ${declared.name}, coincide con ${leadLabel(declaredLead)}${matchedOn.length > 0 ? ` (${describeMatch(matchedOn)})` : ""}.`,
      ...(matchedOn.length > 0 ? { matchedOn } : {}),
    });
    return hits;
  }
  // Every lead on everything the record holds (docs/decisions/0051): e-mail, phone, DNI, a first name.
  for (const lead of leads) {
    const matchedOn = matchDeclaredBuyer(declared, lead);
    if (matchedOn.length === 0) continue;
    const possible = isPossibleOnly(matchedOn);
    hits.push({
      kind: possible ? "declared_buyer_may_be_lead" : "declared_buyer_is_lead",
      text: `El comprador que indicas, ${declared.name}, ${possible ? "podría ser" : "coincide con"} ${leadLabel(lead)} (${describeMatch(matchedOn)}).`,
      matchedOn,
    });
  }
  return hits;
}
