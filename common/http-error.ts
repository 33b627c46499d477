/** The JSON error body of every failed API call (spec-decisions "HTTP API"). */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string>;
}
