import { describe, expect, inject, it } from 'vitest';
import { Writable } from 'node:stream';
import { openPostgres } from './pg-engine';

/** Collects what a COPY writes. */
function sink(failAfterBytes = Infinity) {
  const chunks: Buffer[] = [];
  let size = 0;
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > failAfterBytes) return done(new Error('disk full'));
      chunks.push(chunk);
      done();
    },
  });
  return { stream, text: () => Buffer.concat(chunks).toString('utf8') };
}

describe('PostgreSQL copyToCrlf and inlineParams', () => {
  it('streams CSV records with CRLF ends, line breaks inside quoted fields kept, across many protocol chunks', async () => {
    const db = await openPostgres(inject('pgUrl'));
    try {
      const out = sink();
      let reported = 0;
      const rows = await db.copyToCrlf!(
        `COPY (SELECT i, CASE WHEN i % 1000 = 0 THEN 'quoted "x"' || E'\\n' || 'next' WHEN i % 777 = 0 THEN NULL ELSE 'row-' || i || repeat('é', i % 50) END
                 FROM generate_series(1, 50000) AS i) TO STDOUT WITH (FORMAT csv, DELIMITER ';')`,
        out.stream,
        (n) => (reported += n),
      );
      expect(rows).toBe(50_000);
      expect(reported).toBe(50_000);
      const expected = Array.from({ length: 50_000 }, (_, k) => {
        const i = k + 1;
        return `${i};${i % 1000 === 0 ? '"quoted ""x""\nnext"' : i % 777 === 0 ? '' : `row-${i}${'é'.repeat(i % 50)}`}\r\n`;
      });
      expect(out.text()).toBe(expected.join(''));
      // The connection went back to the pool in a usable state.
      expect(await db.query<{ n: number }>('SELECT 41 + 1 AS n')).toEqual([{ n: 42 }]);
    } finally {
      await db.close();
    }
  });

  it('rejects with the database error when the query fails part-way, and the pool still works', async () => {
    const db = await openPostgres(inject('pgUrl'));
    try {
      const out = sink();
      await expect(
        db.copyToCrlf!(
          'COPY (SELECT 100 / (30000 - i) FROM generate_series(1, 40000) AS i) TO STDOUT WITH (FORMAT csv)',
          out.stream,
        ),
      ).rejects.toThrow(/division by zero/);
      expect(await db.query<{ n: number }>('SELECT 7 AS n')).toEqual([{ n: 7 }]);
    } finally {
      await db.close();
    }
  });

  it('rejects when the file fails, closing that connection instead of pooling it mid-COPY', async () => {
    const db = await openPostgres(inject('pgUrl'));
    try {
      const out = sink(10_000);
      await expect(
        db.copyToCrlf!("COPY (SELECT repeat('x', 100) FROM generate_series(1, 100000)) TO STDOUT", out.stream),
      ).rejects.toThrow(/disk full/);
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, i) => db.query<{ n: number }>('SELECT $1::int AS n', [i])),
      );
      expect(results.map((r) => r[0]!.n)).toEqual(Array.from({ length: 12 }, (_, i) => i));
    } finally {
      await db.close();
    }
  });

  it('inlines values as literals PostgreSQL quotes, so they read back exactly', async () => {
    const db = await openPostgres(inject('pgUrl'));
    try {
      const values = [
        "O'Brien \\ back\\slash",
        '$1 and $2; DROP TABLE x; --',
        'ünïcödé 🎉',
        null,
        42,
        true,
        ['a"b', "c'd", 'e\\f'],
      ];
      const sql = await db.inlineParams!(
        'SELECT $1::text AS a, $2::text AS b, $3::text AS c, $4::text AS d, $5::int AS e, $6::boolean AS f, $7::text[] AS g, $10::text AS j, $8::text AS h, $9::text AS i',
        [...values, 'eight', 'nine', 'ten'],
      );
      const [row] = await db.query(sql);
      expect(row).toEqual({
        a: values[0],
        b: values[1],
        c: values[2],
        d: null,
        e: 42,
        f: true,
        g: values[6],
        h: 'eight',
        i: 'nine',
        j: 'ten',
      });
    } finally {
      await db.close();
    }
  });
});
