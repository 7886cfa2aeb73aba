import { Download, ShieldCheck, UserX } from "lucide-react";
import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { controlProps, FieldShell, plainField } from "#app/components/forms/field-shell";
import { Button } from "#app/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "#app/components/ui/dialog";
import { Input } from "#app/components/ui/input";
import { PendingIcon } from "#app/components/ui/spinner";
import { ACCOUNT_DELETION_TEXTS } from "#app/domain/users/account-deletion";
import { clearSignedInLocalData } from "#app/domain/users/local-data";
import { ROUTES } from "#app/urls";
import type { DashboardActionData } from "./action-data";

/** routes/resources/data-export.ts */
const EXPORT_PATH = ROUTES.dataExport;

/**
 * The rights the privacy policy promises from 'Mis Datos': a machine-readable copy of everything
 * (access, portability) and deleting the account (erasure).
 */
export function PrivacyRights({
  email,
  actionData,
}: {
  email: string;
  actionData: DashboardActionData | undefined;
}) {
  return (
    <section
      aria-labelledby="privacy-heading"
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-5 shadow-card sm:p-6"
    >
      <h2 id="privacy-heading" className="flex items-center gap-2 font-semibold text-foreground text-lg">
        <ShieldCheck aria-hidden="true" className="size-5 text-primary" /> Tus datos y tu privacidad
      </h2>
      <p className="text-muted-foreground text-sm">
        Descarga una copia de tus datos (perfil, propiedades, contratos, pagos y facturas, y los compradores
        con sus mensajes, visitas y ofertas) en un archivo JSON, o elimina tu cuenta. Más detalles en la{" "}
        <Link to={ROUTES.privacy} className="font-medium text-primary underline-offset-4 hover:underline">
          política de privacidad
        </Link>
        .
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button asChild variant="outline" className="h-auto min-h-11 whitespace-normal py-2">
          <a href={EXPORT_PATH} download>
            <Download aria-hidden="true" /> Descargar mis datos
          </a>
        </Button>
        <DeleteAccountDialog email={email} actionData={actionData} />
      </div>
    </section>
  );
}

function DeleteAccountDialog({
  email,
  actionData,
}: {
  email: string;
  actionData: DashboardActionData | undefined;
}) {
  const [typed, setTyped] = useState("");
  const navigation = useNavigation();
  const isDeleting = navigation.state !== "idle" && navigation.formData?.get("intent") === "delete-account";
  const matches = typed.trim().toLowerCase() === email.trim().toLowerCase();
  const serverError = actionData?.intent === "delete-account" ? actionData.toast?.description : undefined;
  const confirmEmail = plainField({ id: "confirm-email", name: "confirmEmail", error: serverError });
  return (
    <Dialog onOpenChange={() => setTyped("")}>
      <DialogTrigger asChild>
        <Button
          variant="outline"
          className="h-auto min-h-11 whitespace-normal border-destructive/50 py-2 text-destructive hover:bg-destructive/10"
        >
          <UserX aria-hidden="true" /> Eliminar mi cuenta
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>¿Eliminar tu cuenta?</DialogTitle>
          <DialogDescription>
            {ACCOUNT_DELETION_TEXTS.removed} {ACCOUNT_DELETION_TEXTS.irreversible}
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-2 text-muted-foreground text-sm">
          <p>{ACCOUNT_DELETION_TEXTS.campaigns}</p>
          <p>{ACCOUNT_DELETION_TEXTS.kept}</p>
        </div>
        <Form method="post" className="flex flex-col gap-4" onSubmit={() => clearSignedInLocalData()}>
          <input type="hidden" name="intent" value="delete-account" />
          <FieldShell
            field={confirmEmail}
            label="Para confirmar, escribe tu correo electrónico"
            hint={<span className="break-all">{email}</span>}
            hintAbove
          >
            <Input
              {...controlProps(confirmEmail, { hasHint: true, keepValue: false })}
              type="email"
              autoComplete="off"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          </FieldShell>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancelar
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={!matches || isDeleting}>
              <PendingIcon pending={isDeleting} icon={UserX} />
              Eliminar definitivamente
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
