import { Form } from "react-router";
import { controlProps, FieldShell, plainField } from "#app/components/forms/field-shell";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { madridDay } from "#app/lib/calendar";
import { formatDateEs } from "#app/lib/format";
import { formatDayIn } from "#app/lib/i18n/format-date";
import type { Locale } from "#app/lib/i18n/locales";
import { type Translate, translator } from "#app/lib/i18n/translate";
import type { DocumentActionData, DocumentEntryView } from "#app/routes/closing/documents.server";

const BY = {
  seller: "closing.doc.bySeller",
  buyer: "closing.doc.byBuyer",
  staff: "closing.doc.byStaff",
} as const;

/** A file's day: Spanish as it always was, another language its own way. */
const dayOf = (locale: Locale, at: string) =>
  locale === "es" ? formatDateEs(at) : formatDayIn(locale, madridDay(new Date(at)));

function UploadForm({
  entry,
  action,
  t,
}: {
  entry: DocumentEntryView;
  action: DocumentActionData;
  t: Translate;
}) {
  const mine = action?.itemKey === entry.key ? action : null;
  const id = `doc-${entry.key}`;
  // The error belongs to the file unless it was the date that was refused.
  const dateError = mine?.field === "issuedOn" ? mine.error : null;
  const file = plainField({ id: `${id}-file`, name: "file", error: dateError ? null : mine?.error });
  const issued = plainField({
    id: `${id}-issued`,
    name: "issuedOn",
    error: dateError,
    value: mine?.issuedOn,
  });
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="flex flex-col gap-2"
      aria-label={t("closing.doc.upload.aria", { title: entry.title })}
    >
      <input type="hidden" name="intent" value="upload-document" />
      <input type="hidden" name="itemKey" value={entry.key} />
      <FieldShell
        field={file}
        announce
        label={t(entry.current ? "closing.doc.upload.replace" : "closing.doc.upload.new")}
      >
        <input
          {...controlProps(file, { keepValue: false })}
          type="file"
          required
          accept="application/pdf,image/jpeg,image/png,image/webp"
          className="text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:bg-background file:px-3"
        />
      </FieldShell>
      {entry.key === "nota-simple" ? (
        <FieldShell field={issued} announce label={t("closing.doc.upload.issuedOn")}>
          <Input {...controlProps(issued)} type="date" />
        </FieldShell>
      ) : null}
      <Button type="submit" variant="outline" className="self-start">
        {t(entry.current ? "closing.doc.upload.replaceButton" : "closing.doc.upload.button")}
      </Button>
    </Form>
  );
}

function MarkReceivedForm({
  entry,
  action,
  t,
}: {
  entry: DocumentEntryView;
  action: DocumentActionData;
  t: Translate;
}) {
  const mine = action?.itemKey === entry.key ? action : null;
  return (
    <Form method="post" aria-label={t("closing.doc.markAria", { title: entry.title })}>
      <input type="hidden" name="intent" value="mark-received" />
      <input type="hidden" name="itemKey" value={entry.key} />
      {mine ? (
        <p role="alert" className="text-destructive text-sm">
          {mine.error}
        </p>
      ) : null}
      {/* A long label: on a phone it wraps inside the card instead of widening the page. */}
      <Button type="submit" variant="outline" className="h-auto min-h-11 whitespace-normal py-2 text-left">
        {t("closing.doc.markReceived")}
      </Button>
    </Form>
  );
}

/** One document of the checklist: why it is asked, its state, its file and what the viewer can do. */
export function DocumentItem(props: {
  entry: DocumentEntryView;
  party: "seller" | "buyer" | "staff";
  readOnly: boolean;
  action: DocumentActionData;
  locale?: Locale;
}) {
  const { entry, party, readOnly, action, locale = "es" } = props;
  const t = translator(locale);
  const received = entry.current !== null;
  return (
    <li className="flex flex-col gap-2 rounded-md border p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 className="font-medium">{entry.title}</h4>
        <span
          className={`rounded-full px-2 py-0.5 text-sm ${received ? "bg-emerald-100 text-emerald-900" : "bg-amber-100 text-amber-900"}`}
        >
          {t(received ? "closing.doc.received" : "closing.doc.missing")}
        </span>
      </div>
      {entry.onlyIf ? <p className="text-sm italic">{entry.onlyIf}</p> : null}
      <p className="text-sm">{entry.why}</p>
      <p className="text-muted-foreground text-xs">
        {t("closing.doc.legalBasis", { basis: entry.legalBasis })}
      </p>
      {entry.current ? (
        <p className="text-sm">
          {entry.current.href ? (
            <a href={entry.current.href} target="_blank" rel="noreferrer" className="underline">
              {locale === "es"
                ? `Ver ${entry.title.toLowerCase()}`
                : t("closing.doc.see", { title: entry.title })}
            </a>
          ) : (
            t("closing.doc.onPaper")
          )}{" "}
          · {t("closing.doc.by", { day: dayOf(locale, entry.current.at), who: t(BY[entry.current.party]) })}
        </p>
      ) : null}
      {entry.age ? <p className="font-medium text-sm">{entry.age}</p> : null}
      {entry.history.length > 0 ? (
        <details className="text-sm">
          <summary className="cursor-pointer">
            {t("closing.doc.earlier", { count: entry.history.length })}
          </summary>
          <ul className="mt-1 flex flex-col gap-1">
            {entry.history.map((row) => (
              <li key={row.id}>
                {row.href ? (
                  <a href={row.href} target="_blank" rel="noreferrer" className="underline">
                    {t("closing.doc.fileOf", { day: dayOf(locale, row.at) })}
                  </a>
                ) : (
                  t("closing.doc.paperOn", { day: dayOf(locale, row.at) })
                )}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {readOnly ? null : party === entry.party ? (
        <UploadForm entry={entry} action={action} t={t} />
      ) : received ? null : (
        <MarkReceivedForm entry={entry} action={action} t={t} />
      )}
    </li>
  );
}
