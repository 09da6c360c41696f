/**
 * The Russian plural form after a number: one (1, 21, 101), few (2–4, 22–24) or many
 * (0, 5–20, 25…, and 11–14 in every hundred): 1 карта, 3 карты, 12 карт. One copy for
 * every text of the app, the games' pure texts (a hint's reason) included.
 */
export function ruPlural(n: number, one: string, few: string, many: string): string {
  const tens = Math.abs(n) % 100;
  const units = Math.abs(n) % 10;
  if (tens >= 11 && tens <= 14) return many;
  if (units === 1) return one;
  if (units >= 2 && units <= 4) return few;
  return many;
}
