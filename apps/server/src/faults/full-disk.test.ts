// @module-tag wire: uploads a multipart body, whose field names the server renames itself
// A full disk on image upload. The app stores complaint images in a real folder (DiskStore) whose writes can be made
// to fail part-way with ENOSPC, as a full filesystem fails: some bytes land, then the write throws. The borrower
// must get a clear "try again" envelope (not a 500), and nothing may be left behind: no partial file in the
// folder, no row in uploads pointing at a file that is not there. With room again, the same upload succeeds.
import { mkdtempSync, rmSync } from 'node:fs';
import { open, readdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@pautang/contract/errors';
import { DiskStore } from '../platform/storage';
import { UPLOAD_MESSAGES } from '../contexts/identity/index';
import { buildTestApp, type TestApp } from '../test-helper';

/** A disk that runs out of space half-way through every write while `full` is set. */
class FillingDisk extends DiskStore {
  full = true;
  /** Bytes each failed write had put on the disk before it failed: the partial files there were. */
  readonly partials: number[] = [];

  protected override async write(file: string, body: Buffer): Promise<void> {
    if (!this.full) return super.write(file, body);
    const handle = await open(file, 'wx', 0o600);
    try {
      await handle.write(body.subarray(0, Math.floor(body.length / 2)));
    } finally {
      await handle.close();
    }
    this.partials.push((await stat(file)).size);
    throw Object.assign(new Error('ENOSPC: no space left on device, write'), {
      code: 'ENOSPC',
      errno: -28,
      syscall: 'write',
    });
  }
}

const directory = mkdtempSync(path.join(tmpdir(), 'pautang-full-disk-'));
let t: TestApp<FillingDisk>;
let borrower: string;

beforeAll(async () => {
  t = await buildTestApp({}, { files: new FillingDisk(directory) });
  borrower = await t.signIn('10002');
});
afterAll(async () => {
  await t.close();
  rmSync(directory, { recursive: true, force: true });
});

/** Every file under the folder, hidden ones included. */
const filesOnDisk = async () =>
  (await readdir(directory, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(directory, path.join(entry.parentPath, entry.name)));
// Complaint images only: the seed's demo profiles hold ID photo rows of their own (with no file behind them).
const uploadRows = () =>
  t.db
    .selectFrom('uploads')
    .select(['id', 'storage_key', 'bytes'])
    .where('storage_key', 'like', 'complaints/%')
    .execute();

const photo = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#3a7' } })
    .jpeg()
    .toBuffer();
const upload = async (body: Buffer) =>
  t.call('uploadProblemImg', {
    sessionId: borrower,
    file: { name: 'receipt.jpg', type: 'image/jpeg', body },
  });

describe('a full disk on image upload', () => {
  it('refuses with a clear message, leaves no partial file and no row, and succeeds once there is room', async () => {
    const image = await photo();

    const refused = await upload(image);
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({
      code: ErrorCode.Unavailable,
      message: UPLOAD_MESSAGES.notSaved,
      data: null,
      success: false,
    });
    // The write really did put part of the image on the disk before it failed; none of it is left.
    expect(t.files.partials).toHaveLength(1);
    expect(t.files.partials[0]).toBeGreaterThan(0);
    expect(await filesOnDisk()).toEqual([]);
    expect(await uploadRows()).toEqual([]);

    t.files.full = false;
    const stored = await upload(image);
    expect(stored.body.code).toBe('00');
    const { url } = stored.body.data as { url: string };
    const rows = await uploadRows();
    expect(rows).toHaveLength(1);
    const [row] = rows;
    // The one file on disk is the row's, whole; the borrower opens it at the URL they were given.
    expect(await filesOnDisk()).toEqual([row?.storage_key]);
    expect((await stat(path.join(directory, row?.storage_key ?? ''))).size).toBe(row?.bytes);
    const served = await t.app.inject({
      method: 'GET',
      url: `${new URL(url).pathname}?${await t.sessionQuery(borrower, 'logical')}`,
    });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.length).toBe(row?.bytes);
  });
});
