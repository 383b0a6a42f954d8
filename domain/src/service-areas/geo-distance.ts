// Great-circle distance between two cities, used to pick the "other cities" nearest first.
export interface LatLng {
  readonly lat: number;
  readonly lng: number;
}

const earthRadiusMiles = 3958.8;

function radians(degrees: number): number {
  return (degrees * Math.PI) / 180;
}

/** Haversine distance in miles. */
export function distanceMiles(from: LatLng, to: LatLng): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadiusMiles * Math.asin(Math.min(1, Math.sqrt(h)));
}
