import {
  type Adjustment,
  computeTotals,
  type DiscountTerms,
  lineTotal,
} from '@porchlight/core/billing/totals.rules';
import type {
  EstimateStatus,
  InvoiceStatus,
  JobStatus,
} from '@porchlight/core/service-manager/service-manager.constants';
import { count, eq, sql } from 'drizzle-orm';
import {
  clients,
  estimateItems,
  estimates,
  invoiceItems,
  invoices,
  jobs,
  providerCounters,
  providers,
} from '../schema/index';
import type { Db } from './factories';

/**
 * The demo Pro provider's Service Manager (issue 13): a few clients, estimates in several states,
 * paid and unpaid invoices and jobs, with amounts from the same totals the API uses. The demo
 * customer is one of the clients. Idempotent: nothing happens once the provider has clients.
 */
export const SERVICE_MANAGER_DEMO_PROVIDER = 'bright-nest-cleaning-co';

interface DemoLine {
  name: string;
  rateCents: number;
  quantityHundredths: number;
  taxable: boolean;
  description?: string;
  subscription?: 'w' | 'm' | 'y';
}

const CLEAN: DemoLine = {
  name: 'Standard home clean',
  description: '<p>Kitchen, bathrooms, dusting, floors.</p>',
  rateCents: 14_500,
  quantityHundredths: 100,
  taxable: true,
};
const DEEP: DemoLine = { name: 'Deep clean', rateCents: 5_500, quantityHundredths: 450, taxable: true };
const WINDOWS: DemoLine = {
  name: 'Interior windows',
  rateCents: 800,
  quantityHundredths: 1_400,
  taxable: true,
};
const FRIDGE: DemoLine = {
  name: 'Inside the fridge and oven',
  rateCents: 6_000,
  quantityHundredths: 100,
  taxable: false,
};
const BIWEEKLY: DemoLine = {
  name: 'Bi-weekly cleaning plan',
  rateCents: 13_000,
  quantityHundredths: 100,
  taxable: true,
  subscription: 'w',
};

const TAX = 8_250; // Austin's 8.25%, in thousandths of a percent

function priced(
  lines: DemoLine[],
  terms: { discount?: DiscountTerms & { name: string }; deposit?: Adjustment; paid?: number } = {},
) {
  const totals = computeTotals({
    lines,
    taxThousandths: TAX,
    discount: terms.discount ?? null,
    deposit: terms.deposit ?? null,
    amountPaidCents: terms.paid ?? 0,
  });
  const items = lines.map((line, position) => ({
    position,
    name: line.name,
    description: line.description ?? null,
    rateCents: line.rateCents,
    quantityHundredths: line.quantityHundredths,
    taxable: line.taxable,
    totalCents: lineTotal(line),
    type: line.subscription ? ('sp' as const) : null,
    billingCycle: line.subscription ?? null,
  }));
  const values = {
    taxThousandths: TAX,
    discount: terms.discount ?? null,
    deposit: terms.deposit ?? null,
    subtotal: totals.subtotal,
    taxableSubtotal: totals.taxableSubtotal,
    nonTaxableSubtotal: totals.nonTaxableSubtotal,
    discountAmount: totals.discountAmount,
    tax: totals.tax,
    total: totals.total,
    depositAmount: totals.depositAmount,
  };
  return { totals, items, values };
}

const ALL_COLUMNS = {
  nameCol: true,
  descriptionCol: true,
  rateCol: true,
  quantityCol: true,
  taxCol: true,
  totalCol: true,
};

function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

