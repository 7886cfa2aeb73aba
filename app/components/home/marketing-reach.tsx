import { Building2, Search, Share2 } from "lucide-react";
import { CampaignReach } from "#app/components/marketing/campaign-reach";
import { Section } from "#app/components/marketing/section";

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

/** The marketing explanation: channels and the claimed reach. */
export function MarketingReach() {
  return (
    <Section
      eyebrow="Marketing de verdad"
      title="Llevamos tu vivienda a donde están los compradores"
      lead="Una agencia vende porque muchos compradores ven tu casa. Nosotros hacemos lo mismo con campañas de publicidad profesionales, y los contactos te llegan a ti."
    >
      <CampaignReach features={CHANNELS} columns={3} />
    </Section>
  );
}
