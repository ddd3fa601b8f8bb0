import { describe, expect, it } from 'vitest';
import { splitStatements } from './migrate';

describe('splitStatements', () => {
  it('splits on top-level semicolons and drops comment lines', () => {
    expect(
      splitStatements('-- a note; with a semicolon\nCREATE TABLE a (x int);\n\nCREATE INDEX b ON a (x);\n'),
    ).toEqual(['CREATE TABLE a (x int)', 'CREATE INDEX b ON a (x)']);
  });

  it('keeps a dollar-quoted function body whole, with or without a tag', () => {
    const body =
      'CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$\nBEGIN\n  PERFORM 1;\n  RETURN NULL;\nEND\n$$';
    const tagged = 'CREATE FUNCTION g() RETURNS int LANGUAGE plpgsql AS $fn$ BEGIN RETURN 1; END $fn$';
    expect(splitStatements(`${body};\n${tagged};\nSELECT 1;`)).toEqual([body, tagged, 'SELECT 1']);
  });
});
