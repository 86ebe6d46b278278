// @module-tag wire: drives the built H5, whose own tables translate its calls and read the embedded data
// Complaints end to end: a borrower files with two images, an agent answers in the console with an image and
// asks for a rating, the borrower reads the reply and rates 4 stars, and the console shows the rating and the
// record. Plus the limits as the borrower meets them on screen.
import sharp from 'sharp';
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

const png = (colour: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .png()
    .toBuffer();

const toastText = (page: Page) => page.locator('.ui-toast p').first();

async function openScenario(page: Page, name: string) {
  await page.goto(await scenarioUrl(name));
  await page.waitForSelector('html[data-hydrated="true"]');
}

async function uploadOne(page: Page, colour: string, n: number) {
  await page.locator('input[type="file"]').setInputFiles({
    name: `photo-${n}.png`,
    mimeType: 'image/png',
    buffer: await png(colour),
  });
  await expect.poll(() => page.locator('.ui-uploader-img').count()).toBe(n);
}

describe('complaints: the whole loop', () => {
  it('filed with two images, answered in the console with an image, read and rated 4 stars', async () => {
    const { context, page } = await phone(browser);
    const text = `Collector called my office twice (${Date.now()}).`;

    // 1. The borrower files it from the entry page, about the overdue order of the query.
    await openScenario(page, 'complaint-entry');
    await expect.poll(() => page.getByTestId('complaint-order').innerText()).toContain('PT0000000180');
    await page.getByRole('button', { name: 'Collection' }).click();
    await page.getByRole('button', { name: 'Contacting my contacts or employer' }).click();
    await page.waitForURL(/\/complainPageNext\?/);
    const form = new URL(page.url());
    expect(form.searchParams.get('problemType')).toBe('1');
    expect(form.searchParams.get('problemSonType')).toBe('2');
    expect(form.searchParams.get('orderNo')).toBe('PT0000000180');
    expect(await page.evaluate(() => localStorage.getItem('complaintOrderNo'))).toBe('PT0000000180');
    await expect
      .poll(() => page.locator('.complaint-tag').allInnerTexts())
      .toEqual(['Collection', 'Contacting my contacts or employer']);
    await page.getByText('Our support team replies within 3 weekdays.').waitFor();

    await page.locator('textarea').fill(text);
    await uploadOne(page, '#e33', 1);
    await expect.poll(() => toastText(page).innerText()).toBe('Upload succeeded!');
    await uploadOne(page, '#3e3', 2);
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Successfully Sent').waitFor();
    await page.waitForURL(/\/complainPage\?/);
    expect(await page.evaluate(() => localStorage.getItem('complaintOrderNo'))).toBeNull();

    // 2. An agent finds it, sees both images, and replies with text and an image, asking for a rating.
    const desk = await consolePage(browser);
    await agentSignIn(desk);
    const row = desk.getByTestId('inbox-row').filter({ hasText: text });
    await row.getByRole('button').click();
    await expect.poll(() => desk.getByTestId('complaint-text').innerText()).toBe(text);
    const complaintImages = desk.getByRole('img', { name: /of the complaint$/ });
    await expect.poll(() => complaintImages.count()).toBe(2);
    // The agent's cookie opens the borrower's images.
    await expect
      .poll(() => complaintImages.first().evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(64);
    const reply = 'We spoke to the collection agency. Your employer will not be called again.';
    await desk.getByLabel('Reply to the borrower').fill(reply);
    await desk.locator('.support-upload input[type="file"]').setInputFiles({
      name: 'answer.png',
      mimeType: 'image/png',
      buffer: await png('#33e'),
    });
    await expect.poll(() => desk.locator('.support-reply img').count()).toBe(1);
    expect(await desk.getByLabel('Ask the borrower to rate this reply').isChecked()).toBe(true);
    await desk.getByRole('button', { name: 'Send reply' }).click();
    await expect.poll(() => desk.getByTestId('complaint-status').innerText()).toBe('Replied');
    await expect.poll(() => desk.getByTestId('reply-rating').innerText()).toBe('Rating asked, not given yet');

    // 3. The borrower sees the reply under 'Process Result'; 3 s later the rating modal; 4 stars.
    await page.getByRole('button', { name: 'My complaints' }).click();
    await page.waitForURL(/\/complaintList\?/);
    await page.getByRole('tab', { name: /Completed/ }).click();
    await page.getByRole('button', { name: new RegExp(text.replace(/[().]/g, '\\$&')) }).click();
    await page.waitForURL(/\/complainDetails\?/);
    await page.getByRole('heading', { name: 'Online service' }).waitFor();
    await page.getByRole('heading', { name: 'Process Result' }).waitFor();
    expect(await page.getByTestId('complaint-reply').innerText()).toBe(reply);
    await expect.poll(() => page.getByRole('button', { name: /Open image/ }).count()).toBe(3);
    const opened = Date.now();
    const dialog = page.getByRole('dialog', { name: 'Please rate this service' });
    await dialog.waitFor({ timeout: 6000 });
    expect(Date.now() - opened).toBeGreaterThan(1500);
    // Not dismissable by tapping outside.
    await page.mouse.click(10, 10);
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByRole('radio', { name: '4 stars' }).click();
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => toastText(page).innerText()).toBe('Successful demonstration！');
    expect(await dialog.isVisible()).toBe(false);

    // 4. The console shows the rating and the record of the agent's actions.
    await desk.getByRole('article').getByRole('button', { name: 'Reload this complaint' }).click();
    await expect.poll(() => desk.getByTestId('reply-rating').innerText()).toBe('Rating: 4 of 5');
    const history = await desk.getByTestId('history').innerText();
    expect(history).toContain('Agent Lea Bautista');
    expect(history).toMatch(/started → In progress/);
    expect(history).toMatch(/replied → Replied/);
    expect(history).toContain('Borrower Maria Santos');
    expect(history).toContain('rated (4 of 5)');
    await desk.context().close();
    await context.close();
  });
});

describe('complaints: limits on screen', () => {
  it('collection is refused with the spec’s toast for an order that does not allow it', async () => {
    const { context, page } = await phone(browser);
    await openScenario(page, 'complaint-entry-no-collection');
    await page.getByRole('button', { name: 'Collection' }).click();
    await expect
      .poll(() => toastText(page).innerText())
      .toBe('El pedido seleccionado no admite el envío de tipo de colección');
    expect(await page.getByRole('button', { name: 'Threats, harassment or abuse' }).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/complainPage');
    await context.close();
  });

  it('200 characters, empty text refused, and no tenth image', async () => {
    const { context, page } = await phone(browser);
    await openScenario(page, 'complaint-entry');
    await page.getByRole('button', { name: 'Repayment' }).click();
    await page.waitForURL(/\/complainPageNext\?/);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => toastText(page).innerText()).toBe('Please fill in your comments and suggestions');
    await page.locator('textarea').fill('x'.repeat(250));
    expect((await page.locator('textarea').inputValue()).length).toBe(200);
    await page.getByText('200/200').waitFor();
    for (let n = 1; n <= 9; n++) await uploadOne(page, `#${n}${n}${n}`, n);
    // At nine the add control is gone; the server refuses a tenth (complaints.test.ts).
    expect(await page.locator('input[type="file"]').count()).toBe(0);
    await page.getByRole('button', { name: 'Remove image 9' }).click();
    await expect.poll(() => page.locator('input[type="file"]').count()).toBe(1);
    await context.close();
  });

  it('the list shows both tabs, and an unreplied complaint hides Process Result and asks for no rating', async () => {
    const { context, page } = await phone(browser);
    await openScenario(page, 'complaint-list');
    expect(await page.getByRole('tab').allInnerTexts()).toEqual(['Processing (2)', 'Completed (2)']);
    await openScenario(page, 'complaint-detail-unreplied');
    await page.getByTestId('complaint-content').waitFor();
    expect(await page.getByRole('heading', { name: 'Process Result' }).count()).toBe(0);
    const steps = await page.locator('.complaint-step').allInnerTexts();
    expect(steps[0]).toMatch(/Submitted\s*\d{4}-\d{2}-\d{2}/);
    expect(steps[3]).toMatch(/Closed\s*Pending/);
    await page.waitForTimeout(3500);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });
});
