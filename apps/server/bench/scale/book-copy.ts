// A copy of the benchmark book for a part that changes its schema (the back-office indexes, the migrations): the
// shared book stays as `bench:data` made it, so every other part (on main's migrations) still opens it.
import pg from 'pg';

const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

async function admin<T>(bookUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(bookUrl, 'postgres') });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * Copies the book (CREATE DATABASE … TEMPLATE: a file copy, minutes not hours) into `name`, replacing an old one.
 * PostgreSQL refuses while another session is connected to the book, so it tries again for a while.
 */
export async function copyBook(bookUrl: string, name: string): Promise<string> {
  const book = new URL(bookUrl).pathname.slice(1);
  await admin(bookUrl, async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(`create database ${name} template ${book}`);
        return;
      } catch (error) {
        if (attempt >= 120 || !String(error).includes('is being accessed by other users')) throw error;
        await new Promise((r) => setTimeout(r, 5000));
      }
    }
  });
  return withDatabase(bookUrl, name);
}

export async function dropCopy(bookUrl: string, name: string): Promise<void> {
  await admin(bookUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
}
