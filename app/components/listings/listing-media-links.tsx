import { ExternalLink } from "lucide-react";
import { useListingWords } from "#app/components/listings/listing-words";
import { Icon } from "#app/components/ui/shared-icons";
import { type ListingMedia, listingMediaLinks } from "#app/domain/listings/portal-media";

/**
 * The seller's video and virtual tour as plain links to their own sites: no player, script or
 * cookie of theirs on our page, and nothing for the browser to run (docs/decisions/0074).
 */
export function ListingMediaLinks(media: ListingMedia) {
  const { t } = useListingWords();
  const links = listingMediaLinks(media);
  if (links.length === 0) return null;
  return (
    <p className="flex flex-wrap gap-x-6 gap-y-2">
      {links.map((link) => (
        <a
          key={link.kind}
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1.5 rounded font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {link.kind === "video" ? t("listing.media.video") : t("listing.media.tour")}
          <Icon icon={ExternalLink} className="size-4" />
          <span className="sr-only">{t("listing.media.opens", { site: link.site })}</span>
        </a>
      ))}
    </p>
  );
}