export async function seedDemoServiceManager(
  db: Db,
  vanityNameLc: string = SERVICE_MANAGER_DEMO_PROVIDER,
): Promise<{ clients: number; estimates: number; invoices: number; jobs: number }> {
  const none = { clients: 0, estimates: 0, invoices: 0, jobs: 0 };
  const [provider] = await db
    .select({ id: providers.id })
    .from(providers)
    .where(eq(providers.vanityNameLc, vanityNameLc));
  if (!provider) return none;
  const [{ value: existing } = { value: 0 }] = await db
    .select({ value: count() })
    .from(clients)
    .where(eq(clients.providerId, provider.id));
  if (existing > 0) return none;
  const providerId = provider.id;

  return db.transaction(async (tx) => {
    const clientRows = await tx
      .insert(clients)
      .values([
        {
          providerId,
          firstName: 'Casey',
          lastName: 'Morgan',
          emailAddress: 'customer@porchlight.test',
          mobilePhoneNumber: '5125550188',
          address: '801 W 5th St',
          city: 'Austin',
          stateCode: 'TX',
          zipCode: '78703',
        },
        {
          providerId,
          firstName: 'Priya',
          lastName: 'Shah',
          emailAddress: 'priya.shah@example.com',
          mobilePhoneNumber: '5125550123',
          address: '2200 S Lamar Blvd',
          address2: 'Apt 4',
          city: 'Austin',
          stateCode: 'TX',
          zipCode: '78704',
        },
        {
          providerId,
          companyName: 'Ortega Property Management',
          firstName: 'Luis',
          lastName: 'Ortega',
          emailAddress: 'luis@ortega-pm.example.com',
          address: '4500 Duval St',
          city: 'Austin',
          stateCode: 'TX',
          zipCode: '78751',
          separateBilling: true,
          billingAddress: 'PO Box 1620',
          billingCity: 'Austin',
          billingStateCode: 'TX',
          billingZipCode: '78767',
        },
        { providerId, firstName: 'Hannah', lastName: 'Brooks', mobilePhoneNumber: '5125550177' },
      ])
      .returning({ id: clients.id });
    const [casey, priya, ortega, hannah] = clientRows.map((row) => row.id) as [
      string,
      string,
      string,
      string,
    ];

    const estimatePlan: {
      clientId: string;
      status: EstimateStatus;
      days: number;
      lines: DemoLine[];
      notes?: string;
      deposit?: Adjustment;
    }[] = [
      {
        clientId: casey,
        status: 'Approved',
        days: 30,
        lines: [DEEP, WINDOWS, FRIDGE],
        deposit: { type: 'percent', thousandths: 25_000 },
      },
      {
        clientId: ortega,
        status: 'Sent',
        days: 6,
        lines: [{ ...CLEAN, quantityHundredths: 600 }, WINDOWS],
        notes: 'Six units, move-out cleans between tenants.',
      },
      { clientId: priya, status: 'Draft', days: 1, lines: [BIWEEKLY] },
      { clientId: hannah, status: 'Rejected', days: 45, lines: [DEEP, FRIDGE] },
    ];
    const estimateIds: string[] = [];
    for (const [i, plan] of estimatePlan.entries()) {
      const { items, values } = priced(plan.lines, { deposit: plan.deposit });
      const [row] = await tx
        .insert(estimates)
        .values({
          providerId,
          estimateNumber: i + 1,
          clientId: plan.clientId,
          status: plan.status,
          estimateDate: daysAgo(plan.days),
          columns: ALL_COLUMNS,
          notes: plan.notes ?? null,
          ...values,
        })
        .returning({ id: estimates.id });
      if (!row) throw new Error(`Demo estimate ${i + 1} was not inserted`);
      estimateIds.push(row.id);
      await tx.insert(estimateItems).values(items.map((item) => ({ ...item, estimateId: row.id })));
    }

    const jobPlan: {
      clientId: string;
      title: string;
      status: JobStatus;
      startDays: number | null;
      estimateId: string | null;
    }[] = [
      {
        clientId: casey,
        title: 'Deep clean before the holidays',
        status: 'completed',
        startDays: 21,
        estimateId: estimateIds[0] ?? null,
      },
      {
        clientId: ortega,
        title: 'Unit 3B move-out clean',
        status: 'scheduled',
        startDays: -4,
        estimateId: null,
      },
      {
        clientId: priya,
        title: 'First bi-weekly visit',
        status: 'unscheduled',
        startDays: null,
        estimateId: null,
      },
    ];
    const jobIds: string[] = [];
    for (const [i, plan] of jobPlan.entries()) {
      const [row] = await tx
        .insert(jobs)
        .values({
          providerId,
          jobNumber: i + 1,
          clientId: plan.clientId,
          estimateId: plan.estimateId,
          title: plan.title,
          status: plan.status,
          startDate: plan.startDays === null ? null : daysAgo(plan.startDays),
        })
        .returning({ id: jobs.id });
      if (!row) throw new Error(`Demo job ${i + 1} was not inserted`);
      jobIds.push(row.id);
    }

    const spring = {
      type: 'fixed' as const,
      amountCents: 2_500,
      applyTo: 'taxable' as const,
      name: 'Returning customer',
    };
    const invoicePlan: {
      clientId: string;
      jobId: string | null;
      status: InvoiceStatus;
      days: number;
      lines: DemoLine[];
      paidShare: number;
      discount?: typeof spring;
    }[] = [
      {
        clientId: casey,
        jobId: jobIds[0] ?? null,
        status: 'Paid',
        days: 20,
        lines: [DEEP, WINDOWS, FRIDGE],
        paidShare: 1,
        discount: spring,
      },
      {
        clientId: ortega,
        jobId: jobIds[1] ?? null,
        status: 'Sent',
        days: 2,
        lines: [CLEAN, WINDOWS],
        paidShare: 0,
      },
      { clientId: hannah, jobId: null, status: 'Partial', days: 12, lines: [CLEAN, FRIDGE], paidShare: 0.5 },
    ];
    for (const [i, plan] of invoicePlan.entries()) {
      const total = priced(plan.lines, { discount: plan.discount }).totals.total;
      const paid = Math.round(total * plan.paidShare);
      const { totals, items, values } = priced(plan.lines, { discount: plan.discount, paid });
      const [row] = await tx
        .insert(invoices)
        .values({
          providerId,
          invoiceNumber: i + 1,
          clientId: plan.clientId,
          jobId: plan.jobId,
          status: plan.status,
          invoiceDate: daysAgo(plan.days),
          dueDate: daysAgo(plan.days - 14),
          ...values,
          amountPaid: totals.amountPaid,
          amountPaidOffline: totals.amountPaid,
          amountDue: totals.amountDue,
          invoicePaidOn: plan.status === 'Paid' ? new Date(Date.now() - (plan.days - 3) * 86_400_000) : null,
          paymentInstructions:
            plan.status === 'Paid' ? null : 'Pay online, or by check to Bright Nest Cleaning Co.',
        })
        .returning({ id: invoices.id });
      if (!row) throw new Error(`Demo invoice ${i + 1} was not inserted`);
      await tx.insert(invoiceItems).values(items.map((item) => ({ ...item, invoiceId: row.id })));
    }

    // The API numbers on from here.
    for (const [kind, value] of [
      ['estimate', estimatePlan.length],
      ['invoice', invoicePlan.length],
      ['job', jobPlan.length],
    ] as const) {
      await tx
        .insert(providerCounters)
        .values({ providerId, kind, value })
        .onConflictDoUpdate({
          target: [providerCounters.providerId, providerCounters.kind],
          set: { value: sql`greatest(${providerCounters.value}, ${value})` },
        });
    }
    return {
      clients: clientRows.length,
      estimates: estimatePlan.length,
      invoices: invoicePlan.length,
      jobs: jobPlan.length,
    };
  });
}
