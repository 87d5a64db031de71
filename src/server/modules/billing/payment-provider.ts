/**
 * The seam for a payment processor (issue 25): how an invoice comes to be paid. Today the only provider is
 * "manual": there is no payment processor; platform staff record a payment received elsewhere (a bank transfer)
 * by marking the invoice paid, and the screen says so. A card processor would implement `settle` by charging (or
 * by confirming its webhook's payment) and report `collectsPayments: true`.
 */
export interface PaymentProvider {
  readonly id: "manual";
  /** Whether the provider collects payments itself (false: staff record payments received elsewhere). */
  readonly collectsPayments: boolean;
  /** Settles an unpaid invoice for `amountCents`; answers when it counts as paid. */
  settle(invoice: { id: string; amountCents: number }, now: Date): Promise<{ paidAt: Date }>;
}

/** No payment processor: a payment is whatever staff record, at the moment they record it. */
export const manualPayments: PaymentProvider = {
  id: "manual",
  collectsPayments: false,
  async settle(_invoice, now) {
    return { paidAt: now };
  },
};
