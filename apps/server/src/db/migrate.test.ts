import { describe, expect, it } from 'vitest';
import { splitStatements } from './migrate';

describe('splitStatements', () => {
  it('splits on top-level semicolons only: not in quotes, dollar-quoted bodies or comments', () => {
    const sql = `-- a comment; with a semicolon
CREATE TABLE a (x text DEFAULT 'it''s; fine');
CREATE FUNCTION f() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1; -- inside the body
  RAISE NOTICE 'semi; colon';
END
$$;
CREATE FUNCTION g() RETURNS int LANGUAGE sql AS $body$ SELECT 1; $body$;
INSERT INTO a VALUES ('x') -- trailing comment;
`;
    const statements = splitStatements(sql);
    expect(statements).toHaveLength(4);
    expect(statements[0]).toBe("CREATE TABLE a (x text DEFAULT 'it''s; fine')");
    expect(statements[1]).toContain('PERFORM 1; -- inside the body');
    expect(statements[1]).toMatch(/END\n\$\$$/);
    expect(statements[2]).toBe('CREATE FUNCTION g() RETURNS int LANGUAGE sql AS $body$ SELECT 1; $body$');
    expect(statements[3]).toBe("INSERT INTO a VALUES ('x')");
  });

  it('drops statements that are only comments or blank', () => {
    expect(splitStatements('-- nothing\n;\n  ;\n')).toEqual([]);
  });
});
