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
  "forms.mail.hello": "Hello,",
  "forms.mail.viewListing": "View the listing",
  "forms.mail.enquiry.copySubject": "Your message about “{title}”",
  "forms.mail.enquiry.copyPreview": "We have sent your message to the seller.",
  "forms.mail.enquiry.copySent":
    "We have sent your message to the seller of “{title}”. They will reply to you directly at this address.",
  "forms.mail.enquiry.copySentPhone":
    "We have sent your message to the seller of “{title}”. They will reply to you directly at this address or by phone.",
  "forms.mail.enquiry.copyNotYou":
    "If you did not write this message, just ignore this email: nobody will write to you about it again.",
  "forms.mail.enquiry.receiptSubject": "Message sent about “{title}”",
  "forms.mail.enquiry.receiptPreview": "We have sent the message to the seller.",
  "forms.mail.enquiry.receipt":
    "We received a message sent from this address about “{title}” and have passed it on to the seller. If they reply, it will be to this address.",
  "forms.mail.enquiry.receiptNotYou":
    "If it was not you, just ignore this email: nobody will write to you about it again.",
  "forms.mail.offer.confirmSubject": "Confirm your offer for “{title}”",
  "forms.mail.offer.confirmLine":
    "To send your offer for “{title}” to the seller, please confirm that this email address is yours.",
  "forms.mail.offer.confirmButton": "Confirm my offer",
  "forms.mail.offer.confirmNotYou":
    "If you did not make this offer, just ignore this email: it will not be sent, and we will delete it in a few days.",
  "forms.mail.viewing.requestSubject": "Your viewing request for “{title}”",
  "forms.mail.viewing.receiptSubject": "Viewing request sent for “{title}”",
  "forms.mail.viewing.requestPreview": "We have sent your viewing request to the seller.",
  "forms.mail.viewing.requestSent":
    "We have sent the seller of “{title}” your viewing request with these times (Spanish time, Madrid). We will email you when they answer.",
  "forms.mail.viewing.receiptSent":
    "We received a viewing request sent from this address for “{title}”, with these times (Spanish time, Madrid), and have sent it to the seller. We will email you when they answer.",
  "forms.mail.viewing.followLink": "Use the link to see where it stands or to cancel it.",
  "forms.mail.viewing.receiptNotYou": "If it was not you, cancel it from the link or just ignore this email.",
  "forms.mail.viewing.requestButton": "View your request",
  "forms.mail.viewing.confirmedSubject": "Viewing confirmed: “{title}”",
  "forms.mail.viewing.onTime": "Your viewing is on {time}.",
  "forms.mail.viewing.confirmed":
    "The seller has confirmed your viewing of “{title}” (Spanish time, Madrid). Add it to your calendar with the attached invitation.",
  "forms.mail.viewing.address": "Address: {address}",
  "forms.mail.viewing.cantGo": "If you cannot make it, cancel it from the link so the seller knows.",
  "forms.mail.viewing.viewButton": "View your viewing",
  "forms.mail.viewing.proposedSubject": "The seller suggests another time to view “{title}”",
  "forms.mail.viewing.proposedPreview": "New suggestion: {time}.",
  "forms.mail.viewing.proposed":
    "The seller of “{title}” cannot make the times you suggested and proposes this one instead (Spanish time, Madrid):",
  "forms.mail.viewing.proposedButton": "Accept or cancel the viewing",
  "forms.mail.viewing.rejectedPreview": "The seller cannot show you the home.",
  "forms.mail.viewing.rejected": "The seller of “{title}” cannot take up your viewing request.",
  "forms.mail.viewing.rejectedNext": "You can still look at the listing, or write to the seller from it.",
  "forms.mail.viewing.cancelledSubject": "Viewing cancelled: “{title}”",
  "forms.mail.viewing.cancelledPreview": "The seller has cancelled the viewing.",
  "forms.mail.viewing.cancelled":
    "The seller has cancelled your viewing of “{title}” (Spanish time, Madrid):",
  "forms.mail.viewing.reminderSubject": "Reminder: you are viewing “{title}” tomorrow",
  "forms.mail.viewing.reminder": "A reminder of your viewing of “{title}” (Spanish time, Madrid).",
  "forms.mail.viewing.feedbackSubject": "How did the viewing go?",
  "forms.mail.viewing.feedbackPreview": "Tell us what you thought of “{title}”.",
  "forms.mail.viewing.feedback":
    "We hope your viewing of “{title}” went well. Rate it from 1 to 5 and, if you like, leave a comment: the seller will see it.",
  "forms.mail.viewing.feedbackButton": "Rate the viewing",
  "forms.phone.notPerson": "Open the listing in a web browser to see the phone number.",
  "forms.phone.unavailable": "This listing has no contact number. Please write to the seller using the form.",
  "forms.phone.rateLimited":
    "You have asked for a lot of phone numbers in a short time. Try again in {minutes, plural, one {# minute} other {# minutes}}, or write to the seller using the contact form.",
};
