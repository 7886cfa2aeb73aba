import { describe, expect, test } from "vitest";
import { EMPTY_PROGRESS } from "#app/domain/process/steps";
import {
  AGENCY_CHECKLIST,
  AGENCY_STEP_TITLES,
  agencyStep,
  buildChecklist,
  checklistItemState,
  currentStep,
  isAgencyStepLocked,
  isMarketingLocked,
  isParticularStepLocked,
  isProcessFinished,
  isStepLocked,
  PARTICULAR_CHECKLIST,
  type ProgressFlags,
  particularStep,
} from "#app/domain/sale/steps";

const fresh: ProgressFlags = { ...EMPTY_PROGRESS };
const everyFlag: ProgressFlags = {
  title: "Piso luminoso en Chamberí",
  saleConfirmed: true,
  notaryDone: true,
  arrasSigned: true,
  visitsManaged: true,
  marketingActive: true,
};
const flags = (overrides: Partial<ProgressFlags>): ProgressFlags => ({ ...fresh, ...overrides });

describe("particular step", () => {
  test("a property with nothing saved is on step 1", () => {
    expect(particularStep(fresh)).toBe(1);
  });

  test("a property with a title is on step 2", () => {
    expect(particularStep(flags({ title: "Piso en Gerona" }))).toBe(2);
  });

  test("a blank title counts as no title", () => {
    expect(particularStep(flags({ title: "" }))).toBe(1);
    expect(particularStep(flags({ title: "   " }))).toBe(1);
  });

  test("active marketing puts the property on step 3", () => {
    expect(particularStep(flags({ title: "Casa", marketingActive: true }))).toBe(3);
  });

  test("managed viewings put the property on step 4", () => {
    expect(particularStep(flags({ title: "Casa", marketingActive: true, visitsManaged: true }))).toBe(4);
  });

  test("signed arras put the property on step 5", () => {
    expect(particularStep(flags({ marketingActive: true, visitsManaged: true, arrasSigned: true }))).toBe(5);
  });

  test("a done notary appointment puts the property on step 6", () => {
    expect(
      particularStep(
        flags({ marketingActive: true, visitsManaged: true, arrasSigned: true, notaryDone: true }),
      ),
    ).toBe(6);
  });

  test("a confirmed sale is step 7, the finished process", () => {
    expect(particularStep(everyFlag)).toBe(7);
  });

  test("the highest flag wins even when earlier ones are unset", () => {
    expect(particularStep(flags({ saleConfirmed: true }))).toBe(7);
    expect(particularStep(flags({ notaryDone: true }))).toBe(6);
    expect(particularStep(flags({ arrasSigned: true }))).toBe(5);
    expect(particularStep(flags({ visitsManaged: true }))).toBe(4);
    expect(particularStep(flags({ marketingActive: true }))).toBe(3);
  });
});

describe("agency step", () => {
  test("an agency property with nothing saved is on step 1", () => {
    expect(agencyStep(fresh)).toBe(1);
  });

  test("an agency property with a title is on step 2", () => {
    expect(agencyStep(flags({ title: "Nave en Zaragoza" }))).toBe(2);
  });

  test("a blank title leaves an agency property on step 1", () => {
    expect(agencyStep(flags({ title: "  " }))).toBe(1);
  });

  test("active marketing puts an agency property on step 3", () => {
    expect(agencyStep(flags({ title: "Nave", marketingActive: true }))).toBe(3);
  });

  test("a confirmed sale is step 5, every agency step complete", () => {
    expect(agencyStep(everyFlag)).toBe(5);
    expect(agencyStep(flags({ saleConfirmed: true }))).toBe(5);
  });

  test("the private-sale flags for viewings, arras and notary do not move an agency property", () => {
    expect(
      agencyStep(flags({ title: "Nave", visitsManaged: true, arrasSigned: true, notaryDone: true })),
    ).toBe(2);
  });
});

describe("current step and finished process by origin", () => {
  test("the origin chooses which rule derives the step", () => {
    const paidCampaign = flags({ title: "Chalet", marketingActive: true, visitsManaged: true });
    expect(currentStep("particular", paidCampaign)).toBe(4);
    expect(currentStep("agency", paidCampaign)).toBe(3);
  });

  test("a process is finished only once the sale is confirmed", () => {
    const allButSale = { ...everyFlag, saleConfirmed: false };
    expect(isProcessFinished("particular", allButSale)).toBe(false);
    expect(isProcessFinished("agency", allButSale)).toBe(false);
    expect(isProcessFinished("particular", everyFlag)).toBe(true);
    expect(isProcessFinished("agency", everyFlag)).toBe(true);
  });
});

