import { useListingWords } from "#app/components/listings/listing-words";
import {
  SHARE_DIALOG_ATTRIBUTES,
  SHARE_DIALOG_CLASS,
  SHARE_WORDS_ATTRIBUTE,
  shareDialogContent,
} from "#app/components/listings/share-dialog-markup";
import { shareWords } from "#app/components/listings/share-words";
import type { ShareContent } from "#app/domain/listings/share";
import { DEFAULT_LOCALE } from "#app/lib/i18n/locales";

export { SHARE_DIALOG_ID } from "#app/components/listings/share-dialog-markup";

/**
 * Six targets and the link to copy, in a `popover`, so
 * it opens and closes without JavaScript. The enhancement script (app/enhance/share.ts) prefers
 * the device's own share sheet and makes 'Copiar' copy; without it the link is there to select.
 * Its content is the HTML the script also draws on the portal (share-dialog-markup.ts).
 */
export function ShareDialog({ content }: { content: ShareContent }) {
  const { t, locale } = useListingWords();
  const words = shareWords(t);
  return (
    <div
      {...SHARE_DIALOG_ATTRIBUTES}
      // The script's toasts, in the page's language; Spanish is the script's own.
      {...(locale === DEFAULT_LOCALE ? {} : { [SHARE_WORDS_ATTRIBUTE]: JSON.stringify(words) })}
      className={SHARE_DIALOG_CLASS}
      // Escaped where it holds data (share-dialog-markup.ts); the page never hydrates.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the same markup the script draws
      dangerouslySetInnerHTML={{ __html: shareDialogContent(content, words) }}
    />
  );
}
