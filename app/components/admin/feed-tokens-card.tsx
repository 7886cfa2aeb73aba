import { Form } from "react-router";
import { controlProps, FieldError, plainField } from "#app/components/forms/field-shell";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "#app/components/ui/card";
import { Input } from "#app/components/ui/input";
import { AdminFormAlert } from "./admin-form-alert";

export type FeedTokenItem = {
  id: string;
  partnerName: string;
  createdByEmail: string;
  createdAt: Date | string;
  revokedAt: Date | string | null;
};

const when = new Intl.DateTimeFormat("es-ES", { dateStyle: "medium", timeZone: "Europe/Madrid" });

/** "Feeds": the partners' secret feed URLs, created here (shown once) and revoked here. */
export function FeedTokensCard({
  tokens,
  newFeedUrl,
  error,
  message,
}: {
  tokens: FeedTokenItem[];
  /** The URL of a feed created by the last submit: the only time it is shown. */
  newFeedUrl: string | null;
  error: string | null;
  message: string | null;
}) {
  const partner = plainField({ id: "feed-partner", name: "partnerName", error });
  return (
    <Card aria-labelledby="feeds-title">
      <CardHeader>
        <h2 id="feeds-title" className="font-semibold text-xl leading-tight">
          Feeds
        </h2>
        <CardDescription>
          Cada portal recibe su propia dirección secreta del feed Kyero v3. Solo se muestra una vez al
          crearla; revócala si se filtra o el acuerdo termina.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {newFeedUrl ? (
          <div className="flex flex-col gap-2 rounded-lg border border-success/40 bg-success/10 p-3">
            <p role="status" className="font-medium text-sm">
              {message}
            </p>
            <label className="flex flex-col gap-1 text-sm" htmlFor="new-feed-url">
              <span className="font-medium">Dirección del feed</span>
              <Input id="new-feed-url" readOnly value={newFeedUrl} className="font-mono text-sm" />
            </label>
          </div>
        ) : message ? (
          <AdminFormAlert tone="success">{message}</AdminFormAlert>
        ) : null}
        <Form method="post" className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <input type="hidden" name="intent" value="create-feed-token" />
          <label className="flex flex-1 flex-col gap-1 text-sm" htmlFor="feed-partner">
            <span className="font-medium">Portal o socio</span>
            <Input {...controlProps(partner)} maxLength={80} required placeholder="Kyero" />
          </label>
          <Button type="submit">Crear feed</Button>
        </Form>
        <FieldError field={partner} announce />
        {tokens.length === 0 ? (
          <p className="text-muted-foreground">Todavía no hay feeds.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-border">
            {tokens.map((token) => (
              <li key={token.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="flex items-center gap-2 font-semibold">
                    {token.partnerName}
                    {token.revokedAt ? (
                      <Badge variant="secondary">Revocado</Badge>
                    ) : (
                      <Badge variant="success">Activo</Badge>
                    )}
                  </p>
                  <p className="text-muted-foreground text-sm">
                    Creado el {when.format(new Date(token.createdAt))} por {token.createdByEmail}
                  </p>
                </div>
                {token.revokedAt ? null : (
                  <Form method="post">
                    <input type="hidden" name="intent" value="revoke-feed-token" />
                    <input type="hidden" name="tokenId" value={token.id} />
                    <Button type="submit" variant="outline" size="sm">
                      Revocar {token.partnerName}
                    </Button>
                  </Form>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
