// What each page showed when its context closed, printed when a test fails: a browser test's failure says which
// wait ran out, not what the borrower saw instead, and by the time Vitest reports it the test's `finally` has
// closed the pages. Every context launch() makes copies its pages' text on the way out; a failed test prints the
// copies its own contexts left, and the text of those still open (a test its timeout stopped). Setup file of the e2e project (vitest.config.ts).
import type { Browser, BrowserContext } from 'playwright-core';
import { beforeEach } from 'vitest';

let screens: string[] = [];
/** Contexts not closed yet: a test stopped by its timeout is still waiting in one, and its `finally` has not run. */
const open = new Set<BrowserContext>();

/** The text of a page and of each of its frames, cut short: enough to tell a refusal, a spinner or a blank. */
async function textOf(context: BrowserContext): Promise<string[]> {
  const found: string[] = [];
  for (const page of context.pages()) {
    for (const frame of page.frames()) {
      const text = await frame
        .locator('body')
        .innerText({ timeout: 1000 })
        .catch((e: unknown) => `(unread: ${e instanceof Error ? e.message.split('\n')[0] : String(e)})`);
      // A long page's notices (a refusal, a status) may lie past the cut: they are listed on their own too.
      const notices = await frame
        .locator('[role="alert"], [role="status"]')
        .allInnerTexts()
        .then((all) => all.map((n) => n.trim()).filter(Boolean))
        .catch(() => []);
      const where = frame === page.mainFrame() ? 'page' : 'frame';
      const listed = notices.length > 0 ? `\nNotices: ${notices.join(' | ').slice(0, 1500)}` : '';
      found.push(`${where} ${frame.url()}\n${text.replace(/\n{2,}/g, '\n').slice(0, 1500)}${listed}`);
    }
  }
  return found;
}

/** Every context this browser makes keeps a copy of its screens' text as it closes. */
export function keepScreensOnClose(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => {
    const context = await newContext(...args);
    open.add(context);
    const close = context.close.bind(context);
    context.close = async (...closeArgs) => {
      open.delete(context);
      screens.push(...(await textOf(context)));
      return close(...closeArgs);
    };
    return context;
  };
  return browser;
}

beforeEach(({ onTestFailed }) => {
  screens = [];
  open.clear();
  onTestFailed(async () => {
    const shown = [...screens];
    for (const context of open) shown.push(...(await textOf(context)).map((s) => `(still open) ${s}`));
    if (shown.length > 0) console.log(`What the pages showed:\n${shown.map((s) => `--- ${s}`).join('\n')}`);
  });
});
