/**
 * PostgreSQL's full-text matching (`@@`) and `ts_rank` over a parsed tsvector, in JavaScript, so
 * the public search can rank in memory what the database would rank (issue 29). Only what
 * `websearch_to_tsquery` writes is understood: terms, `&`, `|`, `!` and phrases of terms; a
 * query with anything else is `null` and the search asks the database instead.
 */

export type QueryNode =
  | { type: "term"; lexeme: string }
  | { type: "not"; operand: QueryNode }
  | { type: "and" | "or"; left: QueryNode; right: QueryNode }
  | { type: "phrase"; left: QueryNode; right: QueryNode; distance: number };

/** A version's vector: each lexeme's positions, as PostgreSQL packs them (weight << 14 | pos). */
export type ParsedVector = {
  get(lexeme: string): ArrayLike<number> | undefined;
  has(lexeme: string): boolean;
  readonly size: number;
};

const WEIGHT_CODES: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 };
/** ts_rank's default weights, as float4, indexed by weight code (D, C, B, A). */
const WEIGHTS = [0.1, 0.2, 0.4, 1.0].map(Math.fround);
const MAX_POSITION = 16383;
/**
 * ts_rank reads each word's first positions only (the `rank_vector` column, migration 0021's
 * rank_positions): its cost grows with the positions of every pair of words (ADR 0025).
 */
export const RANK_POSITIONS = 4;

/** A lexeme's positions as the rank vector holds them: its first RANK_POSITIONS. */
function rankPositionsOf(vector: ParsedVector, lexeme: string) {
  const positions = vector.get(lexeme);
  if (!positions || positions.length <= RANK_POSITIONS) return positions;
  return Array.prototype.slice.call(positions, 0, RANK_POSITIONS) as number[];
}

/** Reads `'lexeme':1A,5 'other'` (the text of a tsvector). */
export function parseTsVector(text: string): Map<string, number[]> {
  const vector = new Map<string, number[]>();
  let at = 0;
  while (at < text.length) {
    if (text[at] !== "'") {
      at += 1;
      continue;
    }
    const [lexeme, next] = readQuoted(text, at);
    at = next;
    const positions: number[] = [];
    if (text[at] === ":") {
      at += 1;
      const match = /^[\d,A-D]+/.exec(text.slice(at, at + 4096)) ?? [""];
      for (const part of match[0].split(",")) {
        const position = Number.parseInt(part, 10);
        const weight = WEIGHT_CODES[part.at(-1) ?? "D"] ?? 0;
        positions.push((weight << 14) | Math.min(position, MAX_POSITION));
      }
      at += match[0].length;
    }
    vector.set(lexeme, positions);
  }
  return vector;
}

/** A quoted lexeme from `at` (its opening quote): its text and the index after its closing one. */
function readQuoted(text: string, at: number): [string, number] {
  let value = "";
  let index = at + 1;
  while (index < text.length) {
    const char = text[index];
    if (char === "\\") {
      value += text[index + 1] ?? "";
      index += 2;
    } else if (char === "'") {
      if (text[index + 1] === "'") {
        value += "'";
        index += 2;
      } else {
        return [value, index + 1];
      }
    } else {
      value += char;
      index += 1;
    }
  }
  return [value, index];
}

/**
 * Reads the text of a tsquery as PostgreSQL prints it (`'a' & !'b' | 'c' <-> 'd'`), with its
 * precedence (`!`, then phrases, then `&`, then `|`). Null for an empty query or one with
 * parts this module does not evaluate (prefixes, weights, a phrase around anything but terms).
 */
