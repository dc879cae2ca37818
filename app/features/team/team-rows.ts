/** The marquee's rows: three on a desk, four on a phone (the spec's 12/11/11 and 9/8/9/8). */
export const DESKTOP_ROW_COUNT = 3;
export const MOBILE_ROW_COUNT = 4;

/**
 * Splits members into `rows` rows whose lengths differ by at most one, the longer rows spread
 * out (34 in 4 rows: 9/8/9/8, not 9/9/8/8), so the marquee looks balanced for any team size.
 */
export function splitEvenly<T>(items: readonly T[], rows: number): T[][] {
  const base = Math.floor(items.length / rows);
  const extra = items.length % rows;
  const result: T[][] = [];
  let start = 0;
  for (let row = 0; row < rows; row += 1) {
    const longer = Math.ceil(((row + 1) * extra) / rows) > Math.ceil((row * extra) / rows);
    const size = base + (longer ? 1 : 0);
    result.push(items.slice(start, start + size));
    start += size;
  }
  return result.filter((row) => row.length > 0);
}
