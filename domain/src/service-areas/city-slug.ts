/**
 * The city slug rule (spec section 2): lowercase the name, turn spaces into hyphens, remove
 * periods and apostrophes. 'St. Augustine' -> 'st-augustine'.
 */
export function citySlug(cityName: string): string {
  return cityName.toLowerCase().replace(/[.']/g, '').trim().replace(/\s+/g, '-');
}
