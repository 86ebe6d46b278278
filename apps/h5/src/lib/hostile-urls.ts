// Server-supplied addresses a compromised or buggy answer could carry: script and data schemes (any case, with
// leading space), a foreign host, a protocol-relative one, and look-alikes of an allowed host. Every test of a
// screen that follows a server URL runs through all of them (lib/server-urls.test.ts checks that it does).
// Test data only: no production module imports it.
export const HOSTILE_URLS = [
  'javascript:alert(document.domain)',
  ' JavaScript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'https://evil.example/pay',
  '//evil.example/pay',
  'https://pay.dragonpay.ph.evil.example/',
  'https://pay.dragonpay.ph@evil.example/',
] as const;