export function parseTsQuery(text: string): QueryNode | null {
  const tokens: string[] = [];
  let at = 0;
  while (at < text.length) {
    const char = text[at];
    if (char === " ") {
      at += 1;
    } else if (char === "'") {
      const [lexeme, next] = readQuoted(text, at);
      if (text[next] === ":") return null;
      tokens.push(`'${lexeme}`);
      at = next;
    } else if (char === "<") {
      const end = text.indexOf(">", at);
      if (end === -1) return null;
      tokens.push(text.slice(at, end + 1));
      at = end + 1;
    } else if ("&|!()".includes(char)) {
      tokens.push(char);
      at += 1;
    } else {
      return null;
    }
  }
  if (tokens.length === 0) return null;
  let index = 0;
  const peek = () => tokens[index];
  const fail = () => {
    throw new SyntaxError("unsupported tsquery");
  };
  const unary = (): QueryNode => {
    const token = tokens[index++];
    if (token === "!") return { type: "not", operand: unary() };
    if (token === "(") {
      const inner = or();
      if (tokens[index++] !== ")") fail();
      return inner;
    }
    if (token?.startsWith("'")) return { type: "term", lexeme: token.slice(1) };
    return fail();
  };
  const phrase = (): QueryNode => {
    let left = unary();
    while (peek()?.startsWith("<")) {
      const operator = tokens[index++];
      const distance = operator === "<->" ? 1 : Number(operator.slice(1, -1));
      if (!Number.isInteger(distance)) fail();
      const right = unary();
      if (!onlyTermsAndPhrases(left) || !onlyTermsAndPhrases(right)) fail();
      left = { type: "phrase", left, right, distance };
    }
    return left;
  };
  const and = (): QueryNode => {
    let left = phrase();
    while (peek() === "&") {
      index += 1;
      left = { type: "and", left, right: phrase() };
    }
    return left;
  };
  const or = (): QueryNode => {
    let left = and();
    while (peek() === "|") {
      index += 1;
      left = { type: "or", left, right: and() };
    }
    return left;
  };
  try {
    const root = or();
    return index === tokens.length ? root : null;
  } catch {
    return null;
  }
}

const onlyTermsAndPhrases = (node: QueryNode): boolean =>
  node.type === "term" ||
  (node.type === "phrase" && onlyTermsAndPhrases(node.left) && onlyTermsAndPhrases(node.right));

/** Every lexeme a tsquery's text names, whatever its operators (the words a snippet marks). */
export function listLexemes(text: string): string[] {
  const found = new Set<string>();
  for (let at = text.indexOf("'"); at !== -1; at = text.indexOf("'", at)) {
    const [lexeme, next] = readQuoted(text, at);
    found.add(lexeme);
    at = next;
  }
  return [...found];
}

/** Each lexeme of the query once, in PostgreSQL's byte order (ts_rank walks them so). */
export function listQueryLexemes(node: QueryNode): string[] {
  const found = new Set<string>();
  const walk = (item: QueryNode) => {
    if (item.type === "term") found.add(item.lexeme);
    else if (item.type === "not") walk(item.operand);
    else {
      walk(item.left);
      walk(item.right);
    }
  };
  walk(node);
  return [...found].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
}

/** Lexemes every matching vector has (a cheap first test before matchesQuery). */
export function listRequiredLexemes(node: QueryNode): string[] {
  switch (node.type) {
    case "term":
      return [node.lexeme];
    case "not":
      return [];
    case "and":
    case "phrase":
      return [...new Set([...listRequiredLexemes(node.left), ...listRequiredLexemes(node.right)])];
    case "or": {
      const right = new Set(listRequiredLexemes(node.right));
      return listRequiredLexemes(node.left).filter((lexeme) => right.has(lexeme));
    }
  }
}

/** The end positions where a phrase (or term) occurs in the vector. */
function phrasePositions(node: QueryNode, vector: ParsedVector): number[] {
  if (node.type === "term") {
    return Array.from(vector.get(node.lexeme) ?? [], (packed) => packed & MAX_POSITION);
  }
  if (node.type !== "phrase") return [];
  const left = new Set(phrasePositions(node.left, vector));
  if (left.size === 0) return [];
  return phrasePositions(node.right, vector).filter((position) =>
    left.has(position - node.distance),
  );
}

