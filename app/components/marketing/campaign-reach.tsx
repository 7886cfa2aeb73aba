import { type Feature, FeatureGrid } from "./feature-grid";
import { StatList } from "./stat-list";

/** The reach the campaign claims, told the same on every page that sells it. */
const REACH_STATS = [
  { value: "+25.000", label: "compradores potenciales ven tu anuncio" },
  { value: "20–40", label: "contactos directos de interesados" },
] as const;

/** What the campaign does, as icon cards, beside the figures of its reach. */
export function CampaignReach({ features, columns }: { features: readonly Feature[]; columns: 2 | 3 }) {
  return (
    <div className="grid gap-8 lg:grid-cols-[2fr_1fr] lg:items-start">
      <FeatureGrid features={features} columns={columns} />
      <StatList className="sm:grid-cols-2 lg:grid-cols-1" stats={REACH_STATS} />
    </div>
  );
}
