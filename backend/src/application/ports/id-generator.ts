/** New record ids, made by the application so a reply can be recorded before it is sent. */
export interface IdGenerator {
  next(): string;
}
