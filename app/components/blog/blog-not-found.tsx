import { ArrowLeft, SearchX } from "lucide-react";
import { Link } from "react-router";
import { StatusPage } from "#app/components/layout/not-found-page";
import { Button } from "#app/components/ui/button";

/** An unknown category or article (spec §2 Blog): its own message and 'Volver al Blog'. */
export function BlogNotFound({ title, message }: { title: string; message: string }) {
  return (
    <StatusPage
      icon={<SearchX aria-hidden="true" className="size-10 text-primary" />}
      eyebrow="Error 404"
      title={title}
      message={message}
    >
      <Button asChild>
        <Link to="/blog">
          <ArrowLeft aria-hidden="true" />
          Volver al Blog
        </Link>
      </Button>
    </StatusPage>
  );
}