describe("locked steps", () => {
  test("marketing is locked until it is active", () => {
    expect(isMarketingLocked(fresh)).toBe(true);
    expect(isMarketingLocked(flags({ marketingActive: true }))).toBe(false);
  });

  test("private steps 3 to 6 are locked while marketing is not active", () => {
    const unpaid = flags({ title: "Piso" });
    expect([1, 2, 3, 4, 5, 6].map((step) => isParticularStepLocked(step, unpaid))).toEqual([
      false,
      false,
      true,
      true,
      true,
      true,
    ]);
  });

  test("every private step is open once marketing is active", () => {
    const paid = flags({ title: "Piso", marketingActive: true });
    expect([1, 2, 3, 4, 5, 6].some((step) => isParticularStepLocked(step, paid))).toBe(false);
  });

  test("agency steps 3 and 4 are locked until the listing and the campaign are done", () => {
    const published = flags({ title: "Local en Cádiz" });
    expect([1, 2, 3, 4].map((step) => isAgencyStepLocked(step, published))).toEqual([
      false,
      false,
      true,
      true,
    ]);
    expect([1, 2, 3, 4].map((step) => isAgencyStepLocked(step, fresh))).toEqual([false, false, true, true]);
  });

  test("the agreement and the final fee open together once the agency campaign is paid", () => {
    const paid = flags({ title: "Local en Cádiz", marketingActive: true });
    expect(isAgencyStepLocked(3, paid)).toBe(false);
    expect(isAgencyStepLocked(4, paid)).toBe(false);
  });

  test("isStepLocked applies the rule of the property's origin", () => {
    const unpaid = flags({ title: "Piso" });
    expect(isStepLocked("particular", 5, unpaid)).toBe(true);
    expect(isStepLocked("agency", 5, unpaid)).toBe(false);
  });
});

describe("checklist item state", () => {
  test("an item before the current step is 'Completado'", () => {
    expect(checklistItemState(1, 2)).toBe("Completado");
  });

  test("the item of the current step is 'En curso'", () => {
    expect(checklistItemState(2, 2)).toBe("En curso");
  });

  test("an item after the current step is 'Pendiente'", () => {
    expect(checklistItemState(3, 2)).toBe("Pendiente");
  });
});

describe("checklists", () => {
  test("the private checklist has the spec's six items in order", () => {
    expect(PARTICULAR_CHECKLIST).toEqual([
      "Crear ficha del inmueble",
      "Contratar marketing",
      "Preparar visitas",
      "Crear contrato de arras",
      "Preparar cita en notaría",
      "Marcar como vendido",
    ]);
  });

  test("the agency checklist has the spec's four items in order", () => {
    expect(AGENCY_CHECKLIST).toEqual([
      "Publicar la Propiedad",
      "Contratar Campaña de Marketing",
      "Acuerdo de Colaboración",
      "Comisión Final",
    ]);
  });

  test("the agency accordion titles name the last step 'Comisión Final de Agencia'", () => {
    expect(AGENCY_STEP_TITLES).toEqual([
      "Publicar la Propiedad",
      "Contratar Campaña de Marketing",
      "Acuerdo de Colaboración",
      "Comisión Final de Agencia",
    ]);
  });

  test("a new private property has its first item in progress and the rest pending", () => {
    expect(buildChecklist("particular", fresh)).toEqual([
      { label: "Crear ficha del inmueble", state: "En curso" },
      { label: "Contratar marketing", state: "Pendiente" },
      { label: "Preparar visitas", state: "Pendiente" },
      { label: "Crear contrato de arras", state: "Pendiente" },
      { label: "Preparar cita en notaría", state: "Pendiente" },
      { label: "Marcar como vendido", state: "Pendiente" },
    ]);
  });

  test("a private property with signed arras shows four items done and the notary in progress", () => {
    const states = buildChecklist(
      "particular",
      flags({ title: "Piso", marketingActive: true, visitsManaged: true, arrasSigned: true }),
    ).map((item) => item.state);
    expect(states).toEqual(["Completado", "Completado", "Completado", "Completado", "En curso", "Pendiente"]);
  });

  test("a sold private property shows every item 'Completado'", () => {
    expect(buildChecklist("particular", everyFlag).every((item) => item.state === "Completado")).toBe(true);
  });

  test("an agency property with a paid campaign has the agreement in progress and the fee pending", () => {
    expect(buildChecklist("agency", flags({ title: "Nave", marketingActive: true }))).toEqual([
      { label: "Publicar la Propiedad", state: "Completado" },
      { label: "Contratar Campaña de Marketing", state: "Completado" },
      { label: "Acuerdo de Colaboración", state: "En curso" },
      { label: "Comisión Final", state: "Pendiente" },
    ]);
  });

  test("a sold agency property shows all four items 'Completado'", () => {
    const checklist = buildChecklist("agency", everyFlag);
    expect(checklist).toHaveLength(4);
    expect(checklist.every((item) => item.state === "Completado")).toBe(true);
  });
});
