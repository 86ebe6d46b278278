// The native screens' tests: a signed-in host simulator over the contract's fake server (testing/fake-app.ts), and
// answers shaped as a Philippine lender's would be.
import type {
  CertifyForm,
  CertifyItem,
  Home,
  HomeProduct,
  ProductDetail,
} from '@pautang/contract/origination';
import { vi } from 'vitest';
import { fakeApp, type FakeHandlers } from '../../../testing/fake-app';
import { byRole, click, flush, render } from '../../../testing/test-utils';
import { HostSimulator } from '../components/host-simulator';

export const MARIA = { userId: '10001', name: 'Maria Santos', mobilePhone: '09171234501', clientType: 'new' };

export const SESSION = {
  deviceId: 'demo-device-10001',
  appVersion: '3.2.0',
  userId: '10001',
  appName: 'Pautang',
  sessionId: 'session-10001',
  clientType: 'android',
  merchantNumber: 'PH0001',
  mobilePhone: '09171234501',
};

/** The query every borrower call of Maria's carries. */
export const SESSION_QUERY = { sessionId: 'session-10001', userId: '10001', deviceId: 'demo-device-10001' };

/** The session parameters as the host appends them to an H5 path, with the console's language (English here). */
export const SESSION_SEARCH =
  'deviceId=demo-device-10001&appVersion=3.2.0&userId=10001&appName=Pautang&sessionId=session-10001' +
  '&clientType=android&merchantNumber=PH0001&mobilePhone=09171234501&lang=en';

const reply = (body: unknown, status = 200) =>
  ({ ok: status < 400, status, text: async () => JSON.stringify(body), json: async () => body }) as Response;

/** The demo tools the simulator reads around the phone: the borrower picker, the sign-in, the scenarios. */
function demoTools(url: string, init?: RequestInit): Response | undefined {
  if (url === '/attempt/dev/borrowers') return reply([MARIA]);
  if (url === '/attempt/dev/scenarios') return reply([]);
  if (url === '/attempt/dev/sessions' && init?.method === 'POST') {
    return reply({ code: 0, message: 'success', data: SESSION });
  }
  if (url === '/attempt/dev/business-date') {
    return reply({ code: 0, message: 'success', data: { businessDate: '2026-11-25' } });
  }
  return undefined;
}

/** Renders /host over the fake server and signs Maria in with the demo picker: the phone shows Home. */
export async function signedInHost(handlers: FakeHandlers) {
  const app = fakeApp(handlers, demoTools);
  vi.stubGlobal('fetch', app.fetch);
  render(<HostSimulator />);
  await flush();
  click(byRole('button', 'Maria Santos'));
  await flush();
  await flush();
  return app;
}

export const phoneTitle = () => document.querySelector('.phone__title')?.textContent;
export const frameSrc = () => document.querySelector('iframe[title="H5"]')?.getAttribute('src') ?? null;

export const FLEX: HomeProduct = {
  productId: 'P001',
  name: 'Pautang Flex',
  logo: '',
  minAmount: 100000,
  maxAmount: 300000,
  amountStep: 50000,
  termOptions: [7, 14, 30],
  defaultAmount: 200000,
  defaultTerm: 14,
  rateText: 'Interest 0.5% a day',
  available: 1,
  reason: '',
};

export const HOME: Home = {
  limit: 300000,
  nextLimit: 500000,
  blockers: [],
  products: [FLEX],
};

/** A quote as the engine would give it, for the amount and term asked (figures are the fixture's, not the engine's). */
export function quote(
  amount = FLEX.defaultAmount,
  termDays = FLEX.defaultTerm,
  product = FLEX,
): ProductDetail {
  const interest = Math.round((amount * 5 * termDays) / 1000);
  return {
    product,
    amount,
    termDays,
    details: [
      { text: 'Loan amount', value: amount, type: 'money' },
      { text: 'Term', value: termDays, type: 'days' },
      { text: 'Interest', value: interest, type: 'money' },
      { text: 'Total to repay', value: amount + interest, type: 'money' },
    ],
    plans: [
      {
        pay_time: '2026-12-09',
        title: 'Payment 1 of 1',
        amount: amount + interest,
        instalment: 1,
        instalments: 1,
        day: termDays,
      },
    ],
    requirements: [
      'Filipino, 18 years or over',
      'A government ID and a selfie',
      'A bank or e-wallet account',
    ],
  };
}

