import { describe, expect, it } from 'vitest';
import { createElement, Fragment } from 'react';
import { csvCell, toCsv } from './csv';
import { nodeText } from './node-text';

describe('a CSV cell (RFC 4180)', () => {
  it('is written bare when nothing in it needs quoting', () => {
    expect(csvCell('Maria Santos')).toBe('Maria Santos');
    expect(csvCell('₱1,234.50'.replace(',', ''))).toBe('₱1234.50');
    expect(csvCell(1234)).toBe('1234');
    expect(csvCell('')).toBe('');
  });

  it('is quoted when it holds a comma, a quote or a line break, its quotes doubled', () => {
    expect(csvCell('Santos, Maria')).toBe('"Santos, Maria"');
    expect(csvCell('She said "paid"')).toBe('"She said ""paid"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
  });

  it('leaves nothing for null, undefined and numbers that are not finite', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it.each([
    ['=HYPERLINK("http://evil.example","pay here")', `"'=HYPERLINK(""http://evil.example"",""pay here"")"`],
    ['+63 917 123 4567', "'+63 917 123 4567"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', `"'\r=1+1"`],
  ])('neutralises a formula a spreadsheet would run: %j', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it('keeps a number a number, negative ones too (a number cannot carry a formula)', () => {
    expect(csvCell(-500)).toBe('-500');
    expect(csvCell(0)).toBe('0');
  });

  it('does not touch a formula character inside the text', () => {
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('user@example.com')).toBe('user@example.com');
  });
});

describe('a CSV document', () => {
  it('is the header and the rows, each line ended by CRLF', () => {
    expect(
      toCsv(
        ['Borrower', 'Amount'],
        [
          ['Santos, Maria', '1225.00'],
          ['=cmd', 5],
        ],
      ),
    ).toBe('Borrower,Amount\r\n"Santos, Maria",1225.00\r\n\'=cmd,5\r\n');
  });

  it('is the header alone when there are no rows', () => {
    expect(toCsv(['Day'], [])).toBe('Day\r\n');
  });
});

describe("a cell's text", () => {
  it('is what the cell shows, a line break read as a space', () => {
    const cell = createElement(
      Fragment,
      null,
      'Maria Santos',
      createElement('br'),
      '0917',
      createElement('strong', null, ['₱', 12]),
      false,
      null,
    );
    expect(nodeText(cell)).toBe('Maria Santos 0917₱12');
  });
});
