import type { ShareWords } from "#app/components/listings/share-dialog-markup";
import type { Translate } from "#app/lib/i18n/translate";

/** The share dialog's words from a page's catalogue (the script gets them as data, never the catalogue). */
export function shareWords(t: Translate): ShareWords {
  return {
    title: t("share.title"),
    text: t("share.text"),
    link: t("share.link"),
    copy: t("share.copy"),
    copyLabel: t("share.copyLabel"),
    close: t("share.close"),
    copied: t("share.copied"),
    copiedText: t("share.copiedText"),
    copyFailed: t("share.copyFailed"),
    copyFailedText: t("share.copyFailedText"),
  };
}
