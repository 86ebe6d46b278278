// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { click, getByRole, queryAllByRole, render } from '../../../components/ui/test-utils';
import { agreementDoc, flush, settled, stubFetch, success } from '../testing/agreement-fixtures';
import { AgreementPage } from './agreement-page';

type NativeWindow = Window & { PautangNative?: { postMessage: (json: string) => void } };
const w = window as NativeWindow;
let postMessage: Mock<(json: string) => void>;
const actions = () =>
  postMessage.mock.calls.map((c) => (JSON.parse(String(c[0])) as { action: string }).action);

beforeEach(() => {
  postMessage = vi.fn<(json: string) => void>();
  w.PautangNative = { postMessage };
});
afterEach(() => {
  delete w.PautangNative;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const error = () => document.querySelector('[data-testid="agreement-error"]');
const failure = { code: 1001, message: 'Invalid productId: must be an identifier', data: null };

describe('agreement page', () => {
  it('shows the kind title and a loading state until the figures arrive', async () => {
    stubFetch(success(agreementDoc({ title: 'Disclosure Statement (Pautang Flex)' })));
    render(<AgreementPage request={{ productId: 'P1', kind: 'disclosure-statement' }} />);
    expect(getByRole('heading', 'Disclosure Statement').tagName).toBe('H1');
    expect(document.querySelector('[aria-busy="true"]')?.textContent).toBe('loading...');
    await flush();
    expect(getByRole('heading', 'Disclosure Statement (Pautang Flex)').tagName).toBe('H1');
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('renders the kind the server answered', async () => {
    stubFetch(success(agreementDoc({ kind: 'loan-agreement', title: 'Loan Agreement' })));
    render(<AgreementPage request={{ productId: 'P1', kind: 'loan-agreement' }} />);
    await flush();
    expect(getByRole('heading', 'Parties')).toBeTruthy();
    expect(queryAllByRole('heading', 'Cost of the loan')).toHaveLength(0);
  });

  it('offers Retry after a failure and loads again', async () => {
    const fetchMock = stubFetch(failure, success(agreementDoc()));
    render(<AgreementPage request={{ productId: 'P1', orderId: 'O1', kind: 'disclosure-statement' }} />);
    await flush();
    expect(error()?.textContent).toContain('We could not load this page.');
    expect(document.querySelector('.ui-toast')?.textContent).toBe('Invalid productId: must be an identifier');
    click(getByRole('button', 'Retry'));
    await settled(() => expect(getByRole('heading', 'Cost of the loan')).toBeTruthy());
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(error()).toBeNull();
  });

  it('does not call without a product and says why', async () => {
    const fetchMock = stubFetch(success(agreementDoc()));
    render(<AgreementPage request={{ productId: '', kind: 'loan-agreement' }} />);
    await flush();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(getByRole('heading', 'Loan Agreement')).toBeTruthy();
    expect(error()?.textContent).toBe('This document cannot be shown because no loan product was given.');
  });

  it('goes back in history when there is history', async () => {
    stubFetch(success(agreementDoc()));
    vi.spyOn(history, 'length', 'get').mockReturnValue(3);
    const back = vi.spyOn(history, 'back').mockImplementation(() => undefined);
    render(<AgreementPage request={{ productId: 'P1', kind: 'disclosure-statement' }} />);
    await flush();
    click(getByRole('button', 'Back'));
    expect(back).toHaveBeenCalledTimes(1);
    expect(actions()).toEqual([]);
  });

  it('closes the web view when it is the first page', async () => {
    stubFetch(success(agreementDoc()));
    vi.spyOn(history, 'length', 'get').mockReturnValue(1);
    const back = vi.spyOn(history, 'back').mockImplementation(() => undefined);
    render(<AgreementPage request={{ productId: 'P1', kind: 'disclosure-statement' }} />);
    await flush();
    click(getByRole('button', 'Back'));
    expect(back).not.toHaveBeenCalled();
    expect(actions()).toEqual(['closeWebview']);
  });

  it('has no back button inside the loan confirmation pop-up (framed by an H5 page)', async () => {
    stubFetch(success(agreementDoc()));
    const parent = { pautangBridge: { receive: () => undefined }, postMessage: vi.fn() };
    vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window);
    render(<AgreementPage request={{ productId: 'P1', kind: 'disclosure-statement' }} />);
    await settled(() => expect(getByRole('heading', 'Cost of the loan')).toBeTruthy());
    expect(queryAllByRole('button', 'Back')).toHaveLength(0);
    expect(getByRole('heading', 'Disclosure Statement').tagName).toBe('H1');
    expect(getByRole('heading', 'Cost of the loan')).toBeTruthy();
  });
});
