import type { AppLoadContext } from "react-router";
import { data } from "react-router";
import { notaSimpleAgeText } from "#app/domain/closing/documents";
import {
  type ChecklistEntry,
  type DocumentRow,
  documentsChecklist,
  markDocumentReceived,
  uploadClosingDocument,
} from "#app/domain/closing/documents.server";
import { isDomainError } from "#app/domain/errors";
import type { SessionUser } from "#app/domain/users/session.server";
import { emailBrand } from "#app/emails/brand.server";
import { failureStatus } from "#app/http/http-errors.server";
import { madridDay } from "#app/lib/calendar";
import type { Locale } from "#app/lib/i18n/locales";
import { type MessageKey, translator } from "#app/lib/i18n/translate";
import { getStorage } from "#app/lib/storage.server";
import { redirectWithToast } from "#app/lib/toast.server";
import { pathTo, ROUTES } from "#app/urls";
import { checklistItemIn, notaSimpleAgeIn } from "./documents-words.server";
import { closingRefusalIn, uploadRefusalsIn } from "./field-words.server";
import { notaryLinkAction, notaryLinksView } from "./notary-links.server";
import { requireClosingRoom, roomLocale } from "./room-access.server";

/** The intents of the Documentos tab: who may post each is checked by the domain. */
export const DOCUMENT_INTENTS = [
  "upload-document",
  "mark-received",
  "create-notary-link",
  "revoke-notary-link",
] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function rowView(dealId: string, row: DocumentRow) {
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    party: row.party,
    href: row.storageKey ? pathTo(ROUTES.closingDocumentFile, { dealId, documentId: row.id }) : null,
    issuedOn: row.issuedOn,
  };
}

function entryView(dealId: string, entry: ChecklistEntry, today: string, locale: Locale) {
  const { current, history, ...item } = entry;
  const issuedOn = current ? (current.issuedOn ?? madridDay(current.createdAt)) : null;
  return {
    ...checklistItemIn(locale, item),
    current: current ? rowView(dealId, current) : null,
    history: history.map((row) => rowView(dealId, row)),
    age:
      entry.key === "nota-simple" && current?.storageKey && issuedOn
        ? locale === "es"
          ? notaSimpleAgeText(issuedOn, today)
          : notaSimpleAgeIn(locale, issuedOn, today)
        : null,
  };
}

export type DocumentEntryView = ReturnType<typeof entryView>;

/** The checklist grouped by who brings each document, with each item's state and files. */
export async function loadDocuments(context: AppLoadContext, user: SessionUser, dealId: string) {
  const room = await requireClosingRoom(context, user, dealId);
  const today = madridDay(new Date());
  const locale = await roomLocale(context, room);
  const entries = (await documentsChecklist(context.db, room)).map((entry) =>
    entryView(room.deal.id, entry, today, locale),
  );
  return {
    locale,
    dealId: room.deal.id,
    party: room.party,
    readOnly: room.readOnly,
    seller: entries.filter((entry) => entry.party === "seller"),
    buyer: entries.filter((entry) => entry.party === "buyer"),
    notaryLinks: await notaryLinksView(context, room, locale),
  };
}

/** A refusal next to its item: on the file, or on the nota simple's date when `field` says so. */
export type DocumentActionData = {
  itemKey: string;
  error: string;
  issuedOn: string;
  field?: "issuedOn";
} | null;

/** What each form says back, written out so a reader (and the catalogue test) finds every key. */
const SUCCESS: Record<(typeof DOCUMENT_INTENTS)[number], MessageKey> = {
  "upload-document": "closing.doc.toast.upload-document",
  "mark-received": "closing.doc.toast.mark-received",
  "create-notary-link": "closing.doc.toast.create-notary-link",
  "revoke-notary-link": "closing.doc.toast.revoke-notary-link",
};

/** One POST of the tab: an upload (multipart) or a paper document marked received. */
export async function documentsAction(
  context: AppLoadContext,
  request: Request,
  user: SessionUser,
  dealId: string,
) {
  const room = await requireClosingRoom(context, user, dealId);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const itemKey = String(form.get("itemKey") ?? "");
  const issued = String(form.get("issuedOn") ?? "").trim();
  const now = new Date();
  const mail = { mailer: context.mailer, brand: emailBrand(context.env) };
  const refuse = (error: string, status = 400, field?: "issuedOn") =>
    data({ itemKey, error, issuedOn: issued, field } satisfies DocumentActionData, { status });
  try {
    if (intent === "upload-document") {
      const refusals = uploadRefusalsIn(await roomLocale(context, room));
      const file = form.get("file");
      if (!(file instanceof File) || file.size === 0) return refuse(refusals.file("missing"));
      if (issued && (!DAY.test(issued) || issued > madridDay(now)))
        return refuse(refusals.notaSimpleDay, 400, "issuedOn");
      const result = await uploadClosingDocument(
        { db: context.db, storage: getStorage(), now, mail },
        room,
        user.id,
        {
          itemKey,
          issuedOn: issued || null,
          // Only the first bytes decide the type; a file over the limit is refused by its size first.
          file: { name: file.name, size: file.size, bytes: new Uint8Array(await file.arrayBuffer()) },
        },
      );
      if (!result.ok) return refuse(refusals.file(result.code));
    } else if (intent === "mark-received") {
      await markDocumentReceived({ db: context.db, now, mail }, room, user.id, itemKey);
    } else if (intent === "create-notary-link" || intent === "revoke-notary-link") {
      const answer = await notaryLinkAction({ db: context.db, now, mail }, room, user.id, intent, form);
      if (answer) return answer;
    } else {
      throw data("Acción desconocida", { status: 400 });
    }
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return refuse(closingRefusalIn(await roomLocale(context, room), error), failureStatus(error));
  }
  return redirectWithToast(
    pathTo(ROUTES.closingRoomDocuments, { dealId: room.deal.id }),
    {
      title: translator(await roomLocale(context, room))(SUCCESS[intent as keyof typeof SUCCESS]),
      variant: "success",
    },
    undefined,
    { secret: context.env.AUTH_SECRET },
  );
}
