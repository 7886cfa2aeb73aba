import { data } from "react-router";
import { SalePage } from "#app/components/sell/sale-page";
import { loadSalePage } from "#app/domain/sale/sale-page.server";
import { requireUser } from "#app/domain/users/session.server";
import { pageMeta } from "#app/lib/seo";
import type { Route } from "./+types/sell";
import {
  completeArrasIntent,
  completeStepIntent,
  createSampleIntent,
  finishSaleIntent,
  saveDraftIntent,
  saveListingIntent,
  testerPayIntent,
} from "./sell-actions.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Vender mi propiedad", path: "/vender", noIndex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return loadSalePage(context, user, new URL(request.url));
}

const INTENTS = {
  "save-listing": saveListingIntent,
  "save-draft": saveDraftIntent,
  "complete-step": completeStepIntent,
  "complete-arras": completeArrasIntent,
  "tester-pay": testerPayIntent,
  "create-sample": createSampleIntent,
  "finish-sale": finishSaleIntent,
} as const;

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  if (!Object.hasOwn(INTENTS, intent)) throw data("Acción desconocida", { status: 400 });
  return INTENTS[intent as keyof typeof INTENTS]({ context, user, formData });
}

export default function Sell({ loaderData, actionData }: Route.ComponentProps) {
  return <SalePage data={loaderData} actionData={actionData} />;
}
