// @module-tag once: calls through the call runner, the back office and crawler files
// The official site's server side: contact messages (checked, kept, limited per network, listed for agents only)
// and what crawlers read, with links from PUBLIC_ORIGIN (the request guard refuses any other Host).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@pautang/contract/errors';
import { buildTestApp, type TestApp } from '../../../test-helper';
import { CONTACT_LIMITS, SITE_MESSAGES } from './site.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const later = (seconds: number) => {
  t.clock.now = new Date(t.clock.now.getTime() + seconds * 1000);
};
const GOOD = {
  name: 'Ana Cruz',
  telephone: '+63 917 123 4567',
  email: 'ana@example.ph',
  message: 'Do you lend to OFWs?',
};
const send = (body: Record<string, unknown>) => t.call('contactMessage', { body });

async function agentCookie() {
  const res = await t.inject({
    method: 'POST',
    url: '/attempt/console/sign-in',
    payload: { username: 'agent', password: 'pautang-support' },
  });
  return String(res.headers['set-cookie']).split(';')[0] ?? '';
}

describe('contact messages', () => {
  it('keeps a complete message, and the back office lists it to agents only, as text', async () => {
    // Line breaks are what the textarea sends: kept, though other control characters are refused.
    const res = await send({ ...GOOD, message: '<script>alert(1)</script>\r\n\tDo you lend to OFWs?' });
    expect(res.body).toMatchObject({ code: 0 });
    const row = await t.db.selectFrom('contact_messages').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Ana Cruz', email: 'ana@example.ph', ip_key: '127.0.0.1' });

    const bare = await t.inject({ method: 'GET', url: '/attempt/console/contact-messages' });
    expect(bare.json().code).toBe(ErrorCode.SessionMissing);
    const cookie = await agentCookie();
    const list = await t.inject({
      method: 'GET',
      url: '/attempt/console/contact-messages',
      headers: { cookie },
    });
    expect(list.json().data.messages[0]).toMatchObject({
      name: 'Ana Cruz',
      telephone: '+63 917 123 4567',
      message: '<script>alert(1)</script>\r\n\tDo you lend to OFWs?',
    });
  });

  it('refuses a missing or malformed field with a clear message and keeps nothing', async () => {
    const before = await t.db.selectFrom('contact_messages').select('id').execute();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...GOOD, name: '  ' }, 'Please enter your name.'],
      [{ ...GOOD, email: 'ana.example.ph' }, 'Please enter an e-mail address like name@example.com.'],
      [{ ...GOOD, telephone: 'call me' }, 'Please enter a telephone number of digits (7 or more).'],
      [{ ...GOOD, message: 'x'.repeat(2001) }, 'Your message is too long (at most 2000 characters).'],
      // Found by fuzz.test.ts: a NUL reached PostgreSQL and failed with a 500.
      [{ ...GOOD, name: 'Ana\u0000' }, 'Your name cannot contain control characters.'],
      [{ ...GOOD, message: 'Hi\u0000' }, 'Your message cannot contain control characters.'],
    ];
    for (const [body, message] of cases) {
      const res = await send(body);
      expect(res.body).toMatchObject({ code: ErrorCode.Validation, message });
      expect(res.status).toBeLessThan(500);
    }
    const { message: _m, ...noMessage } = GOOD;
    expect((await send(noMessage)).body.code).toBe(ErrorCode.Validation);
    const after = await t.db.selectFrom('contact_messages').select('id').execute();
    expect(after).toHaveLength(before.length);
  });

  it('allows 5 messages an hour from one network, then asks it to wait', async () => {
    later(3600);
    for (let i = 0; i < CONTACT_LIMITS.perHour; i++) expect((await send(GOOD)).body.code).toBe(0);
    const refused = await send(GOOD);
    expect(refused.body).toMatchObject({ code: ErrorCode.RateLimited, message: SITE_MESSAGES.tooMany });
    later(3601);
    expect((await send(GOOD)).body.code).toBe(0);
  });
});

describe('crawlers', () => {
  it('robots.txt allows the public pages only and names the sitemap at PUBLIC_ORIGIN', async () => {
    const res = await t.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain(
      'Allow: /$\nAllow: /aboutUs\nAllow: /privacyPolicy\nAllow: /loanTerms\nDisallow: /',
    );
    expect(res.body).toContain('Sitemap: http://localhost/sitemap.xml');
  });

  it('the sitemap lists the public pages at PUBLIC_ORIGIN', async () => {
    const res = await t.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'http://localhost/',
      'http://localhost/aboutUs',
      'http://localhost/privacyPolicy',
      'http://localhost/loanTerms',
    ]);
  });
});
