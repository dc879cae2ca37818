const rules = new Map<string, Intl.PluralRules>();

/**
 * Picks a plural form by the language's CLDR rules (Intl.PluralRules): English has one and
 * other, Indonesian only other (a noun does not change with the count).
 */
export function plural(
  lang: "en-US" | "id-ID",
  count: number,
  forms: { one?: string; other: string },
): string {
  let rule = rules.get(lang);
  if (!rule) {
    rule = new Intl.PluralRules(lang);
    rules.set(lang, rule);
  }
  return (rule.select(count) === "one" ? forms.one : undefined) ?? forms.other;
}
