import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import {
  clearInProgressProperty,
  readInProgressProperty,
  writeInProgressProperty,
} from "#app/domain/sale/in-progress";
import { NEW_SALE_PARAM, PROPERTY_PARAM, salePath } from "#app/domain/sale/sale-path";

/**
 * Keeps the browser's 'property in progress' and the page in step: arriving at /vender
 * without an id opens the property kept in progress; the property shown becomes the one in
 * progress; a finished or vanished one is forgotten.
 */
export function useInProgressProperty({
  userId,
  propertyId,
  isFinished,
  requestedMissing,
}: {
  userId: string;
  propertyId: string | null;
  isFinished: boolean;
  requestedMissing: boolean;
}) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const isExplicit = searchParams.has(PROPERTY_PARAM) || searchParams.has(NEW_SALE_PARAM);

  useEffect(() => {
    const kept = readInProgressProperty("particular", userId);
    if (!isExplicit && kept && kept !== propertyId) {
      navigate(salePath(kept), { replace: true, preventScrollReset: true });
      return;
    }
    if (requestedMissing || (isFinished && kept === propertyId)) clearInProgressProperty("particular");
    if (propertyId && !isFinished) writeInProgressProperty("particular", { userId, propertyId });
  }, [userId, propertyId, isFinished, requestedMissing, isExplicit, navigate]);
}
