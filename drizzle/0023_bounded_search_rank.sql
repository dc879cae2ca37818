-- What ts_rank reads (ADR 0025): each word's first 4 positions of the search vector. Its cost
-- for a query grows with the positions of every pair of the query's words (256 each at most),
-- so 8 common words over a long body cost about 1.8 million steps a version; over these
-- positions, 448. The title's and categories' positions come first, so their weights stay.
-- The in-memory ranking on PGlite (search-rank.ts, RANK_POSITIONS) reads the same positions.
CREATE FUNCTION rank_positions(vector tsvector) RETURNS tsvector
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN (SELECT coalesce(string_agg(
      '''' || replace(replace(v.lexeme, '\', '\\'), '''', '''''') || '''' ||
      coalesce(':' || (SELECT string_agg(p.position || p.weight, ',')
        FROM unnest(v.positions[1:4], v.weights[1:4]) AS p(position, weight)), ''),
    ' '), '')::tsvector FROM unnest(vector) AS v);--> statement-breakpoint
ALTER TABLE "article_translations" ADD COLUMN "rank_vector" "tsvector" GENERATED ALWAYS AS (rank_positions(search_vector)) STORED;