const item = (code: string, title: string, extra: Partial<CertifyItem> = {}): CertifyItem => ({
  code,
  title,
  subtitle: '',
  category: 'text',
  value: '',
  note: [],
  cardTypeMi: 0,
  channelNumber: '',
  numeric: 0,
  maxLength: 50,
  required: 1,
  notice: `${title}: to know who you are. Seen by our credit team only.`,
  ...extra,
});

export const BASIC_FORM: CertifyForm = {
  step: 'basic',
  title: 'Basic information',
  notice: 'We ask your name and birth date to know who borrows. Only our credit team sees them.',
  state: 'todo',
  next: 'personal',
  items: [
    item('firstName', 'First name'),
    item('middleName', 'Middle name', { required: 0 }),
    item('birthDate', 'Birth date', { category: 'day' }),
    item('sex', 'Sex', {
      category: 'enum',
      note: [
        { name: 'Female', type: 'F', parent: '' },
        { name: 'Male', type: 'M', parent: '' },
      ],
    }),
  ],
};

export const CITY_FORM: CertifyForm = {
  step: 'city',
  title: 'Your address',
  notice: 'Where you live, as on your ID.',
  state: 'todo',
  next: 'identity',
  items: [
    item('province', 'Province', {
      category: 'city-select',
      note: [
        { name: 'Metro Manila', type: 'Metro Manila', parent: '' },
        { name: 'Cebu', type: 'Cebu', parent: '' },
      ],
    }),
    item('city', 'City', {
      category: 'city-select',
      // Each city names its province: the picker offers the chosen province's cities only.
      note: [
        { name: 'Quezon City', type: 'Quezon City', parent: 'Metro Manila' },
        { name: 'Makati', type: 'Makati', parent: 'Metro Manila' },
        { name: 'Cebu City', type: 'Cebu City', parent: 'Cebu' },
        { name: 'Mandaue City', type: 'Mandaue City', parent: 'Cebu' },
      ],
    }),
    item('zip', 'ZIP code', { numeric: 1, maxLength: 4 }),
  ],
};

/** The address step as the server sends it (PSGC lists, issue 40), cut to a few provinces: names shared across them. */
export const PSGC_CITY_FORM: CertifyForm = {
  ...CITY_FORM,
  items: [
    item('province', 'Province', {
      category: 'city-select',
      note: ['Metro Manila', 'Batanes', 'Camarines Sur', 'Cebu', 'Tawi-Tawi'].map((p) => ({
        name: p,
        type: p,
        parent: '',
      })),
    }),
    item('city', 'City or municipality', {
      category: 'city-select',
      note: [
        ['Metro Manila', 'Quezon City'],
        ['Batanes', 'Basco'],
        ['Batanes', 'Itbayat'],
        ['Camarines Sur', 'Naga City'],
        ['Camarines Sur', 'Pili'],
        ['Cebu', 'Cebu City'],
        ['Cebu', 'Naga City'],
        ['Tawi-Tawi', 'Bongao'],
        ['Tawi-Tawi', 'Simunul'],
      ].map(([parent = '', name = '']) => ({ name, type: name, parent })),
    }),
  ],
};

export const IDENTITY_FORM: CertifyForm = {
  step: 'identity',
  title: 'Your ID',
  notice: 'A government ID and a selfie prove it is you.',
  state: 'todo',
  next: '',
  items: [
    item('idPhoto', 'Photo of your ID', { category: 'image' }),
    item('selfie', 'Selfie', { category: 'image' }),
  ],
};
