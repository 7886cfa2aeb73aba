import { MonitorSmartphone } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button";
import { PendingIcon } from "#app/components/ui/spinner";
import { clearSignedInLocalData } from "#app/domain/users/local-data";
import { ROUTES } from "#app/urls";

/** routes/auth/sign-out.ts, the same action as the header's 'Salir'. */
const SIGN_OUT_PATH = ROUTES.signOut;

/**
 * "Sesiones": ends every session of the account, on every device (a lost phone, a shared
 * computer). Self-contained so the dashboard's 'Mis Datos' tab can take it as it is.
 */
export function SignOutEverywhere() {
  const navigation = useNavigation();
  const busy =
    navigation.state !== "idle" &&
    navigation.formAction === SIGN_OUT_PATH &&
    navigation.formData?.get("scope") === "global";
  return (
    <section
      aria-labelledby="sessions-heading"
      className="flex flex-col gap-3 rounded-xl border border-border bg-card p-5"
    >
      <h2 id="sessions-heading" className="font-semibold text-lg">
        Sesiones
      </h2>
      <p className="text-muted-foreground text-sm">
        Si has iniciado sesión en otro ordenador o has perdido un móvil, cierra la sesión en todos a la vez.
        Tendrás que volver a entrar con tu contraseña.
      </p>
      <Form method="post" action={SIGN_OUT_PATH} onSubmit={() => clearSignedInLocalData()}>
        <input type="hidden" name="scope" value="global" />
        <Button
          type="submit"
          variant="outline"
          disabled={busy}
          className="h-auto min-h-11 w-full whitespace-normal py-2 sm:w-auto"
        >
          <PendingIcon pending={busy} icon={MonitorSmartphone} />
          Cerrar sesión en todos los dispositivos
        </Button>
      </Form>
    </section>
  );
}