/** `vector @@ query`. */
export function matchesQuery(node: QueryNode, vector: ParsedVector): boolean {
  switch (node.type) {
    case "term":
      return vector.has(node.lexeme);
    case "not":
      return !matchesQuery(node.operand, vector);
    case "and":
      return matchesQuery(node.left, vector) && matchesQuery(node.right, vector);
    case "or":
      return matchesQuery(node.left, vector) || matchesQuery(node.right, vector);
    case "phrase":
      return phrasePositions(node, vector).length > 0;
  }
}

const weightOf = (packed: number) => WEIGHTS[packed >> 14];

function wordDistance(distance: number) {
  if (distance > 100) return Math.fround(1e-30);
  return Math.fround(1.0 / (1.005 + 0.05 * Math.exp(Math.fround(distance) / 1.5 - 2)));
}

/** tsrank.c's calc_rank_or, in float4 arithmetic as PostgreSQL computes it. */
function rankOr(vector: ParsedVector, lexemes: string[]) {
  let result = Math.fround(0);
  for (const lexeme of lexemes) {
    const positions = rankPositionsOf(vector, lexeme);
    if (!positions) continue;
    const list = positions.length ? positions : [0];
    let sum = Math.fround(0);
    let best = Math.fround(-1);
    let bestAt = 0;
    for (let index = 0; index < list.length; index += 1) {
      const weight = weightOf(list[index]);
      sum = Math.fround(sum + Math.fround(weight / ((index + 1) * (index + 1))));
      if (weight > best) {
        best = weight;
        bestAt = index;
      }
    }
    const term = Math.fround(
      Math.fround(best + sum) - Math.fround(best / ((bestAt + 1) * (bestAt + 1))),
    );
    result = Math.fround(result + term / 1.64493406685);
  }
  return lexemes.length ? Math.fround(result / lexemes.length) : result;
}

/** tsrank.c's calc_rank_and: every pair of found lexemes, weighted by their distance. */
function rankAnd(vector: ParsedVector, lexemes: string[]) {
  if (lexemes.length < 2) return rankOr(vector, lexemes);
  // A lexeme stored without positions counts as one at the last position (POSNULL).
  const found = lexemes.map((lexeme) => rankPositionsOf(vector, lexeme));
  const lists = found.map((positions) =>
    positions ? (positions.length ? positions : [MAX_POSITION]) : null,
  );
  let result = Math.fround(-1);
  for (let i = 0; i < lists.length; i += 1) {
    const current = lists[i];
    if (!current) continue;
    for (let k = 0; k < i; k += 1) {
      const other = lists[k];
      if (!other) continue;
      const eitherStripped = found[i]?.length === 0 || found[k]?.length === 0;
      for (let l = 0; l < current.length; l += 1) {
        const a = current[l];
        for (let p = 0; p < other.length; p += 1) {
          const b = other[p];
          let distance = Math.abs((a & MAX_POSITION) - (b & MAX_POSITION));
          if (distance === 0 && !eitherStripped) continue;
          if (distance === 0) distance = MAX_POSITION + 1;
          const product = Math.fround(
            Math.fround(weightOf(a) * weightOf(b)) * wordDistance(distance),
          );
          const weight = Math.fround(Math.sqrt(product));
          result = result < 0 ? weight : Math.fround(1.0 - (1.0 - result) * (1.0 - weight));
        }
      }
    }
  }
  return result;
}

/**
 * `ts_rank(rank_positions(vector), query)` with the default weights and no normalization: the
 * rank of the version's `rank_vector`. `lexemes`: the query's, from listQueryLexemes (given
 * when one query ranks many vectors).
 */
export function rankVector(
  node: QueryNode,
  vector: ParsedVector,
  lexemes = listQueryLexemes(node),
): number {
  if (vector.size === 0 || lexemes.length === 0) return 0;
  const result =
    node.type === "and" || node.type === "phrase"
      ? rankAnd(vector, lexemes)
      : rankOr(vector, lexemes);
  return result < 0 ? Math.fround(1e-20) : result;
}
