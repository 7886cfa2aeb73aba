import { data } from "react-router";
import { dashboardHref } from "#app/domain/kernel/dashboard-urls";
import { chosenLocale, SET_LOCALE_INTENT } from "#app/domain/users/account-locale";
import { accountLocale, setAccountLocale } from "#app/domain/users/account-locale.server";
import { redirectWithToast } from "#app/lib/toast.server";
import type { SignedInActionInput as ActionInput } from "../action-input";
import { languageNotices } from "./space-words.server";

/**
 * 'Idioma de los correos': the signed-in person's own account, never one named by the form. A
 * language not offered is refused in the account's current language; the confirmation comes in
 * the new one, which the page around it now speaks.
 */
async function setLocaleIntent({ context, user, formData }: ActionInput) {
  const locale = chosenLocale(formData.get("locale"));
  if (!locale) {
    const { invalid } = languageNotices(await accountLocale(context.db, user.id));
    return data(
      { intent: SET_LOCALE_INTENT, toast: { title: invalid, variant: "destructive" as const } },
      { status: 400 },
    );
  }
  await setAccountLocale(context.db, user.id, locale);
  return redirectWithToast(
    dashboardHref("datos"),
    { title: languageNotices(locale).saved, variant: "success" },
    undefined,
    { secret: context.env.AUTH_SECRET },
  );
}

export const LOCALE_INTENTS = { [SET_LOCALE_INTENT]: setLocaleIntent } as const;
