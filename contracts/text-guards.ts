/** PostgreSQL text cannot hold NUL, and lone UTF-16 surrogates cannot be encoded: refuse both. */
export function hasUnstorableCharacters(value: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what we look for
  return /\u0000/.test(value) || !value.isWellFormed();
}
