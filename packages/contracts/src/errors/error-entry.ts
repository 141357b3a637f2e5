/** One entry of the error catalogue: HTTP status, the text key the client translates, English. */
export interface ErrorEntry {
  status: number;
  messageKey: string;
  message: string;
}
