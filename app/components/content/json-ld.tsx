import { useRootData } from "#app/components/layout/use-root-data";

/**
 * Structured data for search engines. Rendered in the page with the CSP nonce, like every other
 * inline script, and with '<' escaped so no text inside can close the tag.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const nonce = useRootData()?.nonce;
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with '<' escaped; not executable
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
