import { autoRateInvoiceRoute } from '@porchlight/core/reviews/verified-ratings.routes';
import { callHub } from './hub-api';

/**
 * After a payment of the invoice (spec 3 §4 "Auto-rating"): the customer's 5 stars for it, which the
 * invoice view then shows for editing. A failure is logged only (spec 3 §8): the payment stands.
 */
export async function autoRateInvoice(vanityName: string, invoiceNumber: number): Promise<void> {
  try {
    await callHub(vanityName, autoRateInvoiceRoute, {
      params: { uri: vanityName },
      body: { artifactType: 'invoice', artifactNumber: invoiceNumber },
    });
  } catch (error) {
    console.warn('Auto-rating', error);
  }
}
