/** Whether the server can do its work now (the database answers). */
export interface Readiness {
  /** Resolves true when ready; may reject or resolve false when not. */
  check(): Promise<boolean>;
}
