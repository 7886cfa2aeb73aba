/** What the dashboard's actions answer; read by the page and by the tabs whose forms post there. */
export type DashboardActionData = {
  intent?: string;
  toast?: { title: string; description?: string; variant: "destructive" | "success" };
  // Conform's reply for the profile form.
  result?: unknown;
  // 'Contraoferta' sent with a mistake: which offer, the error, and what was typed.
  counter?: { leadId: string; error: string; amount: string; message: string };
  // 'Proponer otra hora' from 'Mis solicitudes' refused: which viewing, the error, the time typed.
  propose?: { leadId: string; error: string; slot: string };
};
