// @module-tag wire: drives the built console and the official site's form, whose calls follow the wire mode
// The support section's defects of issue 30, as an agent meets them: an empty reply is an error (an alert in the
// error style), the complaint's reload says what it does, the website messages' button names what it refreshes, and
// a website message can be marked handled (who, when) or answered by SMS to the visitor's phone, listed by status.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentSignIn, consolePage, launch, phone, scenarioUrl } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Leaves messages through the site's Contact form, as a visitor does. */
async function leaveMessages(telephone: string, messages: string[]): Promise<void> {
  const { context, page } = await phone(browser);
  try {
    await page.goto(await scenarioUrl('official-site-contact'));
    await page.waitForSelector('html[data-hydrated="true"]');
    const form = page.locator('#contact form');
    for (const message of messages) {
      await form.getByLabel('Name').fill('Ana Cruz');
      await form.getByLabel('E-mail').fill('ana@example.ph');
      await form.getByLabel('Telephone').fill(telephone);
      await form.getByLabel('Message').fill(message);
      await form.getByRole('button', { name: 'Send message' }).click();
      await page.locator('.ui-toast', { hasText: 'Successful!' }).waitFor();
      await expect.poll(() => form.getByLabel('Message').inputValue()).toBe('');
    }
  } finally {
    await context.close();
  }
}

const websiteMessages = (desk: Page) =>
  desk.locator('section', { has: desk.getByRole('heading', { name: /Messages from the website/ }) }).last();

describe('the support desk', () => {
  it('an empty reply is an error, shown as one; the complaint reloads by a button that says so', async () => {
    // The demo complaints exist once a complaints scenario is opened: this spec opens one itself rather than rely
    // on another spec having done it first.
    await scenarioUrl('complaint-list');
    const desk = await consolePage(browser);
    try {
      await agentSignIn(desk, undefined, '/console?complaint=CP900000000002');
      const article = desk.getByRole('article');
      await article.getByRole('heading', { name: /CP900000000002/ }).waitFor();
      await article.getByRole('button', { name: 'Send reply' }).click();
      const alert = article.getByRole('alert').filter({ hasText: 'Write a reply first.' });
      await alert.waitFor();
      expect(await alert.getAttribute('class')).toContain('support-error');
      // The error style is the desk's red, not the green of a sent reply.
      expect(await alert.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(179, 38, 30)');
      expect(await article.getByRole('status').filter({ hasText: 'Write a reply first.' }).count()).toBe(0);

      // No unexplained Retry under the record: the reload is named, and its title says what it brings.
      expect(await article.getByRole('button', { name: 'Retry' }).count()).toBe(0);
      const reload = article.getByRole('button', { name: 'Reload this complaint' });
      expect(await reload.getAttribute('title')).toBe(
        'Shows a rating the borrower gave, or what another agent did, since this opened.',
      );
      await reload.click();
      await article.getByRole('heading', { name: /CP900000000002/ }).waitFor();
    } finally {
      await desk.context().close();
    }
  });

  it('website messages: marked handled (who, when), answered by SMS to the phone left, listed open or handled', async () => {
    const stamp = Date.now();
    const handled = `Is my data safe? (${stamp})`;
    const answered = `Do you lend to OFWs? (${stamp})`;
    const answer = `Yes: apply in the app with your Philippine mobile number. (${stamp})`;
    await leaveMessages('0917 555 0101', [handled, answered]);

    const desk = await consolePage(browser);
    try {
      await agentSignIn(desk);
      const panel = websiteMessages(desk);
      // The button names what it refreshes; e-mail's absence is said, not implied.
      await panel.getByRole('button', { name: 'Refresh website messages' }).waitFor();
      expect(await panel.getByRole('button', { name: 'Refresh outbox' }).count()).toBe(0);
      await panel.getByText('E-mail is not configured: an answer goes by SMS').waitFor();
      const show = panel.getByLabel('Show');
      expect(await show.inputValue()).toBe('open');

      const rowOf = (text: string) =>
        panel.getByTestId('contact-messages').locator('tbody tr', { hasText: text });
      await rowOf(handled).getByTestId('contact-status').filter({ hasText: 'Open' }).waitFor();
      await rowOf(handled).getByRole('button', { name: 'Mark handled' }).click();
      await expect.poll(() => rowOf(handled).count()).toBe(0);

      await rowOf(answered).getByRole('button', { name: 'Answer by SMS' }).click();
      await rowOf(answered).getByLabel('Answer to 0917 555 0101 by SMS').fill(answer);
      await rowOf(answered).getByRole('button', { name: 'Send answer' }).click();
      await expect.poll(() => rowOf(answered).count()).toBe(0);

      await show.selectOption('handled');
      const handledStatus = await rowOf(handled).getByTestId('contact-status').innerText();
      expect(handledStatus).toContain('Handled');
      expect(handledStatus).toContain('Handled by Lea Bautista');
      const answeredStatus = await rowOf(answered).getByTestId('contact-status').innerText();
      expect(answeredStatus).toContain('Answered by Lea Bautista');
      expect(answeredStatus).toContain('by SMS to 09175550101');
      expect(answeredStatus).toContain(answer);
      expect(await rowOf(answered).getByRole('button', { name: 'Answer by SMS' }).count()).toBe(0);

      // The visitor's text went through the SMS adapter: the outbox holds it.
      const outbox = desk
        .locator('section', { has: desk.getByRole('heading', { name: /SMS outbox/ }) })
        .last();
      await outbox.getByRole('button', { name: 'Refresh outbox' }).click();
      await outbox
        .getByTestId('sms-outbox')
        .locator('tbody tr', { hasText: `Pautang: ${answer}` })
        .filter({ hasText: '09175550101' })
        .waitFor();
    } finally {
      await desk.context().close();
    }
  });
});
