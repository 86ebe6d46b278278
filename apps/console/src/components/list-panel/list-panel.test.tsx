// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { byRole, click, flush, queryByRole, render } from '../../testing/test-utils';
import { ListPanel, type ListColumn } from './list-panel';

type Row = { id: number; name: string; amount: number };

const COLUMNS: ListColumn<Row>[] = [
  {
    header: 'Borrower',
    cell: (r) => (
      <>
        <strong>{r.name}</strong>
        <br />#{r.id}
      </>
    ),
  },
  { header: 'Amount', cell: (r) => `₱${r.amount}`, csv: (r) => r.amount },
];

afterEach(() => vi.restoreAllMocks());

/** The CSV the export button hands to the browser, caught at the Blob. */
async function exported(): Promise<{ name: string; text: string }> {
  let blob: Blob | undefined;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
    blob = b as Blob;
    return 'blob:csv';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  let name = '';
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    name = this.download;
  });
  click(byRole('button', 'Export CSV'));
  if (!blob) throw new Error('nothing was exported');
  return { name, text: await blob.text() };
}

describe('a list panel', () => {
  it('exports its rows as CSV: a column’s own text, else what its cell shows, formulas neutralised', async () => {
    const load = async () => ({
      rows: [
        { id: 1, name: 'Santos, Maria', amount: 122500 },
        { id: 2, name: '=HYPERLINK("x")', amount: 5 },
      ],
    });
    render(
      <ListPanel
        title="Owed"
        refresh="Refresh"
        empty="None"
        load={load}
        columns={COLUMNS}
        keyOf={(r) => r.id}
        testId="owed-list"
      />,
    );
    await flush();
    const { name, text } = await exported();
    expect(name).toBe('owed-list.csv');
    expect(text).toBe('\uFEFFBorrower,Amount\r\n"Santos, Maria #1",122500\r\n"\'=HYPERLINK(""x"") #2",5\r\n');
  });

  it('keeps its rows on screen while a refresh is under way, then shows the new ones (issue 40: the outbox emptied)', async () => {
    let answer: (rows: Row[]) => void = () => {};
    const load = vi
      .fn<() => Promise<{ rows: Row[] }>>()
      .mockResolvedValueOnce({ rows: [{ id: 1, name: 'Maria', amount: 100 }] })
      .mockImplementationOnce(() => new Promise((resolve) => (answer = (rows) => resolve({ rows }))));
    render(
      <ListPanel
        title="Outbox"
        refresh="Refresh"
        empty="None"
        load={load}
        columns={COLUMNS}
        keyOf={(r) => r.id}
        testId="owed-list"
      />,
    );
    await flush();
    click(byRole('button', 'Refresh'));
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
    const rows = () => Array.from(document.querySelectorAll('[data-testid="owed-list"] tbody tr'));
    expect(rows().map((r) => r.textContent)).toEqual(['Maria#1₱100']);
    expect(document.querySelector('section')?.getAttribute('aria-busy')).toBe('true');
    answer([{ id: 2, name: 'Jose', amount: 5 }]);
    await flush();
    expect(rows().map((r) => r.textContent)).toEqual(['Jose#2₱5']);
    expect(document.querySelector('section')?.getAttribute('aria-busy')).toBe('false');
  });

  it('offers no export while empty', async () => {
    render(
      <ListPanel
        title="Owed"
        refresh="Refresh"
        empty="None"
        load={async () => ({ rows: [] as Row[] })}
        columns={COLUMNS}
        keyOf={(r) => r.id}
        testId="owed-list"
      />,
    );
    await flush();
    expect(document.body.textContent).toContain('None');
    expect(queryByRole('button', 'Export CSV')).toBeNull();
  });
});
