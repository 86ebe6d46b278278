import { describe, expect, it } from 'vitest';
import { attachmentHeader, attachmentName } from './attachment';

describe('a file’s Content-Disposition', () => {
  it('names the file, keeping only safe characters, and reads the name back', () => {
    expect(attachmentHeader('statement-PT0000001741.pdf')).toBe(
      'attachment; filename="statement-PT0000001741.pdf"',
    );
    // A quote or a line break in a name cannot end the header or start another.
    expect(attachmentHeader('journal-2026-11-30".csv\r\nx: y')).toBe(
      'attachment; filename="journal-2026-11-30.csvxy"',
    );
    expect(attachmentName(attachmentHeader('statement-PT1.pdf'))).toBe('statement-PT1.pdf');
    expect(attachmentName('inline')).toBeUndefined();
    expect(attachmentName(null)).toBeUndefined();
  });
});
