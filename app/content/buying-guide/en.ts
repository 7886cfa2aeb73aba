import type { BuyingGuide } from "#app/domain/guides/buying-guide";

/** For a British or Irish buyer, used to a solicitor doing the conveyancing and to stamp duty. */
export const buyingGuideEn: BuyingGuide = {
  locale: "en",
  title: "Buying a home in Spain: a practical guide",
  description:
    "NIE, purchase taxes by region, non-resident mortgages, the arras contract, the notary and the yearly taxes: what to know before you buy a home in Spain.",
  lead: "What you need, what it costs and what you will pay every year when you buy a home in Spain from abroad.",
  intro: [
    "Buying in Spain is safe when it is done properly, but it does not work like buying in the UK. There is no exchange of contracts: the deal is fixed by a private deposit contract (the arras) and completed by signing a deed before a notary. The notary is a public official who checks identities, reads the deed to both sides and collects the tax details, but acts for neither of you.",
    "That is why many British buyers also hire an independent Spanish lawyer (abogado) to do what a solicitor would do at home: check the title at the Land Registry, the debts on the property and the planning status, and review the contracts. This guide takes you through each step in the order you will meet it. It is general information, not legal or tax advice.",
  ],
  contents: "In this guide",
  updated: "Last updated",
  sections: {
    nie: {
      title: "The NIE: your number for buying",
      paragraphs: [
        "You cannot sign the deed, pay the taxes or open a Spanish bank account without an NIE (Número de Identidad de Extranjero), the identity number Spain gives foreigners with economic interests in the country, such as buying a home. It is just a number, not residency.",
      ],
      items: [
        "From the UK or elsewhere: at the Spanish consulate for where you live.",
        "In Spain: by appointment at a foreigners' office (Oficina de Extranjería) or a police station, with form EX-15, your passport and a document showing why you need it (a deposit contract will do).",
        "Through someone holding your power of attorney, if you cannot go in person.",
        "Apply as soon as you start looking: appointments can take weeks.",
      ],
    },
    costs: {
      title: "What buying costs, region by region",
      paragraphs: [
        "On a resale home you pay the transfer tax (ITP, Impuesto de Transmisiones Patrimoniales), Spain's equivalent of stamp duty. Each region sets its own rate, and it is charged on the higher of the price and the Land Registry's reference value (valor de referencia del Catastro). On top come the notary and the Land Registry fees.",
        "The table works these out for a {price} home with the same rates and fee scales we use on every listing. They are estimates at the general rate; some regions have lower rates for young buyers or large families. Allow extra for your lawyer, usually around 1 % of the price, and for a mortgage valuation if you borrow.",
      ],
    },
    newBuild: {
      title: "Buying a new-build home",
      paragraphs: [
        "The first sale of a new home by the developer pays VAT (IVA) instead of transfer tax: 10 % of the price for homes. The deed also pays stamp duty on documents (AJD), between 0.5 % and 1.5 % depending on the region.",
        "In the Canary Islands, the local IGIC replaces VAT.",
      ],
    },
    mortgage: {
      title: "A mortgage as a non-resident",
      paragraphs: [
        "Spanish banks do lend to non-residents, but less: typically 60 % to 70 % of the valuation, against around 80 % for residents. Plan to pay the rest of the price and all the costs from savings.",
        "Before you sign, the bank must give you the European Standardised Information Sheet (FEIN) and a warnings sheet (FiAE) at least 10 calendar days ahead. In that time you see the notary, free of charge, who checks that you understand the loan.",
      ],
    },
    arrasAndDeed: {
      title: "The deposit contract and the deed",
      paragraphs: [
        "Once you agree a price, you normally sign a deposit contract (contrato de arras) and pay a deposit, often 10 % of the price. Under the usual kind (arras penitenciales), if you pull out you lose the deposit; if the seller pulls out, they pay it back twice over. Read it with your lawyer before you sign: it binds you in a way an offer in England does not.",
        "Completion is the signing of the deed (escritura pública) before the notary, where you pay the balance and get the keys. The deed is then recorded at the Land Registry, which is what protects you against anyone else. If you cannot be in Spain, someone can sign for you with a power of attorney.",
      ],
    },
    fiscalRepresentative: {
      title: "A fiscal representative",
      paragraphs: [
        "A non-resident must appoint a tax representative in Spain if they live in a country without an effective exchange of tax information with Spain, or if the tax agency asks for one. The UK exchanges tax information with Spain, so it is not usually compulsory, but many owners have a Spanish accountant (gestor) file their returns for them.",
      ],
    },
    yearlyTaxes: {
      title: "Taxes you pay every year as an owner",
      paragraphs: [
        "Every owner pays IBI, the local council's property tax, once a year.",
        "If you live outside Spain and do not let the home, you also pay non-resident income tax on an imputed income: 2 % of the cadastral value (1.1 % where it was revised in the last ten years), taxed at 24 % for UK residents and 19 % for residents of the EU or EEA. You file it on form 210 during the following year.",
      ],
    },
    originOfFunds: {
      title: "Where the money comes from",
      paragraphs: [
        "Under Spain's anti-money-laundering law, the bank and the notary must identify you and ask where the money comes from. Keep the evidence to hand: the sale of another home, your savings, your mortgage.",
        "Pay by transfer from an account in your name: the deed records how the price was paid.",
      ],
    },
    nonResidentSeller: {
      title: "If the seller does not live in Spain",
      paragraphs: [
        "When you buy from a non-resident seller, you must keep back 3 % of the price and pay it to the Spanish tax agency on form 211 within a month. It is a payment on account of the seller's tax; if it is not paid, the home stays charged with it. The notary usually makes sure this happens at completion.",
      ],
    },
  },
  costsTable: {
    caption: "Costs of buying a {price} resale home, by region",
    community: "Region",
    itpRate: "Transfer tax rate",
    itp: "Transfer tax",
    notary: "Notary",
    registry: "Land Registry",
    total: "Approximate total",
    bandsNote: "average, in bands",
    bonusNote: "after a {percent} relief",
  },
  portal: {
    title: "Find your home",
    text: "Homes sold directly by their owners, with the buying costs worked out on every listing.",
    link: "See homes for sale",
  },
  disclaimer:
    "General information, not legal or tax advice. Rules and rates change: check your own case with a professional.",
};
