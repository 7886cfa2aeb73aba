import { type LegalDocument, list, p } from "#app/domain/legal/document";
import type { PrivacyFacts, PrivacyPageWords } from "./facts";

export const PRIVACY_PAGE_EN: PrivacyPageWords = {
  description:
    "Who handles your personal data, why, who we share it with, how long we keep it, how to exercise your rights and which cookies we use.",
  eyebrow: "Your data",
  contents: { navLabel: "Contents of this policy", title: "Contents" },
};

/** The privacy notice for readers of English: the Spanish policy's content, told to a buyer from abroad. */
export function privacyPolicyEn(facts: PrivacyFacts): LegalDocument {
  const { provider, brandName } = facts;
  return {
    title: "Privacy Policy",
    dateLine: `Last updated: ${facts.updatedOn}`,
    intro: [
      p(
        `${brandName} uses personal data so that people can sell their homes, agencies can work with us and buyers can get in touch with sellers. This notice explains, with no small print, what data we use, why, who we share it with and the choices you have. It is the information we owe you under Articles 13 and 14 of the General Data Protection Regulation (Regulation (EU) 2016/679, “RGPD” in Spain) and Spain’s data protection act (Ley Orgánica 3/2018, LOPDGDD).`,
      ),
      p(
        "This is a translation for your convenience. The Spanish version (Política de Privacidad) is the one that legally applies: if the two ever differ, the Spanish text prevails.",
      ),
    ],
    sections: [
      {
        heading: "1. Who is responsible for your data",
        blocks: [
          {
            type: "fields",
            fields: [
              { label: "Controller", value: provider.name },
              { label: "Spanish tax number (NIF)", value: provider.nif },
              { label: "Registered address", value: provider.address },
              { label: "Privacy e-mail", value: provider.privacyEmail },
              { label: "Support", value: facts.supportEmail },
            ],
          },
        ],
      },
      {
        heading: "2. What data we handle",
        blocks: [
          list(
            "Your account: your name, e-mail address, password (stored encrypted, never in plain text) and, when you sign a contract with us, your Spanish identity number (DNI or NIE).",
            "The property you list: its address, features, photos, price, cadastral reference (never shown in the listing) and energy certificate.",
            "Contact details for the listing: the phone number and, if you choose, the e-mail address you want buyers to see.",
            "If you are an agency: your company name, tax number, registered address, legal representative and their identity document, and the sale mandate you provide.",
            "Payments and invoices: the amount, date and status of each payment, and the invoices we issue to you (your name and DNI or NIF, or your agency’s). Your card details go straight to the payment provider; we never see or store them.",
            "Technical data: IP address, access logs and cookie preferences, to keep the service secure.",
            "If you contact a seller from a listing (a message, a viewing request or an offer): your name, your e-mail address, your phone number if you give it, and what you write. If you are selling, the same details of the buyers who contact you.",
            "If you search for a home with an account: the homes you save as favourites, the searches you save and the record of the alerts we send you about them (new listings and price drops). We use them only to show them in your dashboard and alert you as you choose; they are included in “Descargar mis datos” (download my data) and deleted with your account.",
          ),
          p(
            "When you upload photos we remove their location (GPS) and device metadata, so that a photo never reveals where your home is beyond what you decide to publish.",
          ),
        ],
      },
      {
        heading: "3. Why we use it, and on what legal basis",
        blocks: [
          list(
            "To run your account and your service or collaboration contract: sign-up, the sale process, payments, contracts and support. Basis: performance of a contract (Article 6(1)(b) GDPR).",
            "To advertise your property on our portal, on property portals and in search engine and social media campaigns, including the contact details you choose to show so that buyers can call you. Basis: performance of a contract.",
            "To send you service messages: e-mail verification, password recovery, payment confirmations and updates on your sale. Basis: performance of a contract.",
            "To pass your message, viewing request or offer on to the seller, to let you know at the e-mail address you gave us (with a copy of what you wrote only if you are signed in with that same, already verified, address) and to keep it in the listing’s record of buyers, which also shows whether a sale was closed with a buyer who came through the platform. Basis: your own request, that is, steps taken at your request before entering into a contract (Article 6(1)(b) GDPR), and our legitimate interest in proving where a sale came from (Article 6(1)(f) GDPR). We limit how many messages can be sent per address and per listing to keep out spam.",
            "When the automatic translation service is switched on and you write in a language other than Spanish, to have your message translated into Spanish so that the seller can read it alongside your own words. Basis: your request to contact the seller (Article 6(1)(b) GDPR).",
            "To meet our legal obligations: invoicing, accounting, anti-money-laundering checks where they apply, and requests from the authorities. Basis: legal obligation (Article 6(1)(c) GDPR).",
            "To measure how the website is used with analytics cookies, so we can improve it. Basis: your consent (Article 6(1)(a) GDPR), which you can withdraw at any time.",
            "To count, without cookies, how many people view each listing and press its call button, so we can show the seller: from your IP address and browser we keep only an encrypted fingerprint for that day, which changes daily and is deleted when the day ends; the IP address itself is not stored. Basis: the seller’s and our legitimate interest in knowing how the listing performs (Article 6(1)(f) GDPR).",
          ),
          p(
            "We make no automated decisions that have legal effects on you (Article 22 GDPR), and we do not build profiles from your data.",
          ),
        ],
      },
      {
        heading: "4. Who we share it with",
        blocks: [
          list(
            "Property portals and advertising platforms (search engines and social networks), which receive the listing and the contact details you decide to publish.",
            "Payment providers, which process your card or instalment payments.",
            "Public authorities, courts and the Spanish tax agency (Agencia Tributaria) when the law requires it.",
            "Companies that provide services to us (hosting, e-mail), as processors under contract and only on our instructions.",
            "If you sell together with an agency, the details of interested buyers are passed on to that agency.",
            "If you contact a seller, we pass on your name, e-mail address, phone number if you give it and your message, so they can reply to you directly. The seller’s e-mail address is not shown to you.",
            "When automatic translation is on, the text of your message goes to the translation provider (DeepL), which acts as our processor.",
          ),
          p(
            "Some advertising platforms may process data outside the European Economic Area. We only work with those that offer appropriate safeguards, such as the European Commission’s standard contractual clauses or an adequacy decision.",
          ),
        ],
      },
      {
        heading: "5. How long we keep it",
        blocks: [
          p(
            "For as long as you have an account and the service lasts. After that, we block the data for the periods during which the law may require it (six years for accounting and tax records; five years for personal civil claims) and then delete it. The listing is taken down from our portal when the home is sold or the service ends, and we ask the portals where it appeared to remove it too.",
          ),
          p(
            `Buyers’ messages, viewing requests and offers are kept while the listing is for sale and for up to ${facts.leadMonthsAfterClosed} months after it is sold or withdrawn; in any case they are deleted after ${facts.leadMonthsWithoutActivity} months without activity. If the seller deletes the listing or their account, they are deleted at that moment. An offer the buyer does not confirm from their e-mail is deleted after 7 days. The automatic translation of a message is kept and deleted together with it.`,
          ),
          p(
            "If you delete your account from your dashboard, we immediately delete your profile, your listings with their photos and their buyers’ contacts, the messages you sent to sellers with your account, and your contracts with their files, and we sign you out on every device. We keep only, separated from your name and contact details, the record of each payment (amount, date, description, status and listing title), and the invoices we issued to you exactly as issued, with the name and DNI or NIF shown on them, because the law requires us to keep them for six years (artículo 30 del Código de Comercio and Spanish invoicing rules). The invoices are no longer linked to your account and only our administration team can see them, to meet those obligations. Arras contracts (the Spanish deposit contract) signed on the platform, as seller or as buyer, are also kept, with the signatures and their record, because they prove what both parties agreed and the other party may need them to defend their rights (Article 17(3)(e) GDPR); they are no longer linked to your account.",
          ),
        ],
      },
      {
        heading: "6. Your rights and how to use them",
        blocks: [
          p("Under Articles 15 to 22 GDPR you can at any time exercise your right of:"),
          list(
            "Access: to know what data of yours we handle.",
            "Rectification: to correct any that is inaccurate.",
            "Erasure: to ask us to delete it once it is no longer needed.",
            "Objection: to object to a particular use of it.",
            "Restriction: to ask us to stop using it while a complaint is being resolved.",
            "Portability: to receive it in a structured, commonly used format.",
          ),
          p(
            "The quickest way is your dashboard (Mi Panel → Mis Datos, in Spanish): there you can correct your data, download a copy of all of it in a machine-readable file and delete your account. You can also write to us, in English if you prefer, at " +
              `${provider.privacyEmail}, attaching a copy of your identity document so that we can check it is you. We will reply within one month at the latest.`,
          ),
          p(
            "If you feel we have not handled your request properly, you can lodge a complaint with the Spanish data protection authority, the Agencia Española de Protección de Datos (www.aepd.es), under Article 77 GDPR, or with the authority of the EU country where you live or work.",
          ),
        ],
      },
      {
        heading: "7. Cookies",
        blocks: [
          p("We use two kinds of cookies:"),
          list(
            "Essential: needed for the website to work (keeping you signed in, protecting forms, remembering for one hour the home you want to save as a favourite while you sign in, remembering your cookie choice, and remembering for 30 days which channel brought you to a listing — idealista, for example — so that your messages, viewings and offers reach the seller with that source; this last one stores only the channel’s name, nothing about you, and is shared with no one). They do not need your consent.",
            "Analytics: they tell us, in aggregate, which pages are visited, so we can improve the website. They are only switched on if you accept them.",
          ),
          p(
            "You can accept, reject or change your choice whenever you like from “Cookie preferences” at the foot of every page. Rejecting analytics cookies does not limit any feature of the website.",
          ),
        ],
      },
      {
        heading: "8. Security",
        blocks: [
          p(
            "We encrypt your connection to the website, store passwords with secure hashing algorithms, give access to data only to the staff who need it and log that access. If a breach ever put your data at risk, we would tell you and report it to the authority within the legal deadlines.",
          ),
        ],
      },
      {
        heading: "9. Children and changes to this policy",
        blocks: [
          p(
            "The service is meant for adults; we do not knowingly handle children’s data. If we make a significant change to this policy, we will let you know by e-mail before the change takes effect.",
          ),
        ],
      },
    ],
    closing: [],
  };
}
