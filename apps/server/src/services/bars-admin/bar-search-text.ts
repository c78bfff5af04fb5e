/** bars.search_text: lower-cased name, email, city and country, for the admin's substring search. */
export function barSearchText(bar: { name: string; email: string; city: string; country: string }): string {
  return [bar.name, bar.email, bar.city, bar.country]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
}
