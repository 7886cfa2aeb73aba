import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { expect } from "vitest";
import type { Db } from "#app/db/client.server";
import { deals, users } from "#app/db/schema/index";
import { MAX_DOCUMENT_BYTES } from "#app/domain/closing/document-file";
import { madridDay } from "#app/lib/calendar";
import type { Locale } from "#app/lib/i18n/locales";
import { getToast } from "#app/lib/toast.server";
import ClosingDocuments, {
  action as documentsAction,
  loader as documentsLoader,
} from "#app/routes/closing/documents";
import ClosingRoom, { loader as roomLoader } from "#app/routes/closing/room";
import ClosingTimeline, {
  action as timelineAction,
  loader as timelineLoader,
} from "#app/routes/closing/timeline";
import { createProperty } from "#tests/factories/properties";
import { createUser } from "#tests/factories/users";
import { sessionCookie } from "#tests/setup/context";
import { callRoute, postForm, TEST_PUBLIC_URL } from "#tests/support/auth-context";
import { renderRoute } from "#tests/support/render-route";

type Handler = (args: never) => unknown;

/**
 * A mortgage deal in Valencia whose buyer's account reads `locale`, the deposit noted by the seller;
 * the room's pages as each party's browser shows them, and the answers to its forms.
 */
export async function closingRoomReader(db: Db, context: AppLoadContext, locale: Locale) {
  const seller = await createUser(db, { name: "Lucía Martín Ortega" });
  const buyer = await createUser(db, { name: "Jane Buyer", email: "jane.room@example.co.uk" });
  await db.update(users).set({ locale }).where(eq(users.id, buyer.id));
  const property = await createProperty(db, seller.id, { title: "Piso con balcón en Russafa" });
  const [deal] = await db
    .insert(deals)
    .values({
      propertyId: property.id,
      buyerName: "Jane Buyer",
      buyerEmail: buyer.email,
      price: 250_000,
      deposit: 25_000,
      financing: "mortgage",
      arrasDate: "2027-01-20",
      acceptedBy: "seller",
      agreedAt: new Date("2026-11-10T10:00:00Z"),
    })
    .returning();
  if (!deal) throw new Error("no deal");
  const cookies = {
    seller: await sessionCookie(context, seller),
    buyer: await sessionCookie(context, buyer),
  };
  const url = `/cierre/${deal.id}`;
  const call = (handler: Handler, request: Request) =>
    callRoute(
      (args: { request: Request; context: AppLoadContext }) =>
        (handler as (a: unknown) => unknown)({ ...args, params: { dealId: deal.id } }),
      request,
      context,
    );
  /** Posts a change of the room and returns the toast it leaves for the next page. */
  const post = async (who: keyof typeof cookies, fields: Record<string, string>) => {
    const answer = (await call(timelineAction, postForm(url, fields, cookies[who]))) as Response;
    expect(answer.status).toBe(302);
    const cookie = answer.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const { toast } = await getToast(new Request(TEST_PUBLIC_URL, { headers: { cookie } }), {
      secret: context.env.AUTH_SECRET,
    });
    return toast;
  };
  /** The room's header and its timeline, as the party's browser shows them. */
  const page = async (who: keyof typeof cookies) => {
    const request = () => new Request(`${TEST_PUBLIC_URL}${url}`, { headers: { cookie: cookies[who] } });
    const layout = (await call(roomLoader as Handler, request())) as { data: unknown };
    const timeline = (await call(timelineLoader as Handler, request())) as { data: unknown };
    return renderRoute(
      url,
      { id: "room", path: "/cierre/:dealId", Component: ClosingRoom as never, data: layout.data },
      { id: "timeline", index: true, Component: ClosingTimeline as never, data: timeline.data },
    );
  };
  /** The Documentos tab, as the party's browser shows it (after a refused form, with its answer). */
  const documents = async (who: keyof typeof cookies, action?: unknown) => {
    const request = new Request(`${TEST_PUBLIC_URL}${url}/documentos`, { headers: { cookie: cookies[who] } });
    const tab = (await call(documentsLoader as Handler, request)) as { data: unknown };
    return renderRoute(`${url}/documentos`, {
      id: "documents",
      path: "/cierre/:dealId/documentos",
      Component: ClosingDocuments as never,
      data: tab.data,
      action,
    });
  };
  /** A form of the Documentos tab (multipart, as the browser sends an upload) the room refuses. */
  const refusedDocument = async (who: keyof typeof cookies, form: FormData) => {
    const request = new Request(`${TEST_PUBLIC_URL}${url}/documentos`, {
      method: "POST",
      body: form,
      headers: { cookie: cookies[who], origin: TEST_PUBLIC_URL, "sec-fetch-site": "same-origin" },
    });
    const answer = (await call(documentsAction as Handler, request)) as { data: unknown; status: number };
    expect(answer.status).toBeGreaterThanOrEqual(400);
    return answer.data as { itemKey: string; error: string };
  };
  /** A change of the room the state refuses: the message shown above its form. */
  const refusedChange = async (who: keyof typeof cookies, fields: Record<string, string>) => {
    const answer = (await call(timelineAction, postForm(url, fields, cookies[who]))) as unknown as {
      data: { message: string | null; errors: Record<string, string> };
      status: number;
    };
    expect(answer.status).toBe(409);
    expect(answer.data.errors).toEqual({});
    return answer.data.message;
  };
  /** What the room's layout hands the root: the header's and footer's words among it. */
  const layout = async (who: keyof typeof cookies) => {
    const request = new Request(`${TEST_PUBLIC_URL}${url}`, { headers: { cookie: cookies[who] } });
    return ((await call(roomLoader as Handler, request)) as unknown as { data: { site: unknown } }).data;
  };
  await post("seller", { intent: "mark-deposit", on: "2026-11-20" });
  return { post, page, documents, refusedDocument, refusedChange, layout };
}

/** The Documentos tab's upload form as the browser posts it. */
export function uploadForm(itemKey: string, file: File) {
  const form = new FormData();
  form.set("intent", "upload-document");
  form.set("itemKey", itemKey);
  form.set("file", file);
  return form;
}

export function markForm(itemKey: string) {
  const form = new FormData();
  form.set("intent", "mark-received");
  form.set("itemKey", itemKey);
  return form;
}

export const PDF = () => new File([new TextEncoder().encode("%PDF-1.4\n%test\n")], "dni.pdf");
export const TEXT = () => new File(["only words"], "notes.txt", { type: "text/plain" });
export const TOO_LARGE = () => new File([new Uint8Array(MAX_DOCUMENT_BYTES + 1)], "scan.pdf");
export const day = (offset: number) => madridDay(new Date(Date.now() + offset * 86_400_000));
