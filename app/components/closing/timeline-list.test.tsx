import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { closingStateOf } from "#app/domain/closing/events";
import { closingTimeline } from "#app/domain/closing/timeline";
import { TimelineList } from "./timeline-list";

test("the timeline shows whose each step is, the deed's deadline and an .ics link per dated step", () => {
  const steps = closingTimeline({
    agreedOn: "2026-11-02",
    financing: "cash",
    arras: { signedOn: "2026-11-10", deedDeadline: "2027-02-10", sellerResidence: "residente" },
    state: closingStateOf([]),
  });
  const html = renderToStaticMarkup(<TimelineList steps={steps} dealId="d1" />);
  expect(html).toContain("Como tarde el 10 de febrero de 2027");
  expect(html).toContain('href="/cierre/d1/fechas/escritura"');
  expect(html).toContain("Comprador");
  // Taxes have no date before the deed is set: no calendar file yet.
  expect(html).not.toContain("/fechas/plusvalia");
});
