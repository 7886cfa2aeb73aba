/**
 * Sending a signing code by SMS, through a provider the company contracts: an adapter, off by
 * default (the e-mail channel is the default; docs/decisions/0049-signature-level.md). A provider
 * implements `SmsSender` and is chosen from the settings (SMS_PROVIDER, `off` until one is contracted).
 */
export interface SmsSender {
  readonly enabled: boolean;
  /** Sends `text` to `to` (E.164, `+34…`); resolves once the provider accepted it. */
  send(to: string, text: string): Promise<void>;
}

export const SMS_DISABLED: SmsSender = {
  enabled: false,
  send: () => Promise.reject(new Error("El envío de SMS está desactivado (SMS_PROVIDER=off).")),
};
