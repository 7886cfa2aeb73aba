import { Languages } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button";
import { PendingIcon } from "#app/components/ui/spinner";
import { SET_LOCALE_INTENT } from "#app/domain/users/account-locale";
import { LOCALE_NAMES, LOCALES, type Locale } from "#app/lib/i18n/locales";
import type { LanguageWords } from "./space-words";

/**
 * 'Idioma de los correos' in 'Mis Datos': the account's language, for its e-mails and the buyer's
 * pages. A plain form with a native select (keyboard, screen reader, phone and no JavaScript alike);
 * each language in its own name, so a reader finds theirs whatever the page's language is.
 */
export function AccountLanguageForm({ current, words }: { current: Locale; words: LanguageWords }) {
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === SET_LOCALE_INTENT;
  return (
    <section
      lang={current}
      aria-labelledby="account-language-heading"
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-5 shadow-card sm:p-6"
    >
      <h2 id="account-language-heading" className="font-semibold text-foreground text-lg">
        {words.heading}
      </h2>
      <Form method="post" preventScrollReset className="flex flex-col gap-3">
        <input type="hidden" name="intent" value={SET_LOCALE_INTENT} />
        <label htmlFor="account-locale" className="font-medium text-foreground text-sm">
          {words.label}
        </label>
        <p id="account-locale-hint" className="text-muted-foreground text-sm">
          {words.hint}
        </p>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <select
            id="account-locale"
            name="locale"
            defaultValue={current}
            aria-describedby="account-locale-hint"
            className="h-11 rounded-lg border border-input bg-card px-3 text-base text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:min-w-56"
          >
            {LOCALES.map((locale) => (
              <option key={locale} value={locale} lang={locale}>
                {LOCALE_NAMES[locale]}
              </option>
            ))}
          </select>
          <Button type="submit" variant="secondary" disabled={saving}>
            <PendingIcon pending={saving} icon={Languages} />
            {words.save}
          </Button>
        </div>
      </Form>
    </section>
  );
}
