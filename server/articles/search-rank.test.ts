import { describe, expect, it } from "vitest";
import {
  listLexemes,
  listQueryLexemes,
  listRequiredLexemes,
  matchesQuery,
  parseTsQuery,
  parseTsVector,
  rankVector,
} from "./search-rank.ts";

describe("parseTsVector", () => {
  it("reads each lexeme's positions with their weights (A=3 … D=0) packed as PostgreSQL does", () => {
    const vector = parseTsVector("'brand':1A,7 'it''s':3B 'live':2C,5 'plain'");
    expect(vector.get("brand")).toEqual([(3 << 14) | 1, 7]);
    expect(vector.get("it's")).toEqual([(2 << 14) | 3]);
    expect(vector.get("live")).toEqual([(1 << 14) | 2, 5]);
    expect(vector.get("plain")).toEqual([]);
    expect(vector.size).toBe(4);
  });
});

describe("parseTsQuery", () => {
  it("reads what websearch_to_tsquery writes, with PostgreSQL's precedence", () => {
    expect(parseTsQuery("'a' & 'b' | !'c'")).toEqual({
      type: "or",
      left: {
        type: "and",
        left: { type: "term", lexeme: "a" },
        right: { type: "term", lexeme: "b" },
      },
      right: { type: "not", operand: { type: "term", lexeme: "c" } },
    });
    expect(parseTsQuery("'sell' <2> 'live' & 'x'")).toMatchObject({
      type: "and",
      left: { type: "phrase", distance: 2 },
    });
    expect(parseTsQuery("( 'a' | 'b' ) & 'c'")).toMatchObject({
      type: "and",
      left: { type: "or" },
    });
  });

  it("answers null for what it does not evaluate, so the database ranks instead", () => {
    expect(parseTsQuery("")).toBeNull();
    expect(parseTsQuery("'pre':*")).toBeNull();
    expect(parseTsQuery("'a':AB & 'b'")).toBeNull();
    expect(parseTsQuery("!'a' <-> 'b'")).toBeNull();
    expect(parseTsQuery("'a' &")).toBeNull();
  });
});

describe("query lexemes", () => {
  const query = parseTsQuery("'zeta' & 'alpha' & !'beta' | 'alpha' <-> 'gamma'");
  it("lists each lexeme once in byte order, the required ones apart", () => {
    if (!query) throw new Error("parse");
    expect(listQueryLexemes(query)).toEqual(["alpha", "beta", "gamma", "zeta"]);
    expect(listRequiredLexemes(query)).toEqual(["alpha"]);
    expect(listRequiredLexemes(parseTsQuery("'a' & 'b'") ?? query)).toEqual(["a", "b"]);
    expect(listRequiredLexemes(parseTsQuery("!'a'") ?? query)).toEqual([]);
    expect(listLexemes("'it''s' <-> 'ok' & !'no'")).toEqual(["it's", "ok", "no"]);
  });
});

describe("matchesQuery", () => {
  const vector = parseTsVector("'market':1A,9 'plan':2A 'growth':4C 'live':7C 'sell':5C");
  const matches = (text: string) => {
    const query = parseTsQuery(text);
    if (!query) throw new Error(`unparsed ${text}`);
    return matchesQuery(query, vector);
  };

  it("evaluates and, or and not", () => {
    expect(matches("'market' & 'plan'")).toBe(true);
    expect(matches("'market' & 'absent'")).toBe(false);
    expect(matches("'absent' | 'growth'")).toBe(true);
    expect(matches("'market' & !'growth'")).toBe(false);
    expect(matches("!'absent'")).toBe(true);
  });

  it("finds a phrase only at its distance, chained phrases end to end", () => {
    expect(matches("'market' <-> 'plan'")).toBe(true);
    expect(matches("'plan' <-> 'market'")).toBe(false);
    expect(matches("'sell' <2> 'live'")).toBe(true);
    expect(matches("'sell' <-> 'live'")).toBe(false);
    expect(matches("'market' <-> 'plan' <2> 'growth'")).toBe(true);
    expect(matches("'market' <-> 'plan' <-> 'growth'")).toBe(false);
  });
});

describe("rankVector", () => {
  // 0.6079271 and 1e-20 are what PostgreSQL's ts_rank answers for these; search-index.test.ts
  // compares many more with the database, on both engines.
  it("ranks a title word above a body word, a repeated word above a single one", () => {
    const query = parseTsQuery("'live'");
    if (!query) throw new Error("parse");
    const title = rankVector(query, parseTsVector("'live':1A"));
    const body = rankVector(query, parseTsVector("'live':9C"));
    const twice = rankVector(query, parseTsVector("'live':9C,12C"));
    expect(title).toBeGreaterThan(twice);
    expect(twice).toBeGreaterThan(body);
    expect(title).toBe(Math.fround(0.6079271));
  });

  it("gives an and-query with words far apart a near-zero rank, never a negative one", () => {
    const query = parseTsQuery("'a' & 'b'");
    if (!query) throw new Error("parse");
    const close = rankVector(query, parseTsVector("'a':1A 'b':2A"));
    const far = rankVector(query, parseTsVector("'a':1A 'b':500C"));
    expect(close).toBeGreaterThan(far);
    expect(far).toBeGreaterThan(0);
    expect(rankVector(query, parseTsVector("'a':1A"))).toBe(Math.fround(1e-20));
  });
});
