import { TesterPanel as ProcessTesterPanel } from "#app/components/process/tester-panel";

export const SALE_TESTER_DESCRIPTION =
  "Crea una propiedad de ejemplo ya publicada (un piso en Madrid de 250.000 € con 15 fotos) y recorre los seis pasos sin pagar.";

/** Testers create a complete sample listing (Madrid, 250.000 €, 15 photos) in one click. */
export function TesterPanel() {
  return <ProcessTesterPanel description={SALE_TESTER_DESCRIPTION} />;
}
