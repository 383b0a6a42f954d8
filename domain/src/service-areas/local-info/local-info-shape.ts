// The shape of a city's local information (local-info.ts): its own file, so each city's file
// imports the shape without importing the list that imports the city (no import cycle).
export interface LocalFaqEntry {
  readonly question: string;
  readonly answer: string;
}

export interface LocalInfo {
  readonly intro: string;
  readonly neighborhoods: readonly string[];
  readonly landmarks: readonly string[];
  readonly permitInfo: string;
  readonly regulations: readonly string[];
  readonly faq: readonly LocalFaqEntry[];
}
