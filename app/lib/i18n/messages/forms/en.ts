import type { FormsCatalogue } from "./types";

export const formsEn: FormsCatalogue = {
  "forms.name": "Name",
  "forms.email": "Email address",
  "forms.emailVerified": "Your account’s address, already verified: no need to confirm it.",
  "forms.phone": "Phone (optional)",
  "forms.honeypot": "Website",
  "forms.privacyAccept": "I have read and accept the",
  "forms.privacyPolicy": "Privacy Policy",
  "forms.contact.heading": "Contact the seller",
  "forms.contact.intro":
    "Write to the seller without sharing your account: we email them your message and they reply to you directly. Their address is never shown.",
  "forms.contact.message": "Message",
  "forms.contact.messageHint":
    "For example, when you could view the home or what you would like to know about it.",
  "forms.contact.privacyPurpose": ": we will use your details only to pass your message on to the seller.",
  "forms.contact.submit": "Send message",
  "forms.contact.sent": "Message sent",
  "forms.contact.sentDetail":
    "The seller has your message and will reply to your email address. We have sent you a note there too.",
  "forms.contact.again": "Write another message",
  "forms.contact.tooFast":
    "That was sent a little too quickly. Please check your message and press “Send message” again.",
  "forms.contact.expired": "This form has expired. Press “Send message” again to send it.",
  "forms.viewing.heading": "Book a viewing",
  "forms.viewing.intro":
    "Suggest up to three dates and times within the next 90 days, between 08:00 and 22:00 Spanish time (Madrid). The seller will confirm one or suggest another, and we will send you both a calendar invitation.",
  "forms.viewing.times": "Times that suit you",
  "forms.viewing.slot": "Date and time {number}",
  "forms.viewing.slotOptional": "Date and time {number} (optional)",
  "forms.viewing.privacyPurpose": ": we will use your details only to arrange the viewing with the seller.",
  "forms.viewing.submit": "Request a viewing",
  "forms.viewing.sent": "Viewing request sent",
  "forms.viewing.sentDetail":
    "The seller will pick one of your times or suggest another. We will let you know by email, with a link to follow your request or cancel it.",
  "forms.viewing.again": "Request another viewing",
  "forms.viewing.tooFast":
    "That was sent a little too quickly. Please check your details and press “Request a viewing” again.",
  "forms.viewing.expired": "This form has expired. Press “Request a viewing” again to send it.",
  "forms.offer.heading": "Make an offer",
  "forms.offer.intro":
    "We will email you a link to confirm your address; once you open it, your offer goes to the seller, and we will email you whether they accept it, turn it down or make a counter-offer. Their address is never shown.",
  "forms.offer.introVerified":
    "Your offer goes to the seller as soon as you send it, from your account’s email address. You will hear by email, and under “My requests” (Mis solicitudes) in your account, whether they accept it, turn it down or make a counter-offer. Their address is never shown.",
  "forms.offer.amount": "Your offer (€)",
  "forms.offer.askingPrice": "Asking price: {price}",
  "forms.offer.financing": "How you will pay",
  "forms.offer.mortgage": "With a mortgage",
  "forms.offer.cash": "Cash",
  "forms.offer.arrasDate": "Proposed date to sign the deposit contract (arras)",
  "forms.offer.conditions": "Conditions (optional)",
  "forms.offer.conditionsExample":
    "For example: subject to mortgage approval, or the kitchen furniture stays.",
  "forms.offer.privacyPurpose": ": we will use your details only to pass your offer on to the seller.",
  "forms.offer.submit": "Send offer",
  "forms.offer.sent": "Check your email to confirm your offer",
  "forms.offer.sentDetail":
    "We have sent you a link. Your offer reaches the seller once you open it and press “Confirm my offer”; if you do not confirm it within 7 days, we will delete it.",
  "forms.offer.delivered": "Offer sent to the seller",
  "forms.offer.deliveredDetail":
    "We will email you their answer. You can also follow it, and reply to a counter-offer, under “My requests” (Mis solicitudes) in your account.",
  "forms.offer.again": "Make another offer",
  "forms.offer.tooFast":
    "That was sent a little too quickly. Please check your offer and press “Send offer” again.",
  "forms.offer.expired": "This form has expired. Press “Send offer” again to send it.",
  "forms.error.alreadySent":
    "This form had already been sent. If you did not see the confirmation, check your details and send it again.",
  "forms.error.rateLimited":
    "You have sent too many messages in a row. Please try again in {minutes, plural, one {# minute} other {# minutes}}.",
  "forms.error.reserved":
    "Under offer: the seller has agreed a sale with a buyer and is not taking further offers or messages. If the reservation falls through, the home will be back on sale.",
  "forms.error.nameRequired": "Enter your name.",
  "forms.error.nameShort": "Your name must be at least 2 characters long.",
  "forms.error.nameLong": "Your name cannot be longer than 100 characters.",
  "forms.error.emailRequired": "Enter your email address.",
  "forms.error.emailLong": "That email address is too long.",
  "forms.error.emailInvalid": "Enter a valid email address, like name@example.com.",
  "forms.error.phoneInvalid":
    "Enter a valid phone number: digits, spaces and hyphens only, with the country code (such as +44).",
  "forms.error.privacyRequired": "Please accept the Privacy Policy to send your message.",
  "forms.error.privacyViewing": "Please accept the Privacy Policy to request the viewing.",
  "forms.error.messageRequired": "Write your message to the seller.",
  "forms.error.messageShort": "Your message must be at least 10 characters long.",
  "forms.error.messageLong": "Your message cannot be longer than 2,000 characters.",
  "forms.error.slotRequired": "Suggest at least one date and time for the viewing.",
  "forms.error.slotInvalid": "Enter a valid date and time (for example, 14/03/2026 10:30).",
  "forms.error.slotPast": "Choose a date and time that has not passed yet.",
  "forms.error.slotTooSoon": "Suggest a time at least two hours from now.",
  "forms.error.slotTooFar": "Suggest a date within the next 90 days.",
  "forms.error.slotOutsideHours": "Suggest a time between 08:00 and 22:00 Spanish time (Madrid).",
  "forms.error.slotRepeated": "You have already suggested this date and time.",
  "forms.error.amountRequired": "Enter the amount of your offer in euros.",
  "forms.error.amountInvalid": "Enter the amount in whole euros, without cents: for example, 250,000.",
  "forms.error.amountAmbiguous":
    "We cannot tell whether that amount includes cents: write it in whole euros with commas for thousands, for example 250,000.",
  "forms.error.amountTooLow": "Your offer must be at least €1,000.",
  "forms.error.amountTooHigh": "Please check the amount: it is more than 100 times the asking price.",
  "forms.error.financingRequired": "Tell the seller how you will pay: with a mortgage or in cash.",
  "forms.error.arrasDateRequired": "Enter the date you propose for signing the deposit contract (arras).",
  "forms.error.arrasDateInvalid": "That date does not exist: check the day and the month.",
  "forms.error.arrasDatePast": "The date for the deposit contract must be after today.",
  "forms.error.arrasDateFar": "The date for the deposit contract cannot be more than a year away.",
  "forms.error.conditionsLong": "Your conditions cannot be longer than 2,000 characters.",
};
