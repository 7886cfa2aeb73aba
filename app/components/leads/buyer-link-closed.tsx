import { Clock, SearchX } from "lucide-react";
import { Link } from "react-router";
import { StatusPage } from "#app/components/layout/not-found-page";
import type { ClosedLinkWords } from "#app/components/leads/request-words";
import { Button } from "#app/components/ui/button";

/**
 * '/solicitud/<token>' with nothing to show, in the lead's language: past its end (410: it worked
 * while the request was open and for 90 days after), or a real link whose request has no page of
 * its own (404). Each says where to go instead, the first way on standing out.
 */
export function BuyerLinkClosedPage({
  reason,
  words,
}: {
  reason: "expired" | "missing";
  words: ClosedLinkWords;
}) {
  const Icon = reason === "expired" ? Clock : SearchX;
  return (
    <StatusPage
      icon={<Icon aria-hidden="true" className="size-10 text-primary" />}
      eyebrow={words.eyebrow}
      title={words.title}
      message={words.lines.map((line, index) => (
        <p key={line} className={index > 0 ? "mt-3" : undefined}>
          {line}
        </p>
      ))}
    >
      {words.links.map((link, index) => (
        <Button asChild key={link.to} variant={index === 0 ? "default" : "outline"}>
          <Link to={link.to}>{link.label}</Link>
        </Button>
      ))}
    </StatusPage>
  );
}
