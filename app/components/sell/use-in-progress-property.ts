import { useEffect } from "react";
import {
  clearInProgressProperty,
  readInProgressProperty,
  writeInProgressProperty,
} from "#app/domain/sale/in-progress";

/**
 * Keeps the browser's 'property in progress' (read by the dashboard) in step with the page: the
 * property shown becomes the one in progress; a finished one is forgotten.
 */
export function useInProgressProperty({
  userId,
  propertyId,
  isFinished,
}: {
  userId: string;
  propertyId: string | null;
  isFinished: boolean;
}) {
  useEffect(() => {
    const kept = readInProgressProperty("particular", userId);
    if (isFinished && kept === propertyId) clearInProgressProperty("particular");
    if (propertyId && !isFinished) writeInProgressProperty("particular", { userId, propertyId });
  }, [userId, propertyId, isFinished]);
}
