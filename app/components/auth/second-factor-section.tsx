import { ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { SECOND_FACTOR_MESSAGES as M } from "#app/domain/users/second-factor-messages";
import { secondFactorSetupPath } from "#app/domain/users/second-factor-paths";
import { ROUTES } from "#app/urls";

/** 'Mis Datos': whether sign-in asks for an authenticator app's code, and where to change it. */
export function SecondFactorSection({ enabled }: { enabled: boolean }) {
  return (
    <section
      aria-labelledby="second-factor-heading"
      className="flex flex-col gap-3 rounded-xl border border-border bg-card p-5"
    >
      <h2 id="second-factor-heading" className="font-semibold text-lg">
        {M.title}
      </h2>
      <p className="text-muted-foreground text-sm">{enabled ? M.enabled : `${M.off} ${M.setupLead}`}</p>
      <Link
        to={secondFactorSetupPath(ROUTES.dashboardProfile)}
        className="inline-flex min-h-11 items-center gap-2 self-start rounded-lg border border-border px-4 py-2 font-medium text-sm hover:bg-muted"
      >
        <ShieldCheck aria-hidden className="size-4" />
        {enabled ? M.manage : M.turnOn}
      </Link>
    </section>
  );
}
