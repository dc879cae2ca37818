// Moved to the HTTP edge (server/http/action-result.ts): this path stays only for the screens
// that still use it until they move to the submission pipeline; then both files go.
export {
  type ActionFailure,
  type ActionSuccess,
  parseForm,
  runFormAction,
} from "../http/action-result.ts";
