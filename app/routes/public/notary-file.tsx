import { FileText, Link2Off } from "lucide-react";
import { data, isRouteErrorResponse } from "react-router";
import { NotFoundPage, StatusPage } from "#app/components/layout/not-found-page";
import { Button } from "#app/components/ui/button";
import { formatDateEs } from "#app/lib/format";
import { pageMeta } from "#app/lib/seo";
import { pathTo, prefixOf, ROUTES } from "#app/urls";
import type { Route } from "./+types/notary-file";
import { NOTARY_FILE_HEADERS, notaryLinkOf } from "./notary-link.server";

/**
 * '/notaria/<token>': what the parties sent their notary's office — the home, until when the link
 * works, and the file to download. No account: the signed token is the key, and it ends with its
 * expiry, its revocation, or the deal.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const link = await notaryLinkOf(context, params.token);
  if (!link.ok) throw data(link.message, { status: link.status, headers: link.headers });
  return data(
    {
      title: link.room.property.title ?? "Vivienda",
      address: link.room.property.address,
      until: formatDateEs(link.expiresAt),
      pdfHref: pathTo(ROUTES.notaryFilePdf, { token: params.token }),
    },
    { headers: NOTARY_FILE_HEADERS },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, errorHeaders }) => {
  const headers = new Headers(errorHeaders ?? loaderHeaders);
  for (const [name, value] of Object.entries(NOTARY_FILE_HEADERS)) headers.set(name, value);
  return headers;
};

export const meta: Route.MetaFunction = ({ matches }) =>
  // The path is the key to the file: never in search engines, never in the canonical link.
  pageMeta(matches, {
    title: "Expediente para la notaría",
    path: prefixOf(ROUTES.notaryFile),
    noIndex: true,
  });

export default function NotaryFile({ loaderData }: Route.ComponentProps) {
  const { title, address, until, pdfHref } = loaderData;
  return (
    <StatusPage
      icon={<FileText aria-hidden="true" className="size-10 text-primary" />}
      eyebrow="Expediente para la notaría"
      title={title}
      message={
        <>
          {address ? <p>{address}</p> : null}
          <p className="mt-3">
            El vendedor y el comprador de esta vivienda comparten con su notaría lo que necesita para preparar
            la escritura: las partes y la vivienda según el contrato de arras firmado, el precio y la señal,
            la cita y el estado de cada documento.
          </p>
          <p className="mt-3">
            Este enlace funciona hasta el {until}; cualquiera de los dos puede revocarlo antes.
          </p>
        </>
      }
    >
      <Button asChild>
        <a href={pdfHref}>Descargar el expediente (PDF)</a>
      </Button>
    </StatusPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 410)
    return (
      <StatusPage
        icon={<Link2Off aria-hidden="true" className="size-10 text-primary" />}
        eyebrow="Enlace no activo"
        title="Este enlace ya no está activo"
        message={
          <p>
            Ha caducado, alguna de las partes lo ha revocado o la operación no siguió adelante. Pide un enlace
            nuevo al vendedor o al comprador.
          </p>
        }
      />
    );
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  throw error;
}
