import { readFileSync } from "node:fs";
import path from "node:path";
import { validateXML } from "xmllint-wasm";

/**
 * Validates a document against the AEAT's schemas as vendored in docs/verifactu/xsd/ (their origin
 * is in its README), offline: xmllint compiled to WebAssembly reads every schema from memory.
 */
const XSD_DIR = path.resolve(import.meta.dirname, "../../docs/verifactu/xsd");

function schemaFile(fileName: string) {
  const contents = readFileSync(path.join(XSD_DIR, fileName), "utf8")
    // SuministroInformacion.xsd imports XML-DSig from the W3C's address; the same file is vendored
    // beside it, and xmllint here makes no network request.
    .replace("http://www.w3.org/TR/xmldsig-core/xmldsig-core-schema.xsd", "xmldsig-core-schema.xsd");
  return { fileName, contents };
}

const SCHEMAS = [
  "SuministroInformacion.xsd",
  "SuministroLR.xsd",
  "RespuestaSuministro.xsd",
  "xmldsig-core-schema.xsd",
];

/** The schema errors of a document whose root is in SuministroLR.xsd or RespuestaSuministro.xsd. */
export async function xsdErrors(
  xml: string,
  root: "SuministroLR.xsd" | "RespuestaSuministro.xsd" = "SuministroLR.xsd",
): Promise<string[]> {
  const result = await validateXML({
    xml: { fileName: "document.xml", contents: xml },
    schema: schemaFile(root),
    preload: SCHEMAS.filter((name) => name !== root).map(schemaFile),
  });
  return result.errors.map((error) => error.message);
}

/** The RegFactuSistemaFacturacion or RespuestaRegFactuSistemaFacturacion inside a SOAP body, on its own. */
export function soapBodyContent(envelope: string): string {
  const match = /<([A-Za-z0-9]+:)?Body[^>]*>([\s\S]*)<\/\1?Body>/.exec(envelope);
  if (!match?.[2]) throw new Error("no SOAP body");
  return match[2];
}
