import type { ReactNode } from "react";
import { FALL_THROUGH_TEXTS } from "#app/domain/sale/fall-through.schema";
import type { EndedDeal } from "#app/domain/sale/fallen-through";
import { formatDateEs } from "#app/lib/format";
import type { Locale } from "#app/lib/i18n/locales";

/** A deal that ended, as the buyer reads it in their language: the same facts as the Spanish notice. */
export type EndedDealWords = {
  heading: string;
  line: string;
  reason: string;
  note: string | null;
  /**
   * The señal's fate in the reader's words; or, when the contract kept with the deal no longer
   * states what was recorded, a label and the recorded Spanish sentence.
   */
  senal: { label: string | null; text: string; lang: Locale };
};

/**
 * A deal that fell through, as either party reads it afterwards: who, why, when, and the señal.
 * A buyer of another language reads `words`, worded on the server.
 */
export function EndedDealNotice({
  ended,
  reader,
  words,
}: {
  ended: EndedDeal;
  reader: "seller" | "buyer";
  words?: EndedDealWords;
}) {
  if (words) return <EndedDealNoticeIn words={words} />;
  const who = reader === "seller" ? `con ${ended.buyerName} ` : "";
  return (
    <EndedDealFrame heading={FALL_THROUGH_TEXTS.endedHeading}>
      <p className="text-foreground">
        La venta {who}terminó el {formatDateEs(ended.endedAt)}: lo registró {ended.recordedBy}. Motivo:{" "}
        {ended.reasonLabel}.
      </p>
      {ended.note ? <p className="text-muted-foreground text-sm">Nota: {ended.note}</p> : null}
      <p className="text-foreground">
        <span className="font-medium">La señal: </span>
        {ended.senalFate}
      </p>
    </EndedDealFrame>
  );
}

function EndedDealNoticeIn({ words }: { words: EndedDealWords }) {
  return (
    <EndedDealFrame heading={words.heading}>
      <p className="text-foreground">
        {words.line} {words.reason}
      </p>
      {words.note ? <p className="text-muted-foreground text-sm">{words.note}</p> : null}
      {words.senal.label ? <p className="font-medium text-foreground">{words.senal.label}</p> : null}
      <p className="text-foreground" lang={words.senal.lang}>
        {words.senal.text}
      </p>
    </EndedDealFrame>
  );
}

/** The notice's frame and heading, the same in every language. */
function EndedDealFrame({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby="venta-terminada-titulo"
      className="flex flex-col gap-2 rounded-lg border border-border bg-muted/40 p-4"
    >
      <h3 id="venta-terminada-titulo" className="font-semibold text-foreground">
        {heading}
      </h3>
      {children}
    </section>
  );
}
