/** An ILIKE pattern matching `term` anywhere, its wildcards (% and _) and backslashes taken literally. */
export const containsPattern = (term: string) =>
  `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
