import { Form } from "react-router";
import { controlProps, FieldShell, plainField } from "#app/components/forms/field-shell";
import { Button } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { Textarea } from "#app/components/ui/input";
import {
  MAX_TRANSLATION_LENGTH,
  TRANSLATION_LOCALE_NAMES,
  TRANSLATION_LOCALES,
} from "#app/domain/listings/listing-translations";

export type ListingTranslationsData = {
  propertyId: string;
  rows: { locale: string; description: string; proposed: boolean }[];
  canPropose: boolean;
};

/** What the save answered when it refused: the texts as typed and each one's error. */
export type TranslationsReply = { values: Record<string, string>; errors: Record<string, string> };

/**
 * 'Descripción en otros idiomas', below the listing form: a text per language for buyers who read
 * the listing in it. Its own form, so saving a translation never publishes or edits the listing.
 * Each 'Proponer traducción' button posts a small form of its own (the `form` attribute), which
 * works without JS too.
 */
export function ListingTranslationsForm({
  data,
  reply,
}: {
  data: ListingTranslationsData;
  reply: TranslationsReply | null;
}) {
  const saved = new Map(data.rows.map((row) => [row.locale, row]));
  return (
    <Card>
      <CardHeader>
        {/* The title is the heading itself: a heading inside another is split by the browser's
            parser, the page then differs from the server's and React throws the whole page away. */}
        <CardTitle id="translations-title">Descripción en otros idiomas</CardTitle>
        <CardDescription>
          Opcional. Quien lea tu anuncio en inglés, alemán, francés o neerlandés verá este texto; si no hay
          ninguno, verá la descripción en español con un aviso.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <Form
          method="post"
          preventScrollReset
          aria-labelledby="translations-title"
          className="flex flex-col gap-5"
        >
          <input type="hidden" name="intent" value="save-translations" />
          <input type="hidden" name="propertyId" value={data.propertyId} />
          {TRANSLATION_LOCALES.map((locale) => {
            const row = saved.get(locale);
            const field = plainField({
              id: `translation-${locale}`,
              name: locale,
              error: reply?.errors[locale],
              value: reply?.values[locale] ?? row?.description ?? "",
            });
            const hint = row?.proposed
              ? "Traducción automática sin revisar: léela, corrígela si hace falta y guarda."
              : undefined;
            return (
              <FieldShell
                key={locale}
                field={field}
                label={TRANSLATION_LOCALE_NAMES[locale]}
                hint={hint}
                hintAbove
                footer={
                  data.canPropose ? (
                    <div>
                      <Button type="submit" form={`propose-${locale}`} variant="outline" size="sm">
                        Proponer traducción
                      </Button>
                    </div>
                  ) : null
                }
              >
                <Textarea
                  {...controlProps(field, { hasHint: Boolean(hint) })}
                  lang={locale}
                  rows={4}
                  maxLength={MAX_TRANSLATION_LENGTH}
                />
              </FieldShell>
            );
          })}
          <div>
            <Button type="submit">Guardar traducciones</Button>
          </div>
        </Form>
        {data.canPropose
          ? TRANSLATION_LOCALES.map((locale) => (
              <Form key={locale} method="post" id={`propose-${locale}`} preventScrollReset hidden>
                <input type="hidden" name="intent" value="propose-translation" />
                <input type="hidden" name="propertyId" value={data.propertyId} />
                <input type="hidden" name="locale" value={locale} />
              </Form>
            ))
          : null}
      </CardContent>
    </Card>
  );
}
