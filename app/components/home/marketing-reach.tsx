import { Building2, Search, Share2 } from "lucide-react";
import { FeatureGrid } from "#app/components/marketing/feature-grid";
import { Section } from "#app/components/marketing/section";
import { StatList } from "#app/components/marketing/stat-list";

const CHANNELS = [
  {
    icon: Search,
    title: "Buscador",
    text: "Anuncios que aparecen cuando alguien busca una vivienda como la tuya en tu zona.",
  },
  {
    icon: Share2,
    title: "Dos redes sociales",
    text: "Campañas dirigidas por ubicación, edad e intereses a quien puede comprar tu casa, aunque aún no la esté buscando.",
  },
  {
    icon: Building2,
    title: "Portales inmobiliarios",
    text: "Tu anuncio en los principales portales, donde empiezan casi todas las búsquedas de vivienda.",
  },
] as const;

/** The marketing explanation (spec §1, §2): channels and the claimed reach. */
export function MarketingReach() {
  return (
    <Section
      eyebrow="Marketing de verdad"
      title="Llevamos tu vivienda a donde están los compradores"
      lead="Una agencia vende porque muchos compradores ven tu casa. Nosotros hacemos lo mismo con campañas de publicidad profesionales, y los contactos te llegan a ti."
    >
      <div className="grid gap-8 lg:grid-cols-[2fr_1fr] lg:items-start">
        <FeatureGrid features={CHANNELS} columns={3} />
        <StatList
          className="sm:grid-cols-2 lg:grid-cols-1"
          stats={[
            { value: "+25.000", label: "compradores potenciales ven tu anuncio" },
            { value: "20–40", label: "contactos directos de interesados" },
          ]}
        />
      </div>
    </Section>
  );
}
