/**
 * Shown on every page of a deploy that takes test payments (PAYMENTS_TEST_MODE): nobody may type a
 * real card number, or believe a listing's campaign was really paid, without being told.
 */
export function TestPaymentsBanner() {
  return (
    <p role="status" className="bg-amber-100 px-4 py-2 text-center font-medium text-amber-950 text-sm">
      Entorno de pruebas: los pagos no son reales. No introduzcas los datos de una tarjeta real.
    </p>
  );
}
