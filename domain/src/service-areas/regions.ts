// Two kinds of region (spec sections 2 and 3): the eight data regions every city carries, and
// the five display groups the Service Areas menu and the "other cities" section show. The
// mapping between them is decision 0008.

export const dataRegions = [
  'Northeast Florida',
  'North Central Florida',
  'East Central Florida',
  'Central Florida',
  'South Florida',
  'Southwest Florida',
  'North Florida',
  'Northwest Florida',
] as const;
export type DataRegion = (typeof dataRegions)[number];

export const displayGroups = [
  'Northeast Florida',
  'Central Florida',
  'South Florida',
  'Southwest Florida',
  'North & Northwest Florida',
] as const;
export type DisplayGroup = (typeof displayGroups)[number];

const displayGroupByRegion: Record<DataRegion, DisplayGroup> = {
  'Northeast Florida': 'Northeast Florida',
  // Gainesville and Ocala, and the Daytona/Palm Coast coast, are reached from the I-75 and
  // I-4 corridors that the Central Florida crews serve.
  'North Central Florida': 'Central Florida',
  'East Central Florida': 'Central Florida',
  'Central Florida': 'Central Florida',
  'South Florida': 'South Florida',
  'Southwest Florida': 'Southwest Florida',
  'North Florida': 'North & Northwest Florida',
  'Northwest Florida': 'North & Northwest Florida',
};

export function displayGroupOf(region: DataRegion): DisplayGroup {
  return displayGroupByRegion[region];
}
