/**
 * '/cierre/<deal>/documentos': the documents checklist of the closing room. A placeholder that
 * the documents' own branch replaces; the layout (room.tsx) already checks who may enter.
 */
export default function ClosingDocuments() {
  return <p className="text-muted-foreground">La lista de documentos estará aquí muy pronto.</p>;
}
