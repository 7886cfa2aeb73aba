import { describe, expect, test } from "vitest";
import {
  defaultSelectedProperty,
  isPropertyFinished,
  type ProgressSource,
  propertyChecklist,
} from "./owner-properties";

const base: ProgressSource = {
  title: "Piso con terraza en Ruzafa",
  status: "published",
  propertyOrigin: "particular",
  saleConfirmed: false,
  notaryDone: false,
  arrasSigned: false,
  visitsManaged: false,
  marketingActive: false,
};
const states = (property: ProgressSource) => propertyChecklist(property).map((item) => item.state);

describe("dashboard checklist", () => {
  test("a published private listing has its first item done and marketing in progress", () => {
    const items = propertyChecklist(base);
    expect(items.map((item) => item.label)).toEqual([
      "Crear ficha del inmueble",
      "Contratar marketing",
      "Preparar visitas",
      "Crear contrato de arras",
      "Preparar cita en notaría",
      "Marcar como vendido",
    ]);
    expect(states(base)).toEqual([
      "Completado",
      "En curso",
      "Pendiente",
      "Pendiente",
      "Pendiente",
      "Pendiente",
    ]);
  });

  test("a draft has not completed the listing step, whatever its title", () => {
    expect(states({ ...base, status: "draft" })[0]).toBe("En curso");
  });

  test("a private sale with arras signed is preparing the notary", () => {
    const property = { ...base, marketingActive: true, visitsManaged: true, arrasSigned: true };
    expect(states(property)).toEqual([
      "Completado",
      "Completado",
      "Completado",
      "Completado",
      "En curso",
      "Pendiente",
    ]);
  });

  test("an agency collaboration has four items, the agreement in progress once marketing is paid", () => {
    const agency = { ...base, propertyOrigin: "agency" as const, marketingActive: true };
    const items = propertyChecklist(agency);
    expect(items.map((item) => item.label)).toEqual([
      "Publicar la Propiedad",
      "Contratar Campaña de Marketing",
      "Acuerdo de Colaboración",
      "Comisión Final",
    ]);
    expect(states(agency)).toEqual(["Completado", "Completado", "En curso", "Pendiente"]);
  });

  test("a new agency listing is on its marketing step; a sold one has every item done", () => {
    const agency = { ...base, propertyOrigin: "agency" as const };
    expect(states(agency)).toEqual(["Completado", "En curso", "Pendiente", "Pendiente"]);
    const sold = { ...agency, marketingActive: true, saleConfirmed: true, status: "sold" };
    expect(states(sold)).toEqual(["Completado", "Completado", "Completado", "Completado"]);
    expect(isPropertyFinished(sold)).toBe(true);
    expect(isPropertyFinished(agency)).toBe(false);
  });
});

describe("default selection", () => {
  const newestFirst = [{ id: "c" }, { id: "b" }, { id: "a" }];
  test("the property kept in progress, when it is still one of the user's", () => {
    expect(defaultSelectedProperty(newestFirst, ["b", null])?.id).toBe("b");
    expect(defaultSelectedProperty(newestFirst, [null, "a"])?.id).toBe("a");
  });
  test("else the newest; none when there are no properties", () => {
    expect(defaultSelectedProperty(newestFirst, ["someone-elses", null])?.id).toBe("c");
    expect(defaultSelectedProperty([], ["b"])).toBeNull();
  });
});
