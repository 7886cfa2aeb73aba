import { ArrowLeft, SearchX } from "lucide-react";
import { isRouteErrorResponse, Link } from "react-router";
import { ErrorPage } from "#app/components/layout/error-page";
import { StatusPage } from "#app/components/layout/not-found-page";
import { Button, type ButtonProps } from "#app/components/ui/button";
import { ROUTES } from "#app/urls";

/** 'Volver al Blog', as a button-styled link. */
export function BackToBlogLink({ variant, className }: Pick<ButtonProps, "variant" | "className">) {
  return (
    <Button asChild variant={variant} className={className}>
      <Link to={ROUTES.blog}>
        <ArrowLeft aria-hidden="true" />
        Volver al Blog
      </Link>
    </Button>
  );
}

/** An unknown category or article: its own message and 'Volver al Blog'. */
export function BlogNotFound({ title, message }: { title: string; message: string }) {
  return (
    <StatusPage
      icon={<SearchX aria-hidden="true" className="size-10 text-primary" />}
      eyebrow="Error 404"
      title={title}
      message={message}
    >
      <BackToBlogLink />
    </StatusPage>
  );
}

/** A blog route's error boundary: its own 404 message, the generic error page otherwise. */
export function BlogErrorBoundary({
  error,
  title,
  message,
}: {
  error: unknown;
  title: string;
  message: string;
}) {
  if (isRouteErrorResponse(error) && error.status === 404)
    return <BlogNotFound title={title} message={message} />;
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
