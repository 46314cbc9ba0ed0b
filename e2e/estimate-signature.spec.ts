import { DEMO_PASSWORD, signIn } from './fixtures/auth';
import { linkFor, sendEstimate } from './fixtures/client-hub';
import { askSignatures, drawSignature } from './fixtures/estimate-signing';
import { expect, test } from './fixtures/test';

const PRO = { email: 'pro@porchlight.test', password: DEMO_PASSWORD };

// Phone only (CI time): signing is drawn with a finger; the desktop dialog was checked by hand.
test('a client signs an estimate with a drawn signature on a phone and approves it', {
  tag: '@phone-only',
}, async ({ page, browser }) => {
  const stamp = Date.now().toString(36);
  const email = `sina.${stamp}@example.com`;
  await signIn(page, PRO);
  const restoreSignatures = await askSignatures(page);
  try {
    const estimateNumber = await sendEstimate(page, {
      emailAddress: email,
      firstName: 'Sina',
      lastName: `Signs ${stamp}`,
    });
    // The client's own browser: a new context, no provider session.
    const client = await browser.newContext({
      viewport: page.viewportSize() ?? undefined,
      isMobile: true,
      hasTouch: true,
    });
    try {
      const hub = await client.newPage();
      await hub.goto(await linkFor(email));
      await hub.getByRole('button', { name: 'Approve', exact: true }).click();
      const dialog = hub.getByRole('dialog', { name: 'Sign to approve' });
      await expect(dialog).toContainText(`By signing, I approve estimate #${estimateNumber}`);
      // Signing without a name or a drawing is told, and nothing is sent.
      await dialog.getByRole('button', { name: 'Sign and approve' }).click();
      await expect(dialog.getByText('Type your full name to sign.')).toBeVisible();
      await expect(dialog.getByText('Draw your signature in the box, or choose Type.')).toBeVisible();

      await dialog.getByRole('textbox', { name: 'Your full name' }).fill(`Sina Signs`);
      await drawSignature(hub, dialog);
      await dialog.getByRole('button', { name: 'Sign and approve' }).click();
      await expect(hub.getByText('Estimate signed and approved')).toBeVisible();
      await expect(hub.getByText(/^Signed by Sina Signs on /)).toBeVisible();
    } finally {
      await client.close();
    }
    const estimate = await (
      await page.request.get(
        `/api/v1/provider/service-manager/estimates/${estimateNumber}?vanityName=bright-nest-cleaning-co`,
      )
    ).json();
    expect(estimate.approvals).toMatchObject([
      { version: 1, signerName: 'Sina Signs', signatureKind: 'drawn' },
    ]);
  } finally {
    await restoreSignatures();
  }
});
