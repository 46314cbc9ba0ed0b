import { AUTO_RATING } from '@porchlight/core/reviews/verified-ratings.constants';
import { verifiedRatingMessages as messages } from '@porchlight/core/reviews/verified-ratings.messages';
import { isRateableInvoice } from '@porchlight/core/reviews/verified-ratings.rules';
import type {
  AutoRatingRequest,
  InvoiceRating,
  InvoiceRatingRequest,
} from '@porchlight/core/reviews/verified-ratings.schemas';
import { type HubContext, hubClientOf } from '../client-hub/hub-client-of';
import { hubInvoiceOf } from '../client-hub/hub-invoice-of';
import type { Access } from '../identity/access';
import type { Principal } from '../identity/principal';
import { AppError } from '../platform/app-error';
import type { Repositories, UnitOfWork } from '../platform/unit-of-work';
import type { RatingRow } from './verified-ratings.repository';

interface InvoicePath {
  uri: string;
  invoiceNumber: number;
}

function toInvoiceRating(row: RatingRow, invoiceNumber: number): InvoiceRating {
  return {
    reviewNumber: row.reviewNumber,
    invoiceNumber,
    rating: row.rating,
    headline: row.headline,
    review: row.review,
    attributes: row.attributes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A Client Hub client's rating of its provider for one invoice (spec 3 §4 "Auto-rating", §7): a payment
 * rates the invoice 5 stars, the client changes or removes the rating; the provider's people never
 * touch it (the hub's access refuses them). Each change is announced so cached profile pages go.
 */
export function createVerifiedRatingsService(deps: {
  access: Access;
  repositories: Repositories;
  unitOfWork: UnitOfWork;
}) {
  const { repositories } = deps;
  const hubOf = hubClientOf(deps.access, repositories.clientHub);

  /** The hub client's invoice at the provider of the path; 404 for anyone else's. */
  async function invoiceOf(principal: Principal, { uri, invoiceNumber }: InvoicePath) {
    const context = await hubOf(principal, uri);
    const { invoice } = await hubInvoiceOf(repositories.invoices, context, invoiceNumber);
    return { context, invoice };
  }

  /** Runs a change of the rating; when it changed something, the provider's pages are stale. */
  function changeRating<T>(context: HubContext, change: (work: Repositories) => Promise<T>) {
    return deps.unitOfWork(async (work) => {
      const changed = await change(work);
      if (changed) await work.events.providerChanged(context.provider, { contentOnly: true });
      return changed;
    });
  }

  /** The invoice's rating as long as the client has not removed it. */
  async function currentRating(invoiceId: string) {
    const row = await repositories.verifiedRatings.findByInvoice(invoiceId);
    return row && row.removedAt === null ? row : undefined;
  }

  return {
    /**
     * POST client-hub/reviews/auto/{uri}: after a payment, 5 stars for the invoice, once. A repeat
     * answers the rating as it is now (the client's own changes stay); after the client removed it, 409.
     */
    async autoRate(
      principal: Principal,
      { uri, artifactNumber }: AutoRatingRequest & { uri: string },
    ): Promise<InvoiceRating> {
      const { context, invoice } = await invoiceOf(principal, { uri, invoiceNumber: artifactNumber });
      if (!isRateableInvoice(invoice.status)) throw new AppError('conflict', messages.invoiceNotPaid);
      await changeRating(context, (work) =>
        work.verifiedRatings.addRating({
          providerId: context.provider.id,
          clientId: context.client.id,
          invoiceId: invoice.id,
          rating: AUTO_RATING,
        }),
      );
      const row = await currentRating(invoice.id);
      if (!row) throw new AppError('conflict', messages.removedBefore);
      return toInvoiceRating(row, invoice.invoiceNumber);
    },

    /** GET client-hub/reviews/{uri}/invoice/{n} */
    async get(principal: Principal, path: InvoicePath): Promise<InvoiceRating> {
      const { invoice } = await invoiceOf(principal, path);
      const row = await currentRating(invoice.id);
      if (!row) throw new AppError('notFound', messages.notFound);
      return toInvoiceRating(row, invoice.invoiceNumber);
    },

    /** PATCH client-hub/reviews/{uri}/invoice/{n}: the client's own words and stars; a removed rating is given again. */
    async update(
      principal: Principal,
      path: InvoicePath,
      values: InvoiceRatingRequest,
    ): Promise<InvoiceRating> {
      const { context, invoice } = await invoiceOf(principal, path);
      const row = await changeRating(context, (work) =>
        work.verifiedRatings.updateRating(invoice.id, {
          rating: values.rating,
          headline: values.headline,
          review: values.review,
          attributes: values.attributes,
        }),
      );
      if (!row) throw new AppError('notFound', messages.notFound);
      return toInvoiceRating(row, invoice.invoiceNumber);
    },

    /** DELETE client-hub/reviews/{uri}/invoice/{n} (ours): the client takes the rating back. */
    async remove(principal: Principal, path: InvoicePath): Promise<void> {
      const { context, invoice } = await invoiceOf(principal, path);
      const removed = await changeRating(context, (work) => work.verifiedRatings.removeRating(invoice.id));
      if (!removed) throw new AppError('notFound', messages.notFound);
    },
  };
}

export type VerifiedRatingsService = ReturnType<typeof createVerifiedRatingsService>;
