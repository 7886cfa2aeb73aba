import type { OwnArrasContract } from "#app/domain/sale/arras.server";
import { arrasPdfPath } from "#app/domain/sale/sale-path";
import { pathTo, ROUTES } from "#app/urls";

export type SignedArrasDocument = { id: string; signedAt: string; label: string; href: string };

/**
 * 'Resumen final': the property's signed arras contract. Signed in Zaguán, the link is the sealed
 * copy both parties signed; marked as signed on paper, the contract Zaguán generated for it. A
 * draft is not a signed contract, so it is left out.
 */
export function signedArrasOf(contracts: OwnArrasContract[], propertyId: string): SignedArrasDocument[] {
  return contracts.flatMap((contract) => {
    if (contract.propertyId !== propertyId || contract.signedAt === null) return [];
    return [
      contract.sealedVersionId
        ? {
            id: contract.id,
            signedAt: contract.signedAt,
            label: "Contrato de arras firmado en Zaguán",
            href: pathTo(ROUTES.sealedContractPdf, { id: contract.sealedVersionId }),
          }
        : {
            id: contract.id,
            signedAt: contract.signedAt,
            label: "Contrato de arras firmado",
            href: arrasPdfPath(contract.id),
          },
    ];
  });
}
